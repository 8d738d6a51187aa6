/**
 * The CLI of people and approvals (decision 035): `people add` mints a token printed once that
 * signs in at once; a write under the two-person rule waits, `approvals` lists it, and another
 * releaser's `approve` applies it.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFixture, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';
import { runCli } from './cli-commands.ts';
import { createRegistryClient } from './registry-client.ts';

let fx: Fixture;
let out: string[];
let err: string[];
let file: string;
let dir: string;

beforeEach(async () => {
  out = [];
  err = [];
  dir = await mkdtemp(join(tmpdir(), 'cli-people-'));
  file = join(dir, 'people.json');
  fx = await createFixture({
    tokens: [{ name: 'alice', token: TEST_TOKEN, role: 'admin' }],
    tokensFile: file,
    twoPersonActions: ['activate'],
  });
});

afterEach(async () => {
  await fx.close();
  await rm(dir, { recursive: true, force: true });
});

function cli(token: string, ...argv: string[]): Promise<number> {
  const client = createRegistryClient({ url: fx.baseUrl, token, actor: 'cli-user' });
  return runCli({ client, repoRoot: fx.dir, tokensFile: file, out: (text) => out.push(text), err: (text) => err.push(text) }, argv);
}

test('people add prints a token once that works at once; the file keeps its digest only', async () => {
  expect(await cli(TEST_TOKEN, 'people', 'add', 'bob', 'releaser')).toBe(0);
  const token = out.join('\n').trim().split('\n').at(-1) ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(await readFile(file, 'utf8')).not.toContain(token);
  out = [];
  expect(await cli(TEST_TOKEN, 'people')).toBe(0);
  expect(out.join('\n')).toMatch(/bob\s+releaser/);
  expect(await cli(token, 'people')).toBe(1);
  expect(err.join('\n')).toMatch(/refused \(403 forbidden\): "bob" is a releaser; this needs the role admin/);
  expect(await cli(TEST_TOKEN, 'people', 'add', 'carol', 'owner')).toBe(2);
});

test('a write under the two-person rule waits until another releaser approves it', async () => {
  expect(await cli(TEST_TOKEN, 'people', 'add', 'bob', 'releaser')).toBe(0);
  const bob = out.join('\n').trim().split('\n').at(-1) ?? '';
  expect((await fx.publish('blog', '1.0.0')).statusCode).toBe(201);
  out = [];
  expect(await cli(bob, 'activate', 'blog', '1.0.0', '-m', 'first blog')).toBe(0);
  expect(out.join('\n')).toMatch(/waits for a second releaser: npm run release -- approve (\d+)/);
  const id = /approve (\d+)/.exec(out.join('\n'))?.[1] ?? '';
  expect(await cli(TEST_TOKEN, 'approvals')).toBe(0);
  expect(out.join('\n')).toMatch(new RegExp(`${id}\\s+\\S+ \\S+\\s+bob\\s+activate\\s+blog\\s+- -> 1\\.0\\.0\\s+first blog`));
  expect(await cli(bob, 'approve', id)).toBe(1);
  expect(err.join('\n')).toMatch(/same_person/);
  expect(await cli(TEST_TOKEN, 'approve', id)).toBe(0);
  expect(out.join('\n')).toMatch(/approved #\d+: activate blog active 1\.0\.0 \(revision 1\)/);
});
