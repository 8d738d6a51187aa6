/**
 * Versions of the shared singletons the host provides, written into the HTML-independent
 * `shared-versions.json` of the host build for the release registry's compatibility gate.
 * Injected at build time from the installed packages.
 */
declare const __SHARED_VERSIONS__: Record<
  'react' | 'react-dom' | 'react-router' | 'i18next' | 'react-i18next' | '@meridian/shared',
  string
>;

/** Installed version of each shared package, for example `{ react: '19.3.1', ... }`. */
export const SHARED_VERSIONS = __SHARED_VERSIONS__;
