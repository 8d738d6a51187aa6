/**
 * The pages the `loads-and-renders` gate renders for one version of an area (rule release.gates): every
 * static route of its `./routes` expose, and each dynamic route with a sample parameter. A
 * sample comes from the route's `handle.sampleParams`, else from the area's own sitemap (the
 * first sitemap path the route table sends to that route), else a placeholder that the route
 * may refuse with an intended 404 (its validation hook). Catch-all routes and routes without a
 * component (they only throw "not found") are rendered too and must answer 404.
 */
import { generatePath, matchRoutes, type Params, type RouteObject } from 'react-router';
import { isAreaRouteHandle, type AreaModule } from '@meridian/shared/route-module';

/** One page to render: its unprefixed path, the route pattern it stands for, and whether a 404 is what it should answer. */
export interface GatePage {
  readonly path: string;
  readonly pattern: string;
  /** `ok`: must render (status below 400, no redirect to the root); `not-found`: a 404 is intended; `ok-or-not-found`: a placeholder sample, either. */
  readonly expect: 'ok' | 'not-found' | 'ok-or-not-found';
}

/** The value put in a dynamic segment when no sample is known: no real page has it. */
export const PLACEHOLDER = 'gate-sample';

interface Leaf {
  readonly pattern: string;
  readonly route: RouteObject;
}

function join(parent: string, route: RouteObject): string {
  return route.index ? parent : [parent, route.path ?? ''].filter(Boolean).join('/').replace(/\/+/g, '/');
}

/** Every route that renders a page (a leaf or an index route), with its full pattern (`blog/tag/:tag`). */
function leaves(routes: readonly RouteObject[], parent = ''): Leaf[] {
  return routes.flatMap((route) => {
    const pattern = join(parent, route);
    if (route.children && route.children.length > 0) return leaves(route.children, pattern);
    return [{ pattern, route }];
  });
}

/** Expands optional segments: `pricing/checkout/:id?` gives `pricing/checkout` and `pricing/checkout/:id`. */
function expandOptional(pattern: string): string[] {
  const segments = pattern.split('/');
  const optional = segments.findIndex((segment) => segment.endsWith('?'));
  if (optional === -1) return [pattern];
  const without = segments.filter((_, index) => index !== optional).join('/');
  const withIt = segments.map((segment, index) => (index === optional ? segment.slice(0, -1) : segment)).join('/');
  return [...expandOptional(without), ...expandOptional(withIt)];
}

const toPath = (pattern: string) => `/${pattern.replace(/^\/+/, '')}`;

/** The first sitemap path the whole table matches to `route` (a path like `/blog/more` never stands for `blog/:unikey`). */
function sitemapSample(module: AreaModule, route: RouteObject, pattern: string, sitemap: readonly string[]): string | null {
  const dynamic = pattern.split('/').filter((segment) => segment.startsWith(':')).length;
  for (const path of sitemap) {
    const matches = matchRoutes(module.routes, path);
    const leaf = matches?.at(-1);
    if (leaf?.route !== route) continue;
    // The optional-less variant of a pattern matches only paths without the optional segment.
    if (Object.values(leaf.params).filter((value) => value !== undefined && value !== '').length !== dynamic) continue;
    return path;
  }
  return null;
}

function fill(pattern: string, params: Params): string {
  return toPath(generatePath(pattern, params as Record<string, string>));
}

/**
 * The route table of an area's `./routes` expose as full paths (decision 044, "routes added and
 * removed"): every page route, static and dynamic, nesting resolved (`/blog/tag/:tag`, an index
 * route as its parent's path, an optional segment kept as declared, `/blog/*` for a catch-all),
 * each once, sorted. What the registry records at publish and compares between versions.
 */
export function routeTable(routes: readonly RouteObject[]): string[] {
  return [...new Set(leaves(routes).map((leaf) => toPath(leaf.pattern)))].sort();
}

/**
 * The pages to render for `module`, static ones first, each pattern once (an optional segment
 * gives two patterns). `sitemap` is the area's sitemap in English (its `sitemapPaths('en')`).
 */
export function gatePages(module: AreaModule, sitemap: readonly string[]): GatePage[] {
  const pages: GatePage[] = [];
  for (const { pattern: declared, route } of leaves(module.routes)) {
    const hasPage = Boolean(route.Component ?? route.element ?? route.lazy);
    for (const pattern of expandOptional(declared)) {
      if (pattern.includes('*')) {
        pages.push({ path: toPath(pattern.replace('*', `${PLACEHOLDER}/no-such-page`)), pattern, expect: 'not-found' });
        continue;
      }
      if (!hasPage) {
        pages.push({ path: fill(pattern, {}), pattern, expect: 'not-found' });
        continue;
      }
      const names = pattern
        .split('/')
        .filter((segment) => segment.startsWith(':'))
        .map((segment) => segment.slice(1));
      if (names.length === 0) {
        pages.push({ path: toPath(pattern), pattern, expect: 'ok' });
        continue;
      }
      const declaredSample = isAreaRouteHandle(route.handle)
        ? route.handle.sampleParams?.find((params) => names.every((name) => typeof params[name] === 'string'))
        : undefined;
      const fromSitemap = declaredSample ? null : sitemapSample(module, route, pattern, sitemap);
      if (declaredSample) pages.push({ path: fill(pattern, declaredSample), pattern, expect: 'ok' });
      else if (fromSitemap !== null) pages.push({ path: fromSitemap, pattern, expect: 'ok' });
      else
        pages.push({
          path: fill(pattern, Object.fromEntries(names.map((name) => [name, PLACEHOLDER]))),
          pattern,
          expect: 'ok-or-not-found',
        });
    }
  }
  const rank = (page: GatePage) => (page.pattern.includes(':') || page.pattern.includes('*') ? 1 : 0);
  return pages.sort((a, b) => rank(a) - rank(b));
}

/**
 * How long the `loads-and-renders` gate waits for one page, in ms: a quarter of the whole check's
 * budget, at least 4 s; the first page may take whatever is left of the budget, since it alone pays
 * the checker's cold start (message bundles, the API connection, code not yet compiled), which says
 * nothing of the version (a busy 2-core machine once took over 4 s for it and refused a sound version).
 */
export function gatePageTimeoutMs(budgetMs: number, remainingMs: number, first: boolean): number {
  const each = Math.max(4000, Math.floor(budgetMs / 4));
  return first ? Math.max(each, remainingMs) : each;
}
