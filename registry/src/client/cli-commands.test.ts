import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createFixture, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';
import { versionContents } from '../test-support/version-files.ts';
import { runCli } from './cli-commands.ts';
import { createRegistryClient } from './registry-client.ts';

let fx: Fixture;
let repoRoot: string;
let out: string[];
let err: string[];

beforeEach(async () => {
  fx = await createFixture();
  repoRoot = await mkdtemp(join(tmpdir(), 'cli-repo-'));
  out = [];
  err = [];
});

afterEach(async () => {
  await fx.close();
  await rm(repoRoot, { recursive: true, force: true });
});

function cli(...argv: string[]): Promise<number> {
  const client = createRegistryClient({ url: fx.baseUrl, token: TEST_TOKEN, actor: 'cli-user' });
  return runCli({ client, repoRoot, out: (text) => out.push(text), err: (text) => err.push(text) }, argv);
}

async function buildFolder(area: 'blog', version: string): Promise<void> {
  for (const [path, text] of Object.entries(versionContents(area, version))) {
    const full = join(repoRoot, `remote-${area}`, 'dist', version, path);
    await mkdir(join(full, '..'), { recursive: true });
    await writeFile(full, text);
    fx.origin.put(`/${version}/${path}`, text);
  }
}

test('publishes the package.json version of a remote from its dist folder', async () => {
  await mkdir(join(repoRoot, 'remote-blog'), { recursive: true });
  await writeFile(join(repoRoot, 'remote-blog', 'package.json'), JSON.stringify({ version: '1.2.0' }));
  await buildFolder('blog', '1.2.0');
  expect(await cli('publish', 'blog')).toBe(0);
  expect(out.join('\n')).toMatch(/published blog@1\.2\.0: 5 files/);
  expect(await cli('publish', 'blog', '1.2.0')).toBe(0);
  expect(out.join('\n')).toMatch(/already published \(identical\)/);
});

test('activates, runs a canary and shows the status, recording the reason and the token name as actor', async () => {
  await buildFolder('blog', '1.0.0');
  await buildFolder('blog', '1.1.0');
  await cli('publish', 'blog', '1.0.0');
  await cli('publish', 'blog', '1.1.0');
  expect(await cli('activate', 'blog', '1.0.0', '-m', 'first release')).toBe(0);
  expect(await cli('canary', 'blog', '1.1.0', '10')).toBe(0);
  expect(out.at(-1)).toBe('canary: blog active 1.0.0, canary 1.1.0 @ 10% (revision 2)');
  expect(await cli('status')).toBe(0);
  expect(out.at(-1)).toMatch(/revision 2\n.*\nmarketing\s+\(none\)[\s\S]*blog\s+1\.0\.0\s+1\.1\.0 @ 10%/);
  expect(await cli('audit')).toBe(0);
  expect(out.at(-1)).toMatch(/alice\s+activate\s+blog\s+- -> 1\.0\.0\s+0 -> 1\s+first release/);
  const { entries } = (await fx.request({ url: '/api/audit?limit=1&remote=blog' })).json<{
    entries: { details: Record<string, unknown> }[];
  }>();
  expect(entries[0]?.details).toMatchObject({ claimedOnBehalfOf: 'cli-user' });
  expect(await cli('versions', 'blog')).toBe(0);
  expect(out.at(-1)).toMatch(/1\.1\.0\s+canary/);
});

test('compares a version with the live one, saying what was not recorded', async () => {
  await buildFolder('blog', '1.0.0');
  await buildFolder('blog', '1.1.0');
  await cli('publish', 'blog', '1.0.0');
  await cli('publish', 'blog', '1.1.0');
  await cli('activate', 'blog', '1.0.0');
  expect(await cli('compare', 'blog', '1.1.0')).toBe(0);
  expect(out.at(-1)).toMatch(
    /^blog 1\.1\.0 against live 1\.0\.0\nroutes: route table not recorded for this version\nfirst-load JavaScript: not recorded/,
  );
  expect(await cli('compare', 'blog')).toBe(2);
  expect(await cli('compare', 'blog', '9.9.9')).toBe(1);
  expect(err.at(-1)).toBe('refused (404 version_not_found): blog@9.9.9 has not been published');
});

test('exits 1 with the registry reason when it refuses', async () => {
  expect(await cli('activate', 'blog', '9.9.9')).toBe(1);
  expect(err.join('\n')).toBe('refused (404 version_not_found): blog@9.9.9 has not been published');
});

test('lists each failed gate on a refusal', async () => {
  await buildFolder('blog', '1.0.0');
  await cli('publish', 'blog', '1.0.0');
  fx.origin.remove('/1.0.0/mf-manifest.json');
  expect(await cli('activate', 'blog', '1.0.0')).toBe(1);
  expect(err[0]).toMatch(/^refused \(422 gate_failed\)/);
  expect(err[1]).toMatch(/^ {2}- manifest: .*answered HTTP 404/);
});

test('exits 2 with usage for an unknown command or remote', async () => {
  expect(await cli('deploy-everything')).toBe(2);
  expect(await cli('activate', 'shop', '1.0.0')).toBe(2);
  expect(err.join('\n')).toMatch(/<remote> must be one of/);
});

test('exits 1 when the registry is unreachable', async () => {
  const client = createRegistryClient({ url: 'http://127.0.0.1:9', token: TEST_TOKEN, actor: 'x' });
  const code = await runCli({ client, repoRoot, out: () => undefined, err: (text) => err.push(text) }, ['status']);
  expect(code).toBe(1);
  expect(err[0]).toMatch(/cannot reach the registry at http:\/\/127\.0\.0\.1:9/);
});

test('starts a guarded rollout with its stages and hold, shows its status and stops it', async () => {
  await buildFolder('blog', '1.0.0');
  await buildFolder('blog', '1.1.0');
  await cli('publish', 'blog', '1.0.0');
  await cli('publish', 'blog', '1.1.0');
  await cli('activate', 'blog', '1.0.0');
  expect(await cli('rollout', 'blog', '1.1.0', '--stages', '5,25,100', '--hold', '2m', '-m', 'guarded')).toBe(0);
  expect(out.at(-1)).toMatch(/rollout of 1\.1\.0 \(from 1\.0\.0\) running at 5 % of 5, 25, 100 %/);
  expect(await cli('rollout', 'status', 'blog')).toBe(0);
  expect(out.at(-1)).toMatch(
    /guard now: not enough data: not enough data: 0 of 200 page views in this stage\n {4}pageErrorRate: not enough data\n/,
  );
  expect(await cli('rollout', 'stop', 'blog', '-m', 'enough')).toBe(0);
  expect(out.at(-1)).toBe('rollout stop: blog@1.1.0 is stopped');
  expect(await cli('rollout', 'blog', '1.1.0', '--stages', '5,25')).toBe(1);
  expect(err.at(-1)).toBe('refused (400 invalid_body): stages: the last stage must be 100');
});

test('a rollback to a version that was rolled back from is refused in words that say what to do instead', async () => {
  for (const version of ['1.0.0', '1.1.0']) {
    await buildFolder('blog', version);
    await cli('publish', 'blog', version);
    expect(await cli('activate', 'blog', version)).toBe(0);
  }
  expect(await cli('rollback', 'blog', '-m', 'broken heading')).toBe(0);
  expect(out.at(-1)).toBe('rollback: blog active 1.0.0 (revision 3)');
  expect(await cli('rollback', 'blog', '1.1.0')).toBe(1);
  expect(err.at(-1)).toMatch(
    /^refused \(409 version_pulled\): blog@1\.1\.0 was pulled: alice rolled back from it on \S+; a rollback only goes to a previous version that was never pulled\. Activate it instead: the gates run again/,
  );
  expect(await cli('versions', 'blog')).toBe(0);
  expect(out.at(-1)).toMatch(/1\.1\.0 .* rollback 2026-11-21 12:00:00/);
});
