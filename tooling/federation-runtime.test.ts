/**
 * @jest-environment node
 *
 * Builds a tiny Module Federation host for the browser, as the host's config does, with and
 * without the ES module aliases: the check fails the CommonJS build and passes the other.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack, type Stats } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { FederationRuntimeCheckPlugin, federationRuntimeAlias } from './federation-runtime.ts';

const cache = join(import.meta.dirname, '..', 'node_modules', '.cache');
let dir = '';
beforeEach(() => {
  mkdirSync(cache, { recursive: true });
  // Inside the repository, so that the plugin finds the runtime packages from the context.
  dir = mkdtempSync(join(cache, 'federation-runtime-'));
  writeFileSync(
    join(dir, 'entry.js'),
    "import { registerRemotes } from '@module-federation/enhanced/runtime';\nregisterRemotes([{ name: 'probe', entry: 'http://localhost/remoteEntry.js' }]);\n",
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(alias: Record<string, string>): Promise<Stats> {
  const compiler = rspack({
    name: 'probe-browser',
    context: dir,
    mode: 'production',
    devtool: false,
    target: 'web',
    entry: { main: './entry.js' },
    resolve: { alias },
    output: { path: join(dir, 'dist'), filename: '[name].js' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'probe_host',
        remotes: {},
        dts: false,
        manifest: false,
        experiments: { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
      }),
      new FederationRuntimeCheckPlugin(),
    ],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => (error || !stats ? reject(error ?? new Error('rspack gave no stats')) : resolve(stats)));
    });
  });
}

const errorsOf = (stats: Stats) => stats.toJson({ all: false, errors: true }).errors?.map(({ message }) => message) ?? [];

test('every alias points from a CommonJS file or package to an ES module that exists', () => {
  const alias = federationRuntimeAlias();
  expect(Object.keys(alias)).toEqual(
    expect.arrayContaining([
      '@module-federation/runtime',
      '@module-federation/runtime-tools',
      expect.stringMatching(/webpack-bundler-runtime.+\.cjs$/),
    ]),
  );
  for (const target of Object.values(alias)) expect(readFileSync(target, 'utf8')).toMatch(/^(import|export)\b/m);
});

test('fails the browser build that bundles the runtime as CommonJS, and passes the aliased one, which is smaller', async () => {
  const plain = await build({});
  expect(errorsOf(plain).join('\n')).toMatch(/Module Federation runtime is bundled as CommonJS.*@module-federation.+\.cjs/);

  const aliased = await build(federationRuntimeAlias());
  expect(errorsOf(aliased)).toEqual([]);
  const size = gzipSync(readFileSync(join(dir, 'dist', 'main.js')), { level: 9 }).length;
  // The CommonJS runtime alone was 32.8 KB gzip in the host's main.js; the tree-shaken one is well under.
  expect(size).toBeLessThan(26 * 1024);
}, 60_000);
