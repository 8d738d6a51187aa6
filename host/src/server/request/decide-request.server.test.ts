/** @jest-environment node */
import { createHostCookies, VISITOR_COOKIE } from '../visitor/visitor.server.ts';
import { decideRequest, type IncomingPage } from './decide-request.server.ts';

const settings = { rootRedirect: undefined, previewSecret: undefined, cookies: createHostCookies({ secure: true, domain: undefined }) };
const VISITOR = '0b5e7c4a-1f2d-4c3b-9a8e-7d6c5b4a3f21';
const get = (originalUrl: string, more: Partial<IncomingPage> = {}): IncomingPage => ({
  method: 'GET',
  originalUrl,
  cookieHeader: `${VISITOR_COOKIE}=${VISITOR}`,
  acceptLanguage: undefined,
  ip: '203.0.113.9',
  ...more,
});

describe('decide: what a page request asks for', () => {
  test('a prefixed page: its language, basename and path without prefix, varying by cookie only', () => {
    const decision = decideRequest(
      get('/de/pricing?plan=2', { cookieHeader: `${VISITOR_COOKIE}=${VISITOR}; paypal_token= abc ` }),
      settings,
    );
    if (decision.kind !== 'page') throw new Error(`expected a page, got ${decision.kind}`);
    expect(decision.vary).toBe('Cookie');
    expect(decision.setCookies).toEqual([]);
    expect(decision.request).toMatchObject({
      locale: 'de',
      prefixed: true,
      basename: '/de',
      rest: '/pricing',
      originalUrl: '/de/pricing?plan=2',
      token: 'abc',
      deviceToken: null,
      visitorIp: '203.0.113.9',
      visitor: { id: VISITOR, isNew: false, previews: [] },
    });
    expect(decision.request.url.search).toBe('?plan=2');
  });

  test('an unprefixed page for an English reader: basename /, varies by Accept-Language too', () => {
    const decision = decideRequest(get('/features', { acceptLanguage: 'en-GB,en;q=0.8' }), settings);
    expect(decision).toMatchObject({
      kind: 'page',
      vary: 'Cookie, Accept-Language',
      request: { locale: 'en', basename: '/', rest: '/features' },
    });
  });

  test('a visitor detected as German is sent to the German page with the query, and gets the language cookie', () => {
    const decision = decideRequest(get('/pricing?ref=x', { acceptLanguage: 'de-DE,de;q=0.9' }), settings);
    expect(decision).toMatchObject({
      kind: 'redirect',
      redirect: { status: 302, location: '/de/pricing?ref=x', cacheControl: 'private, no-store' },
    });
    if (decision.kind === 'redirect') expect(decision.redirect.setCookies).toEqual([expect.stringMatching(/^LANGUAGE=de;/)]);
  });

  test('the configured root redirect sends the home page on in one hop, a form post with 303', () => {
    const rooted = { ...settings, rootRedirect: '/pricing' };
    expect(decideRequest(get('/de'), rooted)).toMatchObject({
      kind: 'redirect',
      redirect: { status: 302, location: '/de/pricing', setCookies: [] },
    });
    expect(decideRequest(get('/', { method: 'POST' }), rooted)).toMatchObject({
      kind: 'redirect',
      redirect: { status: 303, location: '/pricing' },
    });
    expect(decideRequest(get('/features'), rooted).kind).toBe('page');
  });

  test('a first visitor gets a sticky id cookie; a malformed cookie header is read as absent', () => {
    const decision = decideRequest(get('/en/blog', { cookieHeader: '%%%; ;=;' }), settings);
    if (decision.kind !== 'page') throw new Error('expected a page');
    expect(decision.request.visitor.isNew).toBe(true);
    expect(decision.setCookies).toEqual([expect.stringContaining(`${VISITOR_COOKIE}=${decision.request.visitor.id}`)]);
    expect(decision.request.token).toBeNull();
  });
});
