/** The marketing area's sitemap list, apart from the route table, which every first visit of the area loads. */
import { NETWORKS, PRODUCTS } from '../features/catalogue/catalogue.ts';
import { REGIONS } from '@meridian/shared/regions';
import { LEGAL_PAGES } from '../features/legal/legal-pages.ts';

/** Indexable marketing pages for the host's sitemap (the same in every language). */
export const SITEMAP_PATHS: readonly string[] = [
  '/',
  '/features',
  '/vpn-server',
  '/vpn-trial',
  '/no-logs-audit',
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
