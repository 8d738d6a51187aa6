/**
 * Rspack configuration of a remote (docs/architecture.md, "Module Federation rules"): a browser
 * build and a server build of one version, written to `dist/<version>/` and
 * `dist/<version>/server/`, with one `mf-manifest.json` naming both entries. A build starts from
 * an empty staging folder and replaces the version folder only when it succeeded, with
 * `build-files.json` naming what it wrote (tooling/version-folder.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { containerName } from '@meridian/shared/release';
import type { Area } from '@meridian/shared/areas';
import { browserMinimizers, resolve, scriptRule, sharedConfig } from './shared-deps.ts';
import { CopyLocalesPlugin, SsrManifestPlugin } from './remote-plugins.ts';
import { PrecompressPlugin } from './precompress-plugin.ts';
import { SharedExportsCheckPlugin } from './shared-exports-check.ts';
import { ServerOnlyCheckPlugin } from './server-only-check-plugin.ts';
import { originOf } from './local-system.ts';
import { FederationRuntimeCheckPlugin, federationRuntimeAlias } from './federation-runtime.ts';
import { VersionFolderPlugin } from './version-folder.ts';
import { compileHintsPlugin } from './compile-hints.ts';

const nodeRuntimePlugin = createRequire(import.meta.url).resolve('@module-federation/node/runtimePlugin');

/**
 * Shared subpaths a browser build takes from another file than the server build: the proof near a
 * call to action hydrates from the server's HTML and loads its code after hydration (decision 041).
 */
const BROWSER_ONLY_SHARED: Record<string, string> = {
  '@meridian/shared/proof-strip$': join(import.meta.dirname, '..', 'shared', 'src', 'ui', 'proof', 'proof-strip.client.tsx'),
};

/** The origin a remote's server build fetches its own chunks from (tooling/local-system.ts; `MERIDIAN_<AREA>_ORIGIN` in production builds). */
export const remoteOrigin = (area: Area): string => originOf(area);

/**
 * Both builds of one remote version, read from the remote's package.json. `npm run dev --against`
 * sets `MERIDIAN_WATCH_PRERELEASE` (`local`): the watch build is then version `1.0.0-local`, with
 * its own folder and container name, so it never writes into a version another system serves.
 */
export function createRemoteConfig(area: Area, dir: string): Configuration[] {
  const released = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  const prerelease = process.env.MERIDIAN_WATCH_PRERELEASE;
  const version = prerelease === undefined || prerelease === '' ? released : `${released}-${prerelease}`;
  const name = containerName(area, version);
  const versionFolder = new VersionFolderPlugin(join(dir, 'dist', version), 2);
  const outDir = versionFolder.staging;
  const exposes = { './routes': './src/expose/routes.ts' };
  const common = {
    context: dir,
    mode: 'production' as const,
    devtool: false as const,
    resolve,
    experiments: { css: true },
    performance: { hints: false as const },
  };

  const sharedExports = new SharedExportsCheckPlugin();
  const browser: Configuration = {
    ...common,
    name: `${area}-browser`,
    target: 'web',
    entry: {},
    optimization: { minimizer: browserMinimizers() },
    resolve: { ...resolve, alias: { ...federationRuntimeAlias(), ...BROWSER_ONLY_SHARED } },
    output: {
      path: outDir,
      publicPath: 'auto',
      // Chunks load with crossorigin: a remote's errors keep their stack for the page's signals (decision 032).
      crossOriginLoading: 'anonymous',
      uniqueName: name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
    },
    module: { rules: [scriptRule('browser'), { test: /\.css$/, type: 'css' }] },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // The host provides the federation runtime to remotes in the page: one copy, not one per remote.
        // A remote never loads another remote (docs/conventions.md, enforced by lint): no remote-loading code in its entry.
        experiments: { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true, disableRemote: true } },
      }),
      new FederationRuntimeCheckPlugin(),
      new CopyLocalesPlugin(join(dir, 'locales')),
      sharedExports,
      new ServerOnlyCheckPlugin(),
      new SsrManifestPlugin(() => sharedExports.usedExports()),
      // The entry and the route table run on every page of the area before hydration (decision 062).
      compileHintsPlugin(/^(remoteEntry|__federation_expose_routes\.[0-9a-f]+)\.js$/),
      // Every chunk the runtime loads carries its sha256 (decision 054): the entry holds its children's, each
      // chunk those of the chunks it loads (lazy), so the chain starts at the entry's hash in the release state.
      // sha256, the hash publish records: a preload from the page asks exactly the integrity the script asks.
      new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha256'], hashLoading: 'lazy', enabled: true }),
      new PrecompressPlugin(),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      versionFolder,
    ],
  };

  const server: Configuration = {
    ...common,
    name: `${area}-server`,
    target: 'async-node',
    entry: {},
    output: {
      path: join(outDir, 'server'),
      publicPath: `${remoteOrigin(area)}/${version}/server/`,
      uniqueName: name,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      library: { type: 'commonjs-module' },
    },
    module: {
      rules: [scriptRule('node'), { test: /\.css$/, type: 'css', generator: { exportsOnly: true } }],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        exposes,
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        runtimePlugins: [nodeRuntimePlugin],
        manifest: false,
        dts: false,
      }),
      versionFolder,
    ],
  };

  return [server, browser];
}
