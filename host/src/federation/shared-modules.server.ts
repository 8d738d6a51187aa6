/**
 * The host's own copies of the shared singletons, handed to every server-side Module
 * Federation instance (notes/mf-ssr-facts.md, fact 5: an instance made with `createInstance`
 * does not inherit the host's shared modules). Remotes are built with `import: false`, so
 * every module they import from this list must be here.
 */
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactRouter from 'react-router';
import * as I18next from 'i18next';
import * as ReactI18next from 'react-i18next';
import * as SharedAreas from '@meridian/shared/areas';
import * as SharedBus from '@meridian/shared/bus';
import * as SharedI18n from '@meridian/shared/i18n';
import * as SharedLocales from '@meridian/shared/locales';
import * as SharedRelease from '@meridian/shared/release';
import * as SharedRouteModule from '@meridian/shared/route-module';
import * as SharedRouting from '@meridian/shared/routing';
import * as SharedUi from '@meridian/shared/ui';
import { SHARED_VERSIONS } from './shared-versions.ts';

const modules: Record<string, { readonly pkg: keyof typeof SHARED_VERSIONS; readonly lib: object }> = {
  react: { pkg: 'react', lib: React },
  'react/jsx-runtime': { pkg: 'react', lib: ReactJsxRuntime },
  'react-dom': { pkg: 'react-dom', lib: ReactDom },
  'react-router': { pkg: 'react-router', lib: ReactRouter },
  i18next: { pkg: 'i18next', lib: I18next },
  'react-i18next': { pkg: 'react-i18next', lib: ReactI18next },
  '@meridian/shared/areas': { pkg: '@meridian/shared', lib: SharedAreas },
  '@meridian/shared/bus': { pkg: '@meridian/shared', lib: SharedBus },
  '@meridian/shared/i18n': { pkg: '@meridian/shared', lib: SharedI18n },
  '@meridian/shared/locales': { pkg: '@meridian/shared', lib: SharedLocales },
  '@meridian/shared/release': { pkg: '@meridian/shared', lib: SharedRelease },
  '@meridian/shared/route-module': { pkg: '@meridian/shared', lib: SharedRouteModule },
  '@meridian/shared/routing': { pkg: '@meridian/shared', lib: SharedRouting },
  '@meridian/shared/ui': { pkg: '@meridian/shared', lib: SharedUi },
};

/** Share keys the host provides on the server. */
export const SERVER_SHARED_KEYS: readonly string[] = Object.keys(modules);

/** The `shared` option of `createInstance`: every singleton with a getter for the host's copy. */
export function serverSharedOption() {
  return Object.fromEntries(
    Object.entries(modules).map(([key, { pkg, lib }]) => [
      key,
      {
        version: SHARED_VERSIONS[pkg],
        lib: () => lib,
        shareConfig: { singleton: true, requiredVersion: `^${SHARED_VERSIONS[pkg]}` },
      },
    ]),
  );
}
