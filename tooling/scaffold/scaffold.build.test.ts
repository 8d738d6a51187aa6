/**
 * @jest-environment node
 *
 * The scaffolders' output as a developer meets it (decision 037), in a throwaway copy of the
 * repository: `npm run new:area -- support` and `npm run new:page` (in the new area and in tools)
 * write code that typechecks, lints and passes its generated tests; the new area builds, its
 * origin serves it and the host, built from the same one list of areas, server-renders its page
 * in English and Arabic (the registry's loads-and-renders check, host/src/checker/check-remote.server.ts).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { extraHostPort } from '../local-system.ts';
import { copyRepository, REPO_ROOT, type RepoCopy } from '../testing/repo-copy.ts';

const run = promisify(execFile);
const node = process.execPath;
// The new area's origin in this test: a port of the e2e range no journey uses.
const ORIGIN_PORT = extraHostPort(48);
const env = { ...process.env, MERIDIAN_SUPPORT_PORT: String(ORIGIN_PORT), NODE_ENV: 'test' };
// Builds, origin and host run as in production.
const production = { ...env, NODE_ENV: 'production' };

let copy: RepoCopy;
let origin: ChildProcess | undefined;
beforeAll(() => {
  copy = copyRepository();
});
afterAll(() => {
  origin?.kill();
  copy.remove();
});

/** Runs `node <args>` in the copy; a failure says what the command printed. */
const inCopy = (args: readonly string[], cwd = copy.root, settings = env) =>
  run(node, args, { cwd, env: settings, maxBuffer: 32 * 1024 * 1024 }).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`node ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  });

test('new:area and new:page write an area that typechecks, lints and passes its tests', async () => {
  const area = await inCopy(['scripts/new-area.ts', 'support', '--no-install']);
  expect(area.stdout).toContain('MERIDIAN_PORT_BASE + 6');
  // Of the files it wrote, only the one list of areas and the generated key types existed before (npm install adds the lockfile's entry).
  const listed = area.stdout
    .split('\n')
    .filter((line) => line.startsWith('  '))
    .map((line) => line.trim());
  expect(listed.filter((file) => existsSync(join(REPO_ROOT, file))).sort()).toEqual([
    'shared/src/routing/areas.ts',
    'tooling/message-keys.d.ts',
  ]);
  await inCopy(['scripts/new-page.ts', 'support', 'contact-support']);
  await inCopy(['scripts/new-page.ts', 'tools', 'vpn-for-gaming']);
  expect(readFileSync(join(copy.root, 'shared/src/routing/areas.ts'), 'utf8')).toMatch(/support: \{ portOffset: 6 \}/);
  // The key types are what the bundles give, and the scaffolded text waits for translators: i18n:status counts it as identical to English.
  await inCopy(['scripts/message-types.ts', '--check']);
  const status = await inCopy(['scripts/i18n-status.ts', '--identical']);
  expect(status.stdout).toContain('identical to en remote-support de support:h1');
  expect(status.stdout).toContain('identical to en remote-tools ja vpn-for-gaming:body');

  await inCopy([join('node_modules', 'typescript', 'bin', 'tsc'), '-p', 'remote-support/tsconfig.json', '--noEmit']);
  await inCopy([join('node_modules', 'typescript', 'bin', 'tsc'), '-p', 'remote-tools/tsconfig.json', '--noEmit']);
  await inCopy([
    join('node_modules', 'eslint', 'bin', 'eslint.js'),
    'remote-support',
    'remote-tools/src/expose',
    'remote-tools/src/routes',
  ]);
  await inCopy([
    join('node_modules', 'prettier', 'bin', 'prettier.cjs'),
    '--check',
    'remote-support',
    'remote-tools',
    'shared/src/routing',
  ]);
  const jest = await inCopy([
    '--experimental-vm-modules',
    join('node_modules', 'jest', 'bin', 'jest.js'),
    '--ci',
    'remote-support',
    'remote-tools/src/routes/vpn-for-gaming.test.tsx',
    'remote-tools/src/expose',
    '--selectProjects',
    'remote-support',
    'remote-tools',
  ]);
  expect(jest.stderr).toMatch(/Tests:\s+\d+ passed, \d+ total/);
}, 600_000);

test('the new area builds and the host, built with it, renders its page on the server', async () => {
  const rspack = join(copy.root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  await inCopy([rspack, 'build', '-c', 'rspack.config.ts'], join(copy.root, 'remote-support'), production);
  await inCopy([rspack, 'build', '-c', 'rspack.config.ts'], join(copy.root, 'host'), production);

  const token = randomBytes(16).toString('hex');
  origin = spawn(node, ['scripts/origin-server.ts', 'support'], {
    cwd: copy.root,
    env: { ...production, ORIGIN_SERVER_TOKEN: token },
    stdio: 'pipe',
  });
  const serving = `http://localhost:${ORIGIN_PORT}`;
  await waitFor(`${serving}/healthz`, origin);
  // The checker runs only code whose sha256 matches what publish would record (decision 053).
  const sha256 = (file: string) =>
    createHash('sha256')
      .update(readFileSync(join(copy.root, 'remote-support', 'dist', '1.0.0', file)))
      .digest('hex');
  const hashes = ['--build-files', sha256('build-files.json'), '--remote-entry', sha256('remoteEntry.js')];
  const checked = await run(node, [join(copy.root, 'host', 'dist', 'server', 'check-remote.cjs'), 'support', '1.0.0', serving, ...hashes], {
    cwd: copy.root,
    env: { ...production, ORIGIN_SERVER_TOKEN: token },
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }));
  expect(JSON.parse(checked.stdout)).toMatchObject({ ok: true, path: '/support', status: 200 });
}, 600_000);

/** Resolves when `url` answers 200 (the origin has started); rejects with its output when `server` exits first, or after 90 s. */
async function waitFor(url: string, server: ChildProcess): Promise<void> {
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the origin exited with ${server.exitCode}: ${output}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 90 s: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
