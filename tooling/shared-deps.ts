/**
 * The Module Federation shared scope of every app (docs/architecture.md, "Module Federation rules"):
 * these modules are singletons, exactly one copy per page and per server process. The host
 * provides them; remotes take them from the host (`import: false`) and only state the range
 * they need, which the release registry checks before a version may go live.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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
 * shows it, `./proof-strip`, issue 22) and the sales offer's loader (`./offer`), facts each area bundles with the pages that show them.
 */
export const BUNDLED_SHARED_SUBPATHS: readonly string[] = [
  './api-contract',
  './api-schemas',
  './network',
  './offer',
  './proof',
  './proof-strip',
  './regions',
  './registry-contract',
  './vitals-histogram',
];

/**
 * Subpaths of `@meridian/shared` from its package.json `exports`: each is shared on its own
 * (not as the `@meridian/shared/` prefix) so that its stylesheet stays an ordinary CSS import
 * and server-only modules (`*.server`) never enter a browser build.
 */
function sharedPackageSubpaths(): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'shared', 'package.json'), 'utf8')) as { exports: Record<string, string> };
  return Object.keys(manifest.exports)
    .filter((subpath) => !subpath.endsWith('.css') && !subpath.includes('.server') && !BUNDLED_SHARED_SUBPATHS.includes(subpath))
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
  ...sharedPackageSubpaths(),
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
      env: { targets: targets === 'browser' ? ['chrome >= 111', 'firefox >= 111', 'safari >= 16.4'] : ['node >= 24'] },
    },
    type: 'javascript/auto',
  };
}

/** Resolution shared by every build: TypeScript sources, including `.ts` import specifiers. */
export const resolve = {
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};
