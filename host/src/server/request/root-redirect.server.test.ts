/** @jest-environment node */
import { entryRedirect, rootRedirectTarget } from './root-redirect.server.ts';

describe('rootRedirectTarget (rule route.root-redirect)', () => {
  const home = { locale: 'en', prefixed: false, rest: '/', search: '' } as const;

  test('sends the home page to the configured path, keeping the prefix and the query', () => {
    expect(rootRedirectTarget('/pricing', home)).toBe('/pricing');
    expect(rootRedirectTarget('/pricing', { ...home, search: '?utm_source=x' })).toBe('/pricing?utm_source=x');
    expect(rootRedirectTarget('/pricing', { ...home, locale: 'de', prefixed: true })).toBe('/de/pricing');
    expect(rootRedirectTarget('/blog/more', { ...home, prefixed: true })).toBe('/en/blog/more');
  });

  test('is off when nothing is configured and never touches another page', () => {
    expect(rootRedirectTarget(undefined, home)).toBeNull();
    expect(rootRedirectTarget('/pricing', { ...home, rest: '/features' })).toBeNull();
    expect(rootRedirectTarget('/pricing', { ...home, rest: '/pricing' })).toBeNull();
  });
});

describe('entryRedirect', () => {
  const at = (path: string) => new URL(path, 'http://host.invalid');

  test('a detected language and the root redirect make one hop, other pages keep the detection redirect', () => {
    const german = { locale: 'de', prefixed: false, redirectTo: '/de?x=1' } as const;
    expect(entryRedirect('/pricing', german, at('/?x=1'))).toBe('/de/pricing?x=1');
    expect(entryRedirect('/pricing', { ...german, redirectTo: '/de/features' }, at('/features'))).toBe('/de/features');
    expect(entryRedirect(undefined, german, at('/?x=1'))).toBe('/de?x=1');
  });

  test('a page needing no redirect gets none', () => {
    expect(entryRedirect('/pricing', { locale: 'de', prefixed: true, redirectTo: null }, at('/de/features'))).toBeNull();
    expect(entryRedirect(undefined, { locale: 'en', prefixed: false, redirectTo: null }, at('/'))).toBeNull();
  });
});
