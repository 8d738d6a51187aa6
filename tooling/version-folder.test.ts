/**
 * @jest-environment node
 *
 * The watch-mode variant of a remote's production config (`npm run dev`): rebuilds land in the
 * version folder itself, not in the staging folder a production build swaps in.
 */
import { join } from 'node:path';
import type { Configuration } from '@rspack/core';
import { stagingFolderOf, VersionFolderPlugin, writeInPlace } from './version-folder.ts';

const folder = join('/repo', 'remote-blog', 'dist', '1.2.0');

test('a production config writes into the staging folder beside the version folder', () => {
  expect(stagingFolderOf(folder, 4242)).toBe(join('/repo', 'remote-blog', 'dist', '.staging-1.2.0-4242'));
  expect(new VersionFolderPlugin(folder, 2).staging).toBe(stagingFolderOf(folder));
});

test('writeInPlace moves both output paths into the version folder and drops the plugin', () => {
  const plugin = new VersionFolderPlugin(folder, 2);
  const browser: Configuration = { output: { path: plugin.staging, filename: '[name].js' }, plugins: [plugin] };
  const server: Configuration = { output: { path: join(plugin.staging, 'server') }, plugins: [plugin] };
  expect(writeInPlace(browser)).toEqual({ output: { path: folder, filename: '[name].js' }, plugins: [] });
  expect(writeInPlace(server).output?.path).toBe(join(folder, 'server'));
});

test('leaves a config without the plugin as it is', () => {
  const config: Configuration = { output: { path: '/elsewhere' }, plugins: [] };
  expect(writeInPlace(config)).toBe(config);
});
