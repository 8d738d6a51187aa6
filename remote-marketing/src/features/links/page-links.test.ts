import { matchRoutes } from 'react-router';
import { areaModule } from '../../expose/routes.ts';
import { DOWNLOAD_LINKS, FEATURES_LINKS, HOME_LINKS, MAIL_LINKS, SHARED_LINKS, SOCIAL_MEDIA_LINKS, detailPath, redirectHref } from './page-links.ts';
import { safeTarget } from './safe-target.ts';

/** Spec section 2 routes that other areas own, as the marketing pages may link to them. */
const OTHER_AREA_ROUTES = new Set(['/pricing', '/blog', '/login', '/myaccount', '/what-is-my-ip', '/webrtc-leak-test', '/what-is-vpn']);

const internal = Object.entries({ ...SHARED_LINKS, ...HOME_LINKS, ...FEATURES_LINKS, ...SOCIAL_MEDIA_LINKS, pricing: DOWNLOAD_LINKS.pricing, trial: DOWNLOAD_LINKS.trial });

/** True when a marketing route other than the two catch-alls matches `path`. */
function isMarketingRoute(path: string): boolean {
  const matches = matchRoutes(areaModule.routes, path) ?? [];
  const leaf = matches.at(-1)?.route;
  return leaf !== undefined && leaf.path !== '*' && leaf.path !== '404';
}

describe('page links (spec section 2)', () => {
  test.each(internal)('%s (%s) is a real route of the site', (_name, path) => {
    expect(path.startsWith('/')).toBe(true);
    expect(isMarketingRoute(path) || OTHER_AREA_ROUTES.has(path)).toBe(true);
  });

  test('an unknown path is not taken for a real route', () => {
    expect(isMarketingRoute('/no-such-page')).toBe(false);
  });

  test('detail pages built from the links are real routes', () => {
    expect(isMarketingRoute(detailPath(SHARED_LINKS.servers, 'japan'))).toBe(true);
    expect(isMarketingRoute(detailPath(SHARED_LINKS.download, 'ios'))).toBe(true);
    expect(isMarketingRoute(detailPath(SHARED_LINKS.socialMedia, 'whatsapp'))).toBe(true);
  });

  test.each(Object.entries(DOWNLOAD_LINKS.stores))('the %s link is an https store home the redirect page accepts', (_store, url) => {
    expect(new URL(url).protocol).toBe('https:');
    expect(safeTarget(url)).toBe(new URL(url).href);
  });

  test('store links go through /redirect?to= with the address encoded', () => {
    const href = redirectHref(DOWNLOAD_LINKS.stores['google-play']);
    expect(href).toBe('/redirect?to=https%3A%2F%2Fplay.google.com%2Fstore');
    expect(isMarketingRoute(href.split('?')[0] ?? '')).toBe(true);
    expect(safeTarget(new URLSearchParams(href.split('?')[1]).get('to'))).toBe('https://play.google.com/store');
  });

  test('mail links are mailto addresses', () => {
    for (const href of Object.values(MAIL_LINKS)) expect(href).toMatch(/^mailto:[a-z]+@[a-z.]+$/);
  });
});

describe('safeTarget', () => {
  test('refuses other hosts, plain http and garbage', () => {
    expect(safeTarget('https://evil.example/')).toBeNull();
    expect(safeTarget('http://apps.apple.com/')).toBeNull();
    expect(safeTarget('not a url')).toBeNull();
    expect(safeTarget(null)).toBeNull();
  });
});
