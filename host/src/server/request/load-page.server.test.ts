/** @jest-environment node */
import { pinRelease } from '@meridian/shared/release';
import { decideRequest } from './decide-request.server.ts';
import { loadPage } from './load-page.server.ts';
import { siteDeps, siteState } from './page-steps.fixture.server.ts';

const pinned = pinRelease(siteState, { id: null, previews: [] }, () => false);

function input(path: string, method = 'GET') {
  const decision = decideRequest(
    { method, originalUrl: path, cookieHeader: undefined, acceptLanguage: 'en', ip: '' },
    { rootRedirect: undefined, previewSecret: undefined, cookies: siteDeps().cookies },
  );
  if (decision.kind !== 'page') throw new Error(`${path} redirected`);
  const url = decision.request.url.href;
  return {
    request: decision.request,
    pinned,
    country: async () => 'DE',
    routed: (override?: 'GET') => new Request(url, { method: override ?? method, ...(method === 'POST' && !override ? { body: '' } : {}) }),
  };
}

describe('load: the areas, the route match and the loaders of a page', () => {
  test('a page of an area that loaded: matched, counted as a view of its version, the other areas unavailable', async () => {
    const deps = siteDeps();
    const loaded = await loadPage(deps, input('/de/vpn-trial'));
    if (loaded.kind !== 'page') throw new Error('expected a page');
    expect(loaded.area).toBe('marketing');
    expect(loaded.loaded?.entry.version).toBe('1.0.0');
    expect(loaded.unavailablePage).toBe(false);
    expect(loaded.context.statusCode).toBe(200);
    expect(loaded.areas.unavailable).toEqual(['blog', 'account', 'checkout', 'tools']);
    expect(loaded.failure).toBeNull();
    expect(deps.counted.views).toEqual(['marketing@1.0.0']);
    expect(loaded.page.locale).toBe('de');
  });

  test("a loader's redirect is a redirect, never stored; after a form post the browser fetches it with GET (303)", async () => {
    const get = await loadPage(siteDeps(), input('/go'));
    expect(get).toEqual({ kind: 'redirect', redirect: { status: 302, location: '/features', cacheControl: 'no-store', setCookies: [] } });
    const post = await loadPage(siteDeps(), input('/go', 'POST'));
    expect(post).toMatchObject({ kind: 'redirect', redirect: { status: 303, location: '/features' } });
  });

  test("an address no loaded table knows, while an area this process never loaded is down: that area's 503 page", async () => {
    const loaded = await loadPage(siteDeps(), input('/blog/some-post'));
    expect(loaded).toMatchObject({ kind: 'page', unavailablePage: true, area: null });
  });

  test('a loader failing with 500 or more names the failing area and version and counts the failure', async () => {
    const deps = siteDeps();
    const loaded = await loadPage(deps, input('/broken'));
    if (loaded.kind !== 'page') throw new Error('expected a page');
    expect(loaded.context.statusCode).toBe(502);
    expect(loaded.failure).toMatchObject({ area: 'marketing', version: '1.0.0' });
    expect(deps.counted.failures).toEqual(['marketing@1.0.0']);
  });
});
