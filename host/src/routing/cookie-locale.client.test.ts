import { RouterContextProvider, type MiddlewareFunction, type Navigation } from 'react-router';
import type { RouteLocale } from '@meridian/shared/locales';
import { cookieLocaleMiddleware, cookieLocaleRedirect } from './cookie-locale.client.ts';

const idle = { state: 'idle', location: undefined } as unknown as Navigation;
const pendingTo = (pathname: string, search: string, hash: string) =>
  ({ state: 'loading', location: { pathname, search, hash, state: null, key: 'k' } }) as unknown as Navigation;

/** Runs the middleware for a GET of `href` on a page; the thrown redirect's target, or null when it let the navigation through. */
function run(page: { locale: RouteLocale; basename: string }, cookie: string | undefined, href: string, navigation = idle): string | null {
  const middleware: MiddlewareFunction = cookieLocaleMiddleware({ ...page, cookie: () => cookie, navigation: () => navigation });
  const url = new URL(href, 'http://localhost');
  try {
    void middleware(
      {
        request: new Request(url),
        url,
        params: {},
        context: new RouterContextProvider(),
        pattern: '/',
      } as unknown as Parameters<MiddlewareFunction>[0],
      () => Promise.resolve(undefined),
    );
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    expect(thrown.headers.get('X-Remix-Reload-Document')).toBe('true');
    return thrown.headers.get('Location');
  }
  return null;
}

const english = { locale: 'en', basename: '/' } as const;

describe('the language cookie on in-app navigation (rule lang.cookie)', () => {
  test('an English page goes to the page in the cookie language set by another tab, by a full load', () => {
    expect(run(english, 'de', '/pricing')).toBe('/de/pricing');
    expect(run({ locale: 'en', basename: '/en' }, 'ja', '/en/features')).toBe('/ja/features');
  });

  test('keeps the query and the hash of the navigation', () => {
    expect(run(english, 'fr', '/pricing?plan=year', pendingTo('/pricing', '?plan=year', '#plans'))).toBe('/fr/pricing?plan=year#plans');
  });

  test('a page in another language keeps it (previous-prefix rule), whatever the cookie says', () => {
    expect(run({ locale: 'de', basename: '/de' }, 'fr', '/de/pricing')).toBeNull();
    expect(run({ locale: 'de', basename: '/de' }, 'en', '/de/pricing')).toBeNull();
  });

  test('no cookie, the same language or a value that is no route language lets the navigation through', () => {
    expect(run(english, undefined, '/pricing')).toBeNull();
    expect(run(english, 'en', '/pricing')).toBeNull();
    expect(run(english, 'tr', '/pricing')).toBeNull();
  });
});

describe('the language cookie on client navigation (rule lang.cookie)', () => {
  test('an English page follows a cookie set to another language to the prefixed path', () => {
    expect(cookieLocaleRedirect('en', '/pricing', 'de')).toBe('/de/pricing');
    expect(cookieLocaleRedirect('en', '/', 'ja')).toBe('/ja');
  });

  test('a page in another language keeps it: the previous-prefix rule comes first', () => {
    expect(cookieLocaleRedirect('de', '/pricing', 'fr')).toBeNull();
    expect(cookieLocaleRedirect('de', '/pricing', 'en')).toBeNull();
  });

  test('a prefixed path, the same language, no cookie or a value that is no route language change nothing', () => {
    expect(cookieLocaleRedirect('en', '/fr/pricing', 'de')).toBeNull();
    expect(cookieLocaleRedirect('en', '/pricing', 'en')).toBeNull();
    expect(cookieLocaleRedirect('en', '/pricing', undefined)).toBeNull();
    expect(cookieLocaleRedirect('en', '/pricing', 'tr')).toBeNull();
    expect(cookieLocaleRedirect('en', '/pricing', '../evil')).toBeNull();
  });
});
