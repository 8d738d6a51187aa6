import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createFixture, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';
import { versionContents } from '../test-support/version-files.ts';
import { runCli } from './cli-commands.ts';
import { createRegistryClient } from './registry-client.ts';
import { untilOf } from './cli-environments.ts';

jest.setTimeout(30_000);

let fx: Fixture;
let repoRoot: string;
let out: string[];
let err: string[];

beforeEach(async () => {
  fx = await createFixture();
  repoRoot = await mkdtemp(join(tmpdir(), 'cli-environments-'));
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

/** A built blog version in the fake repository, with the budget its package.json declares. */
async function built(version: string, budget?: object): Promise<void> {
  await mkdir(join(repoRoot, 'remote-blog'), { recursive: true });
  const manifest = { version, ...(budget === undefined ? {} : { meridian: { budget } }) };
  await writeFile(join(repoRoot, 'remote-blog', 'package.json'), JSON.stringify(manifest));
  for (const [path, text] of Object.entries(versionContents('blog', version))) {
    const full = join(repoRoot, 'remote-blog', 'dist', version, path);
    await mkdir(join(full, '..'), { recursive: true });
    await writeFile(full, text);
    fx.origin.put(`/${version}/${path}`, text);
  }
  expect(await cli('publish', 'blog', version)).toBe(0);
}

test('--env staging acts in staging; environments and diff show both side by side; promote-env makes production run it', async () => {
  await built('1.0.0');
  await built('1.0.1');
  expect(await cli('activate', 'blog', '1.0.0', '-m', 'first')).toBe(0);
  expect(await cli('--env', 'staging', 'activate', 'blog', '1.0.1', '-m', 'try it')).toBe(0);
  expect(out.at(-1)).toBe('activate: staging blog active 1.0.1 (revision 1)');
  expect(await cli('environments')).toBe(0);
  expect(out.at(-1)).toMatch(/AREA\s+PRODUCTION \(rev 1\)\s+STAGING \(rev 1\)\nmarketing\s+\(none\)\s+\(none\)\nblog\s+1\.0\.0\s+1\.0\.1/);
  expect(out.at(-1)).toMatch(/production: not locked \(http:\/\/localhost:3000\)\nstaging: not locked/);
  expect(await cli('diff', 'staging', 'production')).toBe(0);
  expect(out.at(-1)).toMatch(/blog\s+1\.0\.1\s+1\.0\.0\s+not recorded/);
  expect(out.at(-1)).toMatch(/1 area\(s\) differ$/);
  expect(await cli('--env', 'staging', 'audit')).toBe(0);
  expect(out.at(-1)).toMatch(/activate\s+blog\s+- -> 1\.0\.1/);

  expect(await cli('promote-env', 'blog', 'staging', 'production', '-m', 'tried on staging')).toBe(0);
  expect(out.at(-1)).toBe('promote-env staging -> production: blog 1.0.0 -> 1.0.1 (revision 2)');
  expect(await cli('promote-env', '--all', 'staging', 'production')).toBe(1);
  expect(err.at(-1)).toBe('refused (409 no_change): production already runs what staging runs');
  expect(await cli('diff', 'staging', 'production')).toBe(0);
  expect(out.at(-1)).toMatch(/production runs what staging runs$/);
});

test('lock refuses a write with the lock in words; unlock ends it; both need a reason', async () => {
  await built('1.0.0');
  expect(await cli('lock', 'production')).toBe(2);
  expect(await cli('lock', 'production', '-m', 'Black Friday freeze', '--until', '2026-11-30T00:00:00Z')).toBe(0);
  expect(out.at(-1)).toBe('production locked by alice until 2026-11-30T00:00:00.000Z: Black Friday freeze (revision 1)');
  expect(await cli('activate', 'blog', '1.0.0')).toBe(1);
  expect(err.at(-1)).toMatch(
    /^refused \(423 environment_locked\): production is locked by alice since .* until 2026-11-30T00:00:00.000Z: "Black Friday freeze"/,
  );
  expect(await cli('environments')).toBe(0);
  expect(out.at(-1)).toMatch(/production: LOCKED by alice since .*: Black Friday freeze/);
  expect(await cli('unlock', 'production', '-m', 'sale over')).toBe(0);
  expect(out.at(-1)).toBe('production unlocked (revision 2)');
  expect(await cli('activate', 'blog', '1.0.0')).toBe(0);
});

test('publish sends the package’s budget; activation over it is refused with the figures, --over-budget passes for an admin', async () => {
  await built('1.0.0', { beforeHydration: 1, firstThreeSeconds: 1 });
  expect(await cli('budget', 'blog', '1.0.0')).toBe(0);
  // A fake version names no ./routes chunks: no figures, so nothing is over.
  expect(out.at(-1)).toMatch(/blog@1\.0\.0: before hydration -, first three seconds -\n {2}budget: before hydration 0\.0 KB/);
  await writeFile(
    join(repoRoot, 'remote-blog', 'package.json'),
    JSON.stringify({ version: '1.0.1', meridian: { budget: { beforeHydration: -1 } } }),
  );
  expect(await cli('publish', 'blog', '1.0.1')).toBe(1);
  expect(err.at(-1)).toMatch(/meridian\.budget must be/);
  expect(await cli('activate', 'blog', '1.0.0', '--over-budget', '-m', 'checked by hand')).toBe(0);
});

test('gc --dry-run lists what it would remove and why each kept version stays; gc removes them', async () => {
  for (const version of ['1.0.0', '1.0.1', '1.0.2']) {
    fx.clock.now += 60_000;
    await built(version);
  }
  expect(await cli('activate', 'blog', '1.0.0')).toBe(0);
  expect(await cli('gc', '--keep', '1', '--min-age', '0', '--dry-run')).toBe(0);
  expect(out.at(-1)).toMatch(/^would remove 1 version\(s\), 0\.0 MB:\n {2}- blog@1\.0\.1 \(5 files\): referenced by no environment/);
  expect(out.at(-1)).toMatch(/ {2}= blog@1\.0\.2: among the 1 newest of blog\n {2}= blog@1\.0\.0: runs in production/);
  expect(await cli('gc', '--keep', '1', '--min-age', '0')).toBe(0);
  expect(out.at(-1)).toMatch(/^removed 1 version/);
  expect(await cli('gc', '--keep', 'many')).toBe(2);
});

test('--until takes a time or a duration from now', () => {
  const usage = (message: string): never => {
    throw new Error(message);
  };
  expect(untilOf('6h', Date.UTC(2026, 10, 27, 12), usage)).toBe('2026-11-27T18:00:00.000Z');
  expect(untilOf('2026-11-30T00:00Z', 0, usage)).toBe('2026-11-30T00:00:00.000Z');
  expect(() => untilOf('soon', 0, usage)).toThrow(/--until must be a time/);
});
