/**
 * The share scope of a page (docs/architecture.md, "Module Federation rules"): the host's own copies
 * of the singletons, given to the page's Module Federation instance as its `shared` option, as
 * the server does (shared-modules.server.ts, decision 016). The libraries every page starts with
 * are handed over loaded (`lib`); each browser-shared subpath of `@meridian/shared` as a getter
 * of its own chunk, loaded only when a remote asks for it (the first load stays small). Remotes
 * are built with `import: false`, so every module they import from this list must be here.
 */
import { SHARED_LIBRARIES, sharedEntry } from './shared-libraries.ts';
import { CLIENT_SHARED_SUBPATHS } from './shared-subpaths.generated.client.ts';

/** Every browser-shared subpath of `@meridian/shared`, each a lazy chunk of the host's build (generated from the one list). */
export const CLIENT_SHARED_MODULES = CLIENT_SHARED_SUBPATHS;

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
