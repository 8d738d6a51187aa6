/**
 * Production mode, checked (decision 011): with `NODE_ENV=production` the host must render with
 * React's production builds (the development builds render at half the speed). The server
 * bundle requires react, react-dom and react-router at run time, so which build loaded shows in
 * Node's module cache; start-up stops when a development build is there.
 */

/** Modules of the development builds of the rendering libraries among `loaded` (module paths). */
export function developmentBuildsIn(loaded: readonly string[]): string[] {
  return loaded.filter((path) => /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/].*development/.test(path));
}

/** Throws, naming the modules, when production runs on a development build of React. */
export function assertProductionBuilds(production: boolean, loaded: readonly string[]): void {
  if (!production) return;
  const development = developmentBuildsIn(loaded);
  if (development.length > 0) {
    throw new Error(`NODE_ENV=production, but development builds are loaded (check how the host is started): ${development.join(', ')}`);
  }
}

declare const __non_webpack_require__: { cache: Record<string, { loaded?: boolean } | undefined> } | undefined;

/**
 * The modules Node has run, as seen from the host's server bundle. Entries not `loaded` are left
 * out: Node's ESM loader pre-parses both branches of `react/index.js` for its exports, which puts
 * the development file in the cache without running it.
 */
export function loadedModules(): string[] {
  if (typeof __non_webpack_require__ === 'undefined') return [];
  return Object.entries(__non_webpack_require__.cache)
    .filter(([, module]) => module?.loaded === true)
    .map(([path]) => path);
}
