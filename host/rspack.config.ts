/**
 * The host's two builds: the browser shell (a Module Federation host that provides the shared
 * singletons) and the SSR server (target async-node, itself an Rspack build so that the
 * Module Federation node runtime can patch its runtime; docs/architecture.md, "Federation on the server: verified facts", fact 1).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { browserMinimizers, resolve, scriptRule } from '../tooling/shared-deps.ts';
import { PrecompressPlugin } from '../tooling/precompress-plugin.ts';
import { SHARED_EXPORTS, sharedEntriesPlugin, sharedEntryAliases } from '../tooling/shared-exports.ts';
import { SharedExportsCheckPlugin } from '../tooling/shared-exports-check.ts';
import { ServerOnlyCheckPlugin } from '../tooling/server-only-check-plugin.ts';
import { FederationRuntimeCheckPlugin, federationRuntimeAlias } from '../tooling/federation-runtime.ts';
import { compileHintsPlugin } from '../tooling/compile-hints.ts';

const dir = import.meta.dirname;
const require = createRequire(import.meta.url);
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(dir, '..', 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
const sharedVersions = Object.fromEntries(
  ['react', 'react-dom', 'react-router', 'i18next', 'react-i18next', '@meridian/shared'].map((name) => [name, versionOf(name)]),
);

/**
 * The chunks every page runs before hydrating (splitChunks below; `bootstrap` is named by the
 * entry's import): `preloads` of `assets-manifest.json`, which the server writes into the page's
 * head, so the browser fetches them in parallel with the entry instead of after it. They run only
 * when the entry asks for them, after the first paint (entry.client.tsx).
 */
const STARTUP_CHUNKS = ['framework', 'meridian-shared', 'bootstrap'];

/** Writes the entry's scripts, the start-up chunks, the federation runtime's chunk, the stylesheets and the shared versions, for the server and the registry. */
class AssetsManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('AssetsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AssetsManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = compilation.entrypoints.get('main')?.getFiles() ?? [];
        // The chunks start-up needs on every page, before the entry: the page carries them as scripts.
        const startup = STARTUP_CHUNKS.flatMap((name) => {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) throw new Error(`host build: the start-up chunk "${name}" was not emitted`);
          return [...chunk.files].filter((file) => file.endsWith('.js'));
        });
        // Module Federation's runtime, which a page preloads only when it loads its area before hydrating (decision 080).
        const federation = [...(compilation.namedChunks.get('federation')?.files ?? [])].filter((file) => file.endsWith('.js'));
        if (federation.length === 0) throw new Error('host build: the chunk "federation" was not emitted');
        const manifest = {
          scripts: files.filter((file) => file.endsWith('.js')).map((file) => `/assets/${file}`),
          preloads: startup.map((file) => `/assets/${file}`),
          federation: federation.map((file) => `/assets/${file}`),
          stylesheets: files.filter((file) => file.endsWith('.css')).map((file) => `/assets/${file}`),
        };
        compilation.emitAsset('assets-manifest.json', new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        compilation.emitAsset('shared-versions.json', new rspack.sources.RawSource(JSON.stringify(sharedVersions, null, 2)));
        // What the host's browser copy of each tree-shaken shared package offers (the registry checks remotes against it).
        compilation.emitAsset('shared-exports.json', new rspack.sources.RawSource(JSON.stringify(SHARED_EXPORTS, null, 2)));
      });
    });
  }
}

const define = new rspack.DefinePlugin({
  __SHARED_VERSIONS__: JSON.stringify(sharedVersions),
  'process.env.NODE_ENV': JSON.stringify('production'),
});

const browser: Configuration = {
  name: 'host-browser',
  context: dir,
  mode: 'production',
  devtool: false,
  target: 'web',
  entry: { main: './src/entry.client.tsx' },
  // React Router and react-i18next are their curated entries for the host's own code too: one module
  // each, which the host also hands to remotes (shared-modules.client.ts).
  resolve: { ...resolve, alias: { ...federationRuntimeAlias(), ...sharedEntryAliases() } },
  experiments: { css: true },
  performance: { hints: false },
  optimization: {
    minimizer: browserMinimizers(),
    // Every page loads the same libraries and @meridian/shared modules before hydrating: one chunk for
    // the libraries (React, React Router's and react-i18next's curated entries, i18next, the bus and
    // cookie libraries), one for the shared modules the shell starts with, and the shell itself
    // (`bootstrap`); the server writes all three into the page (STARTUP_CHUNKS), so start-up waits for
    // no chain of downloads (decision 015: home 26 -> 13 -> 8 scripts). Module Federation's runtime is a
    // chunk of its own (`federation`), loaded with a page's first area: a page kept whole hydrates without
    // it, a page that loads its area first preloads it (decision 080). What loads later (analytics and
    // promotion after hydration, one chunk; captcha, validation, prices, the action blocker, bucketing, the
    // admin-API helper, the modal dialog and a dead end's search box when a page asks; compatible mode with the
    // navigation rules) keeps chunks of its own.
    splitChunks: {
      chunks: 'async',
      cacheGroups: {
        framework: {
          test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|mitt|js-cookie|\.meridian-shared-entries)[\\/]/,
          name: 'framework',
          enforce: true,
          priority: 20,
        },
        // Module Federation's runtime with the page's federation instance (client-loader.client.ts): one chunk, which a page
        // fetches with its first area and the server preloads for a page that loads its area first (decision 080).
        federation: {
          test: /[\\/]node_modules[\\/]@module-federation[\\/]/,
          name: 'federation',
          enforce: true,
          priority: 20,
        },
        // What the page starts when the browser is first idle after hydration (page-runtime.client.ts):
        // analytics (the visitor's system comes from the host, decision 045), promotion and the overlays, in one chunk so no module
        // is fetched twice (decision 027: four chunks, two of them with the same modules). The HTTP library
        // is not in it: it loads when a loader or an action first calls the API (decision 031).
        pageServices: {
          test: /[\\/](shared[\\/]src[\\/](analytics|promotion)|host[\\/]src[\\/]shell[\\/]runtime[\\/](page-services\.client|overlays|consent-banner|promo-popup))[\\/.]/,
          name: 'page-services',
          enforce: true,
          priority: 30,
        },
        meridianShared: {
          test: /[\\/]shared[\\/]src[\\/](?!analytics[\\/]|promotion[\\/]|validation[\\/]|security[\\/]|money[\\/]|http[\\/]captcha|http[\\/]admin-api|federation[\\/]bucketing|runtime[\\/]compatible-mode|ui[\\/]kit[\\/](modal-dialog|focus-trap)|ui[\\/]status-help)/,
          name: 'meridian-shared',
          enforce: true,
          priority: 20,
        },
      },
    },
  },
  output: {
    path: join(dir, 'dist/client'),
    publicPath: '/assets/',
    uniqueName: 'meridian_host',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    cssFilename: '[name].[contenthash:8].css',
    cssChunkFilename: '[name].[contenthash:8].css',
    clean: true,
  },
  module: { rules: [scriptRule('browser'), { test: /\.css$/, type: 'css' }] },
  plugins: [
    // The page's federation instance is made with the runtime's own API (client-loader.client.ts,
    // decision 016), not by the build plugin: the host consumes nothing through a share scope, so the
    // bundler's sharing and consume runtime stays out of the page. These are the runtime's own
    // compile-time switches the plugin would set: browser only; remotes are registered by their entry
    // URL, never by manifest, so the snapshot plugin stays out as well.
    new rspack.DefinePlugin({
      ENV_TARGET: JSON.stringify('web'),
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
      FEDERATION_OPTIMIZE_NO_REMOTE: 'false',
      FEDERATION_OPTIMIZE_NO_SHARED: 'false',
    }),
    sharedEntriesPlugin(),
    // The host's own code may use only what it provides to remotes, or it would get undefined.
    new SharedExportsCheckPlugin(join(dir, 'src', 'federation', 'shared-libraries.ts')),
    new ServerOnlyCheckPlugin(),
    new FederationRuntimeCheckPlugin(),
    new rspack.CopyRspackPlugin({
      patterns: [
        { from: 'locales', to: 'locales' },
        { from: 'public', to: '.' },
      ],
    }),
    new AssetsManifestPlugin(),
    // The start-up chunks compile while they download, off the main thread (decision 062).
    compileHintsPlugin(new RegExp(`^(${STARTUP_CHUNKS.join('|')})\\.[0-9a-f]+\\.js$`)),
    new PrecompressPlugin(),
    define,
  ],
};

const bundled = [/^@module-federation\//, /^@meridian\/shared/];

const server: Configuration = {
  name: 'host-server',
  context: dir,
  mode: 'production',
  devtool: false,
  target: 'async-node',
  entry: { server: './src/server/index.server.ts', 'check-remote': './src/checker/check-remote.server.ts' },
  resolve,
  experiments: { css: true },
  performance: { hints: false },
  optimization: { minimize: false },
  output: {
    path: join(dir, 'dist/server'),
    filename: '[name].cjs',
    chunkFilename: '[name].[contenthash:8].cjs',
    chunkFormat: 'commonjs',
    chunkLoading: 'async-node',
    uniqueName: 'meridian_host_server',
    clean: true,
  },
  externalsPresets: { node: true },
  externals: [
    ({ request }, callback) => {
      if (!request || request.startsWith('.') || request.startsWith('/') || bundled.some((pattern) => pattern.test(request))) {
        callback();
        return;
      }
      callback(undefined, `commonjs ${request}`);
    },
  ],
  module: { rules: [scriptRule('node'), { test: /\.css$/, type: 'css', generator: { exportsOnly: true } }] },
  plugins: [
    new ModuleFederationPlugin({
      name: 'meridian_host_server',
      remotes: {},
      shared: {},
      runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      dts: false,
      manifest: false,
    }),
    define,
  ],
};

export default [browser, server];
