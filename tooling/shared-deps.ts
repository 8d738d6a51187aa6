/**
 * The Module Federation shared scope of every app (docs/architecture.md, "Module Federation rules"):
 * these modules are singletons, exactly one copy per page and per server process. The host
 * provides them; remotes take them from the host (`import: false`) and only state the range
 * they need, which the release registry checks before a version may go live.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rspack } from '@rspack/core';

const root = join(import.meta.dirname, '..');

function versionOf(name: string): string {
  const manifest = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/**
 * Subpaths of `@meridian/shared` that every app bundles itself instead of sharing: the api
 * contract (decision 026) and the registry's (decision 034). They hold no state, a remote must parse with the schemas it was
 * built and tested against (not the host's), and bundling lets each remote keep only the paths
 * and schemas it uses, in the chunks that use them. The Web Vitals bins (decision 032) are the
 * same kind: constants and pure functions that only the host's server and the registry use; so is
 * the company's network (`./network`, `./regions`) and its proof (`./proof`, with the component that
 * shows it, `./proof-strip`) and the sales offer's loader (`./offer`), facts each area bundles with the pages that show them;
 * the one price formatter (`./price-text`), a few lines every page that shows a price carries; and
 * the modal frame (`./modal-frame`), which the registry console bundles (the site reaches it through `./ui`);
 * and the content report (`./content-report`), which only `npm run content:report` reads; and the
 * `Result` of the api and the registry (`./result`, decision 067), which no page imports.
 */
export const BUNDLED_SHARED_SUBPATHS: readonly string[] = [
  './api-contract',
  './api-schemas',
  './content-report',
  './modal-frame',
  './network',
  './offer',
  './price-text',
  './proof',
  './proof-strip',
  './regions',
  './registry-contract',
  './result',
  './vitals-histogram',
];

/**
 * The shared singletons of `@meridian/shared`, one share key per module subpath of its package.json
 * `exports` (the one list; the host's providers derive from it): each is shared on its own (not as
 * the `@meridian/shared/` prefix) so that its stylesheet stays an ordinary CSS import, server-only
 * modules (`*.server`) never enter a browser build, and its message files (`./locales/*.json`,
 * read by tests and types only) are no modules of a page; the bundled subpaths are left out.
 */
export function sharedPackageSingletons(): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'shared', 'package.json'), 'utf8')) as { exports: Record<string, string> };
  return Object.keys(manifest.exports)
    .filter(
      (subpath) =>
        !subpath.endsWith('.css') && !subpath.includes('.server') && !subpath.includes('*') && !BUNDLED_SHARED_SUBPATHS.includes(subpath),
    )
    .map((subpath) => `@meridian/shared/${subpath.replace(/^\.\//, '')}`);
}

/** Module names shared as singletons; a trailing `/` shares every subpath (`react/jsx-runtime`). */
export const SHARED_SINGLETONS: readonly string[] = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'i18next',
  'react-i18next',
  ...sharedPackageSingletons(),
];

function packageOf(key: string): string {
  if (key.startsWith('@meridian/shared/')) return '@meridian/shared';
  return key.endsWith('/') ? key.slice(0, -1) : key;
}

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  import: false;
}

/**
 * A remote's `shared` config for Module Federation: every singleton taken from the host
 * (`import: false`), with the range it needs. The host provides them through the runtime's API,
 * in the browser (host/src/federation/shared-modules.client.ts) and on the server
 * (shared-modules.server.ts), the curated React Router and react-i18next entries included.
 */
export function sharedConfig(): Record<string, SharedEntry> {
  const config: Record<string, SharedEntry> = {};
  for (const key of SHARED_SINGLETONS) {
    const version = versionOf(packageOf(key));
    config[key] = { singleton: true, requiredVersion: `^${version}`, version, import: false };
  }
  return config;
}

/** The browsers the site is built for: the scripts' syntax and the style sheets' prefixes. */
export const BROWSER_TARGETS = ['chrome >= 111', 'firefox >= 111', 'safari >= 16.4'];

/**
 * The minifiers of a browser build: Rspack's defaults, with the style sheets minified for
 * {@link BROWSER_TARGETS} (by default Lightning CSS wrote `:-webkit-any` and `:-moz-any` copies of every
 * `:is()` rule and a `color-scheme` fallback for browsers the site does not run in: 1.9 KB of the
 * style sheet every page carries; decision 062).
 */
export function browserMinimizers() {
  return [
    new rspack.SwcJsMinimizerRspackPlugin(),
    new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGETS } }),
  ];
}

/** SWC rule for TypeScript and JSX (automatic runtime), shared by every build. */
export function scriptRule(targets: 'browser' | 'node') {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
      env: { targets: targets === 'browser' ? BROWSER_TARGETS : ['node >= 24'] },
    },
    type: 'javascript/auto',
  };
}

/** Resolution shared by every build: TypeScript sources, including `.ts` import specifiers. */
export const resolve = {
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};
