/**
 * The marketing area's route table, the only module this remote exposes (STYLE.md rule 1).
 * Paths are relative to the site root without the locale prefix.
 */
import type { RouteObject } from 'react-router';
import type { AreaModule, AreaRouteHandle } from '@meridian/shared/route-module';
import { notFound, RouteErrorBoundary } from '@meridian/shared/ui';
import { isOneOf, NETWORKS, PRODUCTS, REGIONS } from '../features/catalogue/catalogue.ts';
import { HomePage } from '../routes/home.tsx';
import { AffiliatePage, FeaturesPage, InfoPage, TrialPage } from '../routes/pages.tsx';
import { LegalPage } from '../routes/simple-page.tsx';
import { RedirectPage } from '../routes/redirect.tsx';
import { VpnServerIndex, VpnServerRegion } from '../routes/vpn-server.tsx';
import { DownloadIndex, DownloadProduct } from '../routes/download.tsx';
import { SocialMediaIndex, SocialMediaNetwork } from '../routes/vpn-for-social-media.tsx';
import '../styles/marketing.css';

const page = (path: string, Component: RouteObject['Component'], handle: AreaRouteHandle): RouteObject => ({
  path,
  Component,
  handle,
  ErrorBoundary: RouteErrorBoundary,
});

const LEGAL = ['privacy-policy', 'terms-of-service', 'termsuse', 'cookie-policy-2025'] as const;

const routes: RouteObject[] = [
  { index: true, Component: HomePage, handle: { ns: 'home', transparentNav: true } satisfies AreaRouteHandle, ErrorBoundary: RouteErrorBoundary },
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
  page('press-room', InfoPage, { ns: 'press-room', transparentNav: true }),
  page('aboutus', InfoPage, { ns: 'aboutus' }),
  page('contact-us', InfoPage, { ns: 'contact-us' }),
  ...LEGAL.map((name) => page(name, LegalPage, { ns: name })),
  page('redirect', RedirectPage, { ns: 'redirect', layout: 'standalone' }),
  ...['404', '*'].map((path): RouteObject => ({
    path,
    loader: ({ request }) => {
      throw notFound(new URL(request.url).pathname, 'unmatched');
    },
    handle: { ns: 'common', meta: () => ({ key: 'notFound.meta' }) } satisfies AreaRouteHandle,
    ErrorBoundary: RouteErrorBoundary,
  })),
];

/** What the host mounts for the marketing area. */
export const areaModule: AreaModule = {
  area: 'marketing',
  routes,
  namespaces: [
    'home', 'features', 'vpn-server', 'vpn-trial', 'vpn-for-social-media', 'download', 'affiliate',
    'press-room', 'aboutus', 'contact-us', ...LEGAL, 'redirect',
  ],
};
