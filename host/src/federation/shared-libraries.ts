/**
 * The libraries the host shares as singletons (docs/architecture.md, "Module Federation rules"), the
 * same list for the page (shared-modules.client.ts) and the server (shared-modules.server.ts).
 * In the browser build `react-router` and `react-i18next` resolve to the host's curated entries
 * (tooling/shared-exports.ts), so remotes get exactly the names the registry's gate checks; on
 * the server, the packages themselves.
 */
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactRouter from 'react-router';
import * as I18next from 'i18next';
import * as ReactI18next from 'react-i18next';
import { SHARED_VERSIONS } from './shared-versions.ts';

/** A package whose installed version the host provides. */
export type SharedPackage = keyof typeof SHARED_VERSIONS;

/** The libraries by share key, with the package whose version they carry. */
export const SHARED_LIBRARIES: Readonly<Record<string, { readonly pkg: SharedPackage; readonly lib: object }>> = {
  react: { pkg: 'react', lib: React },
  'react/jsx-runtime': { pkg: 'react', lib: ReactJsxRuntime },
  'react-dom': { pkg: 'react-dom', lib: ReactDom },
  'react-router': { pkg: 'react-router', lib: ReactRouter },
  i18next: { pkg: 'i18next', lib: I18next },
  'react-i18next': { pkg: 'react-i18next', lib: ReactI18next },
};

/**
 * One entry of a federation instance's `shared` option: a singleton of `pkg`'s installed
 * version, required at `^version`, given loaded (`lib`) or by a getter of its chunk (`get`).
 */
export function sharedEntry(pkg: SharedPackage, module: { readonly lib: object } | { readonly get: () => Promise<() => unknown> }) {
  return {
    version: SHARED_VERSIONS[pkg],
    shareConfig: { singleton: true, requiredVersion: `^${SHARED_VERSIONS[pkg]}` },
    ...('lib' in module ? { lib: () => module.lib } : { get: module.get }),
  };
}
