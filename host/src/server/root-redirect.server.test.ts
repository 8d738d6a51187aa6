/** @jest-environment node */
import { rootRedirectTarget } from './root-redirect.server.ts';

describe('rootRedirectTarget (spec section 2)', () => {
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
