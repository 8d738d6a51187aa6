/**
 * The marketing area's route table, the only module this remote exposes (docs/conventions.md rule 1).
 * Paths are relative to the site root without the locale prefix. Every page but the home page is a
 * chunk of its own (areaRoute), loaded when it is visited (decision 015).
 */
import type { LoaderFunction, RouteObject } from 'react-router';
import type { AreaModule, AreaRouteHandle } from '@meridian/shared/route-module';
import { areaRoute, notFound, RouteErrorBoundary, staticPage } from '@meridian/shared/ui';
import { isOneOf, NETWORKS, PRODUCTS } from '../features/catalogue/catalogue.ts';
import { REGIONS } from '@meridian/shared/regions';
import { LEGAL_PAGES } from '../features/legal/legal-pages.ts';
import '../styles/marketing.css';
import '../styles/pages.css';
import '../styles/offer.css';
import '../styles/app-screens.css';
import '../styles/servers.css';
import '@meridian/shared/proof.css';

/**
 * A content page: no loader, nothing of the visitor in it, so the same HTML for every anonymous
 * visitor of a language, which the host may keep (`cacheable`, decision 012). Nothing in it but links
 * and disclosures responds to a visitor: a first load keeps it as the server rendered it
 * (`staticPage`, decision 062). Each is a chunk of its own, fetched when the page is visited (the
 * home page too since decision 040: the others' first visit no longer carries it).
 * The contact form and the redirect page are not content pages.
 */
const page = (path: string, handle: AreaRouteHandle, load: () => Promise<NonNullable<RouteObject['Component']>>): RouteObject =>
  areaRoute(path, { cacheable: true, ...handle }, async () => ({ Component: staticPage(await load()) }));

/**
 * The loader of a sales page asked by page `from` (sent to the plans API as X-From): the offer in the
 * visitor's currency (decision 038). Its code is a chunk of its own, fetched when the loader first runs
 * (on the server, or on a client navigation), never while a page hydrates (first-load budget).
 */
const offerLoader =
  (from: string): LoaderFunction =>
  async (args) =>
    (await import('@meridian/shared/offer')).offerLoader(from)(args);

/**
 * A sales page: a content page with the offer above the fold, kept by the host per country (its
 * prices). The loader comes with the lazy module, so the host runs the route's validation first.
 */
const salesPage = (
  path: string,
  from: string,
  handle: AreaRouteHandle,
  load: () => Promise<NonNullable<RouteObject['Component']>>,
): RouteObject =>
  areaRoute(path, { ...handle, cacheable: 'country' }, async () => ({ Component: staticPage(await load()), loader: offerLoader(from) }));

/**
 * Pages that show the app's pictures (decision 042), by route path ('' is the home page):
 * each goes under a pathless parent that declares the pictures' namespace, so the host loads
 * `app-screens` with the page's own, on the server and on a client navigation alike.
 */
const APP_SCREEN_PAGES: readonly string[] = ['', 'features', 'download'];
const withAppScreens = (route: RouteObject): RouteObject =>
  APP_SCREEN_PAGES.includes(route.index ? '' : (route.path ?? '*'))
    ? { handle: { ns: 'app-screens' } satisfies AreaRouteHandle, children: [route] }
    : route;

const routes: RouteObject[] = [
  {
    index: true,
    // A chunk of its own like every other page, so the other pages' first visit does not carry it (first-load budget).
    lazy: async () => ({ Component: staticPage((await import('../routes/home.tsx')).HomePage), loader: offerLoader('home') }),
    handle: { cacheable: 'country', ns: 'home', sharedNs: ['proof'], transparentNav: true } satisfies AreaRouteHandle,
    ErrorBoundary: RouteErrorBoundary,
  },
  salesPage('features', 'features', { ns: 'features', sharedNs: ['proof'], transparentNav: true }, () =>
    import('../routes/features.tsx').then((m) => m.FeaturesPage),
  ),
  // A sales page whose network section (map, search, list) is a chunk of its own, off the first load: its loader
  // fetches that chunk too, so the server and a client navigation render the section at once (decision 043).
  areaRoute('vpn-server', { ns: 'vpn-server', cacheable: 'country' }, async () => {
    const page = await import('../routes/vpn-server.tsx');
    const offer = offerLoader('vpn-server');
    return { Component: page.VpnServerIndex, loader: async (args) => (await Promise.all([offer(args), page.preloadNetwork()]))[0] };
  }),
  salesPage(
    'vpn-server/:region',
    'vpn-server',
    {
      ns: 'vpn-server',
      sharedNs: ['proof'],
      validate: (params) => isOneOf(REGIONS, params.region),
      meta: (params) => ({ key: `regions.${params.region ?? ''}.meta` }),
    },
    () => import('../routes/vpn-server-region.tsx').then((m) => m.VpnServerRegion),
  ),
  // The trial's price is in the visitor's currency: kept per country; no popup over an offer being read (decision 024).
  areaRoute(
    'vpn-trial',
    { ns: 'vpn-trial', sharedNs: ['proof'], cacheable: 'country', quiet: true },
    () => import('../routes/vpn-trial.tsx'),
  ),
  // The summary of the independent no-logs audit the proof links to: its words are the shared `proof` namespace (decision 041).
  page('no-logs-audit', { ns: 'proof', meta: () => ({ key: 'page.meta' }) }, () =>
    import('../routes/no-logs-audit.tsx').then((m) => m.NoLogsAuditPage),
  ),
  salesPage('vpn-for-social-media', 'vpn-for-social-media', { ns: 'vpn-for-social-media' }, () =>
    import('../routes/vpn-for-social-media.tsx').then((m) => m.SocialMediaIndex),
  ),
  salesPage(
    'vpn-for-social-media/:id',
    'vpn-for-social-media',
    {
      ns: 'vpn-for-social-media',
      validate: (params) => isOneOf(NETWORKS, params.id),
      meta: (params) => ({ key: `networks.${params.id ?? ''}.meta` }),
    },
    () => import('../routes/vpn-for-social-media.tsx').then((m) => m.SocialMediaNetwork),
  ),
  // The visitor's system is read from the request: not kept for others (decision 039).
  areaRoute('download', { ns: 'download' }, () =>
    import('../routes/download.tsx').then((m) => ({ Component: m.DownloadIndex, loader: m.downloadIndexLoader })),
  ),
  page(
    'download/:product',
    {
      ns: 'download',
      validate: (params) => isOneOf(PRODUCTS, params.product),
      meta: (params) => ({ key: `products.${params.product ?? ''}.meta` }),
    },
    () => import('../routes/download.tsx').then((m) => m.DownloadProduct),
  ),
  page('affiliate', { ns: 'affiliate', transparentNav: true }, () => import('../routes/affiliate.tsx').then((m) => m.AffiliatePage)),
  page('press-room', { ns: 'press-room', transparentNav: true }, () => import('../routes/press-room.tsx').then((m) => m.PressRoomPage)),
  page('aboutus', { ns: 'aboutus' }, () => import('../routes/aboutus.tsx').then((m) => m.AboutUsPage)),
  areaRoute('contact-us', { ns: 'contact-us' }, () => import('../routes/contact-us.tsx')),
  ...LEGAL_PAGES.map((name) => page(name, { ns: name }, () => import('../routes/legal.tsx').then((m) => m.LegalPage))),
  areaRoute('redirect', { ns: 'redirect', layout: 'standalone' }, () => import('../routes/redirect.tsx')),
  ...['404', '*'].map((path): RouteObject => ({
    path,
    loader: ({ request }) => {
      throw notFound(new URL(request.url).pathname, 'unmatched');
    },
    handle: { ns: 'common', quiet: true, meta: () => ({ key: 'notFound.meta' }) } satisfies AreaRouteHandle,
    ErrorBoundary: RouteErrorBoundary,
  })),
];

/** What the host mounts for the marketing area. */
export const areaModule: AreaModule = {
  area: 'marketing',
  routes: routes.map(withAppScreens),
  // The list is a chunk of its own: only the server's sitemap asks for it, never a page. Pages
  // added by `npm run new:page` are appended to this array literal.
  sitemapPaths: async () => [...(await import('./sitemap-paths.ts')).SITEMAP_PATHS],
  namespaces: [
    'app-screens',
    'home',
    'features',
    'vpn-server',
    'vpn-trial',
    'vpn-for-social-media',
    'download',
    'affiliate',
    'press-room',
    'aboutus',
    'contact-us',
    ...LEGAL_PAGES,
    'redirect',
  ],
};
