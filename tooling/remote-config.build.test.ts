/**
 * @jest-environment node
 *
 * What a team meets after `npm run dev` and then `npm start` (decision 018): a real production build
 * of a remote (the tools area's sources, copied into a scratch repository under var/) over a
 * version folder that still holds development files, then `registry publish` to a test registry.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { rspack, type Configuration, type MultiStats } from '@rspack/core';
import { createFixture, TEST_TOKEN, type Fixture } from 'registry/src/test-support/registry-fixture.ts';
import { runCli } from 'registry/src/client/cli-commands.ts';
import { createRegistryClient } from 'registry/src/client/registry-client.ts';
import { createRemoteConfig } from './remote-config.ts';

const ROOT = join(import.meta.dirname, '..');
const LEFTOVERS = ['__federation_expose_routes.0badc0de.js', 'locales/en/throwaway-edit.json', 'server/123.0badc0de.js'];

let repo = '';
let remote = '';
let folder = '';
let fx: Fixture;

beforeEach(async () => {
  mkdirSync(join(ROOT, 'var'), { recursive: true });
  // Inside the repository, so that the build finds node_modules and shared/ as the real remote does.
  repo = mkdtempSync(join(ROOT, 'var', 'remote-build-test-'));
  remote = join(repo, 'remote-tools');
  for (const part of ['src', 'locales']) cpSync(join(ROOT, 'remote-tools', part), join(remote, part), { recursive: true });
  writeFileSync(join(remote, 'package.json'), JSON.stringify({ name: 'remote-tools', version: '1.0.0', type: 'module' }));
  folder = join(remote, 'dist', '1.0.0');
  fx = await createFixture();
});

afterEach(async () => {
  await fx.close();
  rmSync(repo, { recursive: true, force: true });
});

function build(configs: Configuration[]): Promise<MultiStats> {
  const compiler = rspack(configs);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => (error || !stats ? reject(error ?? new Error('rspack gave no stats')) : resolve(stats)));
    });
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

function plant(): void {
  for (const path of LEFTOVERS) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), '/* a throwaway edit from npm run dev */');
  }
}

async function publish(): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const client = createRegistryClient({ url: fx.baseUrl, token: TEST_TOKEN, actor: 'npm-start' });
  const code = await runCli({ client, repoRoot: repo, out: (text) => lines.push(text), err: (text) => lines.push(text) }, [
    'publish',
    'tools',
    '1.0.0',
  ]);
  return { code, output: lines.join('\n') };
}

test('development files left in the version folder are neither in the production build nor published', async () => {
  plant();
  // A build that stopped half-way, in a process that is gone, left its staging folder.
  const stale = join(remote, 'dist', `.staging-1.0.0-${spawnSync('true').pid ?? 0}`);
  mkdirSync(stale, { recursive: true });
  const stats = await build(createRemoteConfig('tools', remote));
  expect(stats.hasErrors()).toBe(false);

  const built = filesUnder(folder);
  for (const leftover of LEFTOVERS) expect(built).not.toContain(leftover);
  expect(built).toEqual(
    expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json', 'server/remoteEntry.js', 'locales/en/what-is-vpn.json']),
  );
  expect(readdirSync(join(remote, 'dist'))).toEqual(['1.0.0']);

  const published = await publish();
  expect(published).toMatchObject({ code: 0 });
  const stored = filesUnder(join(fx.dir, 'artifacts', 'tools', '1.0.0'));
  for (const leftover of LEFTOVERS) expect(stored).not.toContain(leftover);
  expect(stored).toEqual(built);
}, 180_000);

test('a build that fails leaves the version folder as it was, and publish refuses a folder no production build finished', async () => {
  plant();
  writeFileSync(join(remote, 'src', 'expose', 'routes.ts'), "export const broken: number = import('./nowhere.ts');\n");
  const stats = await build(createRemoteConfig('tools', remote));
  expect(stats.hasErrors()).toBe(true);
  expect(filesUnder(folder)).toEqual([...LEFTOVERS].sort());
  expect(readdirSync(join(remote, 'dist'))).toEqual(['1.0.0']);

  const published = await publish();
  expect(published.code).toBe(1);
  expect(published.output).toMatch(/dist\/1\.0\.0 holds no build-files\.json.*npm run build/s);
  expect(existsSync(join(fx.dir, 'artifacts', 'tools', '1.0.0'))).toBe(false);
  expect(readFileSync(join(folder, LEFTOVERS[0] ?? ''), 'utf8')).toContain('throwaway');
}, 180_000);
