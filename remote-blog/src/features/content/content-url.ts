/**
 * Where this remote version's content JSON lives. The blog origin serves it with each version
 * under `<origin>/<version>/content/`, so the loaders always read the content of the version
 * that is rendering, never a newer or older one.
 */

// Rspack replaces this with the build's public path: the version folder in the browser build
// (publicPath 'auto'), `<origin>/<version>/server/` in the server build.
declare const __webpack_public_path__: string;

/**
 * The content base for a build's public path: `http://cdn/1.0.0/` and
 * `http://cdn/1.0.0/server/` both give `http://cdn/1.0.0/content/`.
 */
export function contentBaseFrom(publicPath: string): string {
  const folder = publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  return `${folder.replace(/(^|\/)server\/$/, '$1')}content/`;
}

/** The content base of the running build; `/content/` outside a bundle (unit tests). */
export function contentBase(): string {
  return contentBaseFrom(typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/');
}

/** Absolute URL of a file under the content folder, for example `en/index.json` or `covers/vpn.svg`. */
export function contentUrl(path: string, base: string = contentBase()): string {
  return `${base}${path.replace(/^\/+/, '')}`;
}
