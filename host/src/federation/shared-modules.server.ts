/**
 * The host's own copies of the shared singletons, handed to every server-side Module
 * Federation instance (docs/architecture.md, "Federation on the server: verified facts", fact 5: an instance made with `createInstance`
 * does not inherit the host's shared modules). Remotes are built with `import: false`, so
 * every module they import from this list must be here.
 */
import { SHARED_LIBRARIES, sharedEntry, type SharedPackage } from './shared-libraries.ts';
import { SERVER_SHARED_SUBPATHS } from './shared-subpaths.generated.server.ts';

const modules: Record<string, { readonly pkg: SharedPackage; readonly lib: object }> = {
  ...SHARED_LIBRARIES,
  // Every `@meridian/shared` singleton, generated from the one list (npm run shared:modules).
  ...Object.fromEntries(Object.entries(SERVER_SHARED_SUBPATHS).map(([key, lib]) => [key, { pkg: '@meridian/shared' as const, lib }])),
};

/** Share keys the host provides on the server. */
export const SERVER_SHARED_KEYS: readonly string[] = Object.keys(modules);

/** The `shared` option of `createInstance`: every singleton with a getter for the host's copy. */
export function serverSharedOption() {
  return Object.fromEntries(Object.entries(modules).map(([key, { pkg, lib }]) => [key, sharedEntry(pkg, { lib })]));
}
