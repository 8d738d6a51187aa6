/**
 * @jest-environment node
 *
 * Runs the server-only check on a tiny real Rspack compilation in a temporary folder.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { isServerOnly, ServerOnlyCheckPlugin } from './server-only-check-plugin.ts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'server-only-check-'));
  writeFileSync(join(dir, 'secret.server.ts'), "export const secret: string = 'server only';\n");
  writeFileSync(join(dir, 'plain.ts'), "export const plain: string = 'anywhere';\n");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(entry: string): Promise<Stats> {
  writeFileSync(join(dir, 'entry.ts'), entry);
  const compiler = rspack({
    name: 'probe-browser',
    context: dir,
    mode: 'development',
    devtool: false,
    target: 'web',
    entry: { main: './entry.ts' },
    output: { path: join(dir, 'dist') },
    module: { rules: [{ test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } } }] },
    plugins: [new ServerOnlyCheckPlugin()],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => (error || !stats ? reject(error ?? new Error('rspack gave no stats')) : resolve(stats)));
    });
  });
}

const errorsOf = (stats: Stats) => stats.toJson({ all: false, errors: true }).errors?.map(({ message }) => message) ?? [];

test('fails a browser build that contains a server-only module, naming it and its importer', async () => {
  const stats = await build("import { secret } from './secret.server.ts';\nconsole.log(secret);\n");
  expect(stats.hasErrors()).toBe(true);
  expect(errorsOf(stats)).toEqual([
    expect.stringMatching(/server-only module secret\.server\.ts is in the browser build "probe-browser" \(imported by entry\.ts\)/),
  ]);
}, 30_000);

test('fails even when the server-only module is only loaded on demand', async () => {
  const stats = await build("void import('./secret.server.ts');\n");
  expect(errorsOf(stats).join('\n')).toContain('secret.server.ts');
}, 30_000);

test('passes a browser build without server-only modules', async () => {
  const stats = await build("import { plain } from './plain.ts';\nconsole.log(plain);\n");
  expect(errorsOf(stats)).toEqual([]);
}, 30_000);

test('recognises server-only files by their name only', () => {
  expect(['a/env.server.ts', 'a/render.server.tsx', 'a/x.server.ts?raw'].map(isServerOnly)).toEqual([true, true, true]);
  expect(['a/server/app.ts', 'a/server.ts', 'a/x.server.json', 'a/x.client.ts'].map(isServerOnly)).toEqual([false, false, false, false]);
});
