import { matchRoutes } from 'react-router';
import { areaModule } from '../../expose/routes.ts';
import {
  DOWNLOAD_LINKS,
  FEATURES_LINKS,
  HOME_LINKS,
  MAIL_LINKS,
  SHARED_LINKS,
  SOCIAL_MEDIA_LINKS,
  detailPath,
  redirectHref,
} from './page-links.ts';
import { safeTarget, targetHost } from '../../utils/safe-target.ts';

/** Routes that other areas own (rule site.areas), as the marketing pages may link to them. */
const OTHER_AREA_ROUTES = new Set(['/pricing', '/blog', '/login', '/myaccount', '/what-is-my-ip', '/webrtc-leak-test', '/what-is-vpn']);

const internal = Object.entries({
  ...SHARED_LINKS,
  ...HOME_LINKS,
  ...FEATURES_LINKS,
  ...SOCIAL_MEDIA_LINKS,
  pricing: DOWNLOAD_LINKS.pricing,
  trial: DOWNLOAD_LINKS.trial,
});

/** True when a marketing route other than the two catch-alls matches `path`. */
function isMarketingRoute(path: string): boolean {
  const matches = matchRoutes(areaModule.routes, path) ?? [];
  const leaf = matches.at(-1)?.route;
  return leaf !== undefined && leaf.path !== '*' && leaf.path !== '404';
}

describe('page links (rule route.page-links)', () => {
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

  test('external links go through /redirect?to= with the address encoded', () => {
    const href = redirectHref('https://play.google.com/store/apps/details?id=com.meridianvpn.app');
    expect(href).toBe('/redirect?to=https%3A%2F%2Fplay.google.com%2Fstore%2Fapps%2Fdetails%3Fid%3Dcom.meridianvpn.app');
    expect(isMarketingRoute(href.split('?')[0] ?? '')).toBe(true);
    expect(safeTarget(new URLSearchParams(href.split('?')[1]).get('to'))).toBe(
      'https://play.google.com/store/apps/details?id=com.meridianvpn.app',
    );
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

describe('targetHost', () => {
  test('names the host of an http(s) address and nothing else', () => {
    expect(targetHost('https://evil.example/path?q=1')).toBe('evil.example');
    expect(targetHost('http://apps.apple.com/')).toBe('apps.apple.com');
    expect(targetHost('javascript:alert(1)')).toBeNull();
    expect(targetHost('not a url')).toBeNull();
    expect(targetHost(null)).toBeNull();
  });
});
