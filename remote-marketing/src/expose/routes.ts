/**
 * The marketing area's route table, the only module this remote exposes (STYLE.md rule 1).
 * Paths are relative to the site root without the locale prefix. The pages with a loader or an
 * action (contact form, redirect) are chunks of their own (areaRoute).
 */
import type { RouteObject } from 'react-router';
import type { AreaModule, AreaRouteHandle } from '@meridian/shared/route-module';
import { areaRoute, notFound, RouteErrorBoundary } from '@meridian/shared/ui';
import { isOneOf, NETWORKS, PRODUCTS, REGIONS } from '../features/catalogue/catalogue.ts';
import { LEGAL_PAGES } from '../features/legal/legal-documents.ts';
import { AboutUsPage } from '../routes/aboutus.tsx';
import { AffiliatePage } from '../routes/affiliate.tsx';
import { DownloadIndex, DownloadProduct } from '../routes/download.tsx';
import { FeaturesPage } from '../routes/features.tsx';
import { HomePage } from '../routes/home.tsx';
import { LegalPage } from '../routes/legal.tsx';
import { PressRoomPage } from '../routes/press-room.tsx';
import { SocialMediaIndex, SocialMediaNetwork } from '../routes/vpn-for-social-media.tsx';
import { VpnServerIndex, VpnServerRegion } from '../routes/vpn-server.tsx';
import { TrialPage } from '../routes/vpn-trial.tsx';
import '../styles/marketing.css';
import '../styles/pages.css';

const page = (path: string, Component: RouteObject['Component'], handle: AreaRouteHandle): RouteObject => ({
  path,
  Component,
  handle,
  ErrorBoundary: RouteErrorBoundary,
});

const routes: RouteObject[] = [
  {
    index: true,
    Component: HomePage,
    handle: { ns: 'home', transparentNav: true } satisfies AreaRouteHandle,
    ErrorBoundary: RouteErrorBoundary,
  },
  page('features', FeaturesPage, { ns: 'features', transparentNav: true }),
  page('vpn-server', VpnServerIndex, { ns: 'vpn-server' }),
  page('vpn-server/:region', VpnServerRegion, {
    ns: 'vpn-server',
    validate: (params) => isOneOf(REGIONS, params.region),
    meta: (params) => ({ key: `regions.${params.region ?? ''}.meta` }),
  }),
  page('vpn-trial', TrialPage, { ns: 'vpn-trial' }),
  page('vpn-for-social-media', SocialMediaIndex, { ns: 'vpn-for-social-media' }),
  page('vpn-for-social-media/:id', SocialMediaNetwork, {
    ns: 'vpn-for-social-media',
    validate: (params) => isOneOf(NETWORKS, params.id),
    meta: (params) => ({ key: `networks.${params.id ?? ''}.meta` }),
  }),
  page('download', DownloadIndex, { ns: 'download' }),
  page('download/:product', DownloadProduct, {
    ns: 'download',
    validate: (params) => isOneOf(PRODUCTS, params.product),
    meta: (params) => ({ key: `products.${params.product ?? ''}.meta` }),
  }),
  page('affiliate', AffiliatePage, { ns: 'affiliate', transparentNav: true }),
  page('press-room', PressRoomPage, { ns: 'press-room', transparentNav: true }),
  page('aboutus', AboutUsPage, { ns: 'aboutus' }),
  areaRoute('contact-us', { ns: 'contact-us' }, () => import('../routes/contact-us.tsx')),
  ...LEGAL_PAGES.map((name) => page(name, LegalPage, { ns: name })),
  areaRoute('redirect', { ns: 'redirect', layout: 'standalone' }, () => import('../routes/redirect.tsx')),
  ...['404', '*'].map((path): RouteObject => ({
    path,
    loader: ({ request }) => {
      throw notFound(new URL(request.url).pathname, 'unmatched');
    },
    handle: { ns: 'common', meta: () => ({ key: 'notFound.meta' }) } satisfies AreaRouteHandle,
    ErrorBoundary: RouteErrorBoundary,
  })),
];

/** Indexable marketing pages for the host's sitemap (the same in every language). */
const SITEMAP_PATHS: readonly string[] = [
  '/',
  '/features',
  '/vpn-server',
  '/vpn-trial',
  '/vpn-for-social-media',
  '/download',
  '/affiliate',
  '/press-room',
  '/aboutus',
  '/contact-us',
  ...LEGAL_PAGES.map((page) => `/${page}`),
  ...REGIONS.map((region) => `/vpn-server/${region}`),
  ...NETWORKS.map((network) => `/vpn-for-social-media/${network}`),
  ...PRODUCTS.map((product) => `/download/${product}`),
];

/** What the host mounts for the marketing area. */
export const areaModule: AreaModule = {
  area: 'marketing',
  routes,
  sitemapPaths: async () => SITEMAP_PATHS,
  namespaces: [
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
