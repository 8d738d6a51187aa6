/**
 * The contract between the host and a remote's route table (STYLE.md rules 1 and 2): each
 * remote exposes one module, `./routes`, whose default-free named export `areaModule` has
 * this shape. The host mounts `routes` under its root layout and never imports a component.
 */
import type { Params, RouteObject } from 'react-router';
import type { Area } from './areas.ts';

/** Layouts of spec section 2. */
export type LayoutName = 'default' | 'blog' | 'standalone';

/** What a remote route tells the host through `handle` (read by the shell, loaders and head). */
export interface AreaRouteHandle {
  /** i18next namespace (page name, spec section 4) whose `meta.title` / `meta.description` make the head. */
  readonly ns: string;
  /** Layout to render the page in; `default` when absent. */
  readonly layout?: LayoutName;
  /** Navigation bar over the hero, transparent until scrolled (/, /affiliate, /features, /press-room). */
  readonly transparentNav?: boolean;
  /** Opt out of scroll-to-top on navigation to this route (spec section 2, "Scrolling"). */
  readonly keepScroll?: boolean;
  /**
   * Validation hook of spec section 2: false yields a 404 whose message is
   * 'Page Not Found: {path}'. Runs before the route's own loader.
   */
  readonly validate?: (params: Params) => boolean;
  /**
   * Where the head's title and description live inside `ns`: `{ key: 'regions.usa.meta' }`
   * reads `regions.usa.meta.title`; `meta` when absent. `values` are interpolated.
   */
  readonly meta?: (params: Params) => { readonly key: string; readonly values?: Record<string, string> };
  /** Names of host route middleware to run first; an unknown name is an error naming it. */
  readonly middleware?: readonly string[];
}

/** What `<remote>/routes` exports as `areaModule`. */
export interface AreaModule {
  readonly area: Area;
  /** Routes relative to the site root without locale prefix (the host adds the basename). */
  readonly routes: RouteObject[];
  /** Message namespaces this remote ships under `locales/<lang>/<ns>.json`. */
  readonly namespaces: readonly string[];
  /**
   * Unprefixed paths of the indexable pages this area has in `locale` (for example
   * `['/blog', '/blog/what-is-a-no-logs-vpn']`), for the host's sitemap. Optional: an area
   * without it contributes nothing.
   */
  readonly sitemapPaths?: (locale: string) => Promise<readonly string[]>;
}

/** Type guard for a route's `handle`. */
export function isAreaRouteHandle(value: unknown): value is AreaRouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as { ns?: unknown }).ns === 'string';
}

/** Type guard for what a remote's `./routes` expose returns, checked before mounting. */
export function isAreaModule(value: unknown): value is AreaModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AreaModule>;
  return typeof candidate.area === 'string' && Array.isArray(candidate.routes) && Array.isArray(candidate.namespaces);
}
