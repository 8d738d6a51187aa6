/**
 * Page links (rule route.page-links) of the download, features, home and social-media pages and
 * the shared ones: every address those pages link to, in one typed
 * module instead of JSON files fetched before navigation. Internal paths are unprefixed (the
 * router adds the locale); external addresses go through `/redirect?to=`.
 */

/** Links used on several pages. */
export const SHARED_LINKS = {
  home: '/',
  pricing: '/pricing',
  trial: '/vpn-trial',
  features: '/features',
  servers: '/vpn-server',
  download: '/download',
  socialMedia: '/vpn-for-social-media',
  affiliate: '/affiliate',
  pressRoom: '/press-room',
  aboutUs: '/aboutus',
  contact: '/contact-us',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  termsOfUse: '/termsuse',
  cookiePolicy: '/cookie-policy-2025',
  whatIsVpn: '/what-is-vpn',
  leakTest: '/webrtc-leak-test',
  redirect: '/redirect',
} as const;

/** Mail addresses shown on the contact, press and legal pages. */
export const MAIL_LINKS = {
  support: 'mailto:support@meridianvpn.example',
  press: 'mailto:press@meridianvpn.example',
  privacy: 'mailto:privacy@meridianvpn.example',
} as const;

/** Links of the home page (the hero's offer goes to its plan's checkout, components/hero-offer.tsx). */
export const HOME_LINKS = {
  secondaryCta: SHARED_LINKS.trial,
  features: SHARED_LINKS.features,
  servers: SHARED_LINKS.servers,
  download: SHARED_LINKS.download,
  pricing: SHARED_LINKS.pricing,
} as const;

/** Links of the features page. */
export const FEATURES_LINKS = {
  cta: SHARED_LINKS.pricing,
  trial: SHARED_LINKS.trial,
  servers: SHARED_LINKS.servers,
  download: SHARED_LINKS.download,
  leakTest: SHARED_LINKS.leakTest,
} as const;

/** Links of the download pages (the store listings are in catalogue/store-listings.ts). */
export const DOWNLOAD_LINKS = {
  pricing: SHARED_LINKS.pricing,
  trial: SHARED_LINKS.trial,
} as const;

/** Links of the social media pages. */
export const SOCIAL_MEDIA_LINKS = {
  trial: SHARED_LINKS.trial,
  download: SHARED_LINKS.download,
  servers: SHARED_LINKS.servers,
} as const;

/** The internal path of `/redirect` that sends the visitor on to `url` (an https address on a host src/utils/safe-target.ts allows). */
export function redirectHref(url: string): string {
  return `${SHARED_LINKS.redirect}?to=${encodeURIComponent(url)}`;
}

/** The path of a collection's detail page: `detailPath('/vpn-server', 'japan')` gives `/vpn-server/japan`. */
export function detailPath(base: string, id: string): string {
  return `${base}/${id}`;
}
