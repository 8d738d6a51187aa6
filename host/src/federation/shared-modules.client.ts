/**
 * The share scope of a page (docs/architecture.md, "Module Federation rules"): the host's own copies
 * of the singletons, given to the page's Module Federation instance as its `shared` option, as
 * the server does (shared-modules.server.ts, decision 016). The libraries every page starts with
 * are handed over loaded (`lib`); each browser-shared subpath of `@meridian/shared` as a getter
 * of its own chunk, loaded only when a remote asks for it (the first load stays small). Remotes
 * are built with `import: false`, so every module they import from this list must be here.
 */
import { SHARED_LIBRARIES, sharedEntry } from './shared-libraries.ts';

/** Every browser-shared subpath of `@meridian/shared`, each a lazy chunk of the host's build. */
export const CLIENT_SHARED_MODULES: Readonly<Record<string, () => Promise<unknown>>> = {
  '@meridian/shared/action-blocker': () => import('@meridian/shared/action-blocker'),
  '@meridian/shared/admin-api': () => import('@meridian/shared/admin-api'),
  '@meridian/shared/analytics': () => import('@meridian/shared/analytics'),
  '@meridian/shared/areas': () => import('@meridian/shared/areas'),
  '@meridian/shared/attribution': () => import('@meridian/shared/attribution'),
  '@meridian/shared/bucketing': () => import('@meridian/shared/bucketing'),
  '@meridian/shared/bus': () => import('@meridian/shared/bus'),
  '@meridian/shared/captcha': () => import('@meridian/shared/captcha'),
  '@meridian/shared/http': () => import('@meridian/shared/http'),
  '@meridian/shared/i18n': () => import('@meridian/shared/i18n'),
  '@meridian/shared/locales': () => import('@meridian/shared/locales'),
  '@meridian/shared/money': () => import('@meridian/shared/money'),
  '@meridian/shared/promotion': () => import('@meridian/shared/promotion'),
  '@meridian/shared/release': () => import('@meridian/shared/release'),
  '@meridian/shared/route-module': () => import('@meridian/shared/route-module'),
  '@meridian/shared/routing': () => import('@meridian/shared/routing'),
  '@meridian/shared/runtime': () => import('@meridian/shared/runtime'),
  '@meridian/shared/session': () => import('@meridian/shared/session'),
  '@meridian/shared/ui': () => import('@meridian/shared/ui'),
  '@meridian/shared/user': () => import('@meridian/shared/user'),
  '@meridian/shared/validation': () => import('@meridian/shared/validation'),
};

/** Share keys the host provides in the browser (a function: the page itself never needs the list). */
export function clientSharedKeys(): readonly string[] {
  return [...Object.keys(SHARED_LIBRARIES), ...Object.keys(CLIENT_SHARED_MODULES)];
}

/** The `shared` option of the page's federation instance: every singleton, loaded or with a getter. */
export function clientSharedOption() {
  return {
    ...Object.fromEntries(Object.entries(SHARED_LIBRARIES).map(([key, { pkg, lib }]) => [key, sharedEntry(pkg, { lib })])),
    ...Object.fromEntries(
      Object.entries(CLIENT_SHARED_MODULES).map(([key, load]) => [
        key,
        sharedEntry('@meridian/shared', { get: () => load().then((module) => () => module) }),
      ]),
    ),
  };
}
