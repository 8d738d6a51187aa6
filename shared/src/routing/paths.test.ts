import {
  clientLocaleRedirect,
  collapseSlashes,
  localisePath,
  normalisationRedirect,
  resolveLocale,
  splitLocale,
  switchLocalePath,
} from './paths.ts';

describe('splitLocale', () => {
  test.each([
    ['/', null, '/'],
    ['/de', 'de', '/'],
    ['/de/', 'de', '/'],
    ['/de/features', 'de', '/features'],
    ['/en/blog/x', 'en', '/blog/x'],
    ['/ar/vpn-server/usa', 'ar', '/vpn-server/usa'],
    ['/xx/features', null, '/xx/features'],
    ['/tr/features', null, '/tr/features'],
    ['/energy', null, '/energy'],
    ['/DE/features', null, '/DE/features'],
    ['/deutsch', null, '/deutsch'],
  ])('splits %s into prefix %s and rest %s', (path, prefix, rest) => {
    expect(splitLocale(path)).toEqual({ prefix, rest });
  });
});

describe('normalisationRedirect', () => {
  test.each([
    ['/features', null],
    ['/de/features?x=1', null],
    ['//features', '/features'],
    ['/de//features//', '/de/features/'],
    ['/a//b?x=//y', '/a/b?x=//y'],
    ['//evil.example', '/evil.example'],
    ['///evil.example/path', '/evil.example/path'],
    ['/\\evil.example', '/evil.example'],
    ['/\\/evil.example', '/evil.example'],
    ['/\t/evil.example', '/evil.example'],
    ['/%2F%2Fevil.example', null],
  ])('redirects %s to %s', (target, expected) => {
    expect(normalisationRedirect(target)).toBe(expected);
  });

  test('never produces a target that a browser reads as another host', () => {
    for (const raw of ['//x', '/\\x', '\\\\x', '/\t\\x', '/\n/x', '/\r\n//x', '\\/x']) {
      const target = normalisationRedirect(raw) ?? raw;
      expect(target).toMatch(/^\/(?![/\\])/);
    }
  });

  test('collapses runs of slashes and backslashes into one slash', () => {
    expect(collapseSlashes('/a\\\\b///c')).toBe('/a/b/c');
  });
});

describe('resolveLocale', () => {
  const base = { search: '', cookieLocale: undefined, acceptedLocale: null };

  test('never redirects a prefixed path, whatever the cookie says', () => {
    expect(resolveLocale({ ...base, pathname: '/fr/features', cookieLocale: 'de' })).toEqual({
      locale: 'fr',
      prefixed: true,
      redirectTo: null,
    });
  });

  test('redirects to the cookie locale when the path has no prefix', () => {
    expect(resolveLocale({ ...base, pathname: '/features', search: '?a=1', cookieLocale: 'de' }).redirectTo).toBe('/de/features?a=1');
  });

  test('ignores an invalid cookie and falls back to Accept-Language', () => {
    expect(resolveLocale({ ...base, pathname: '/', cookieLocale: 'klingon', acceptedLocale: 'ja' }).redirectTo).toBe('/ja');
  });

  test('the cookie wins over Accept-Language', () => {
    expect(resolveLocale({ ...base, pathname: '/pricing', cookieLocale: 'en', acceptedLocale: 'ru' })).toEqual({
      locale: 'en',
      prefixed: false,
      redirectTo: null,
    });
  });

  test('stays on the unprefixed path in English when nothing matches', () => {
    expect(resolveLocale({ ...base, pathname: '/blog', acceptedLocale: null })).toEqual({
      locale: 'en',
      prefixed: false,
      redirectTo: null,
    });
  });

  test('treats an unknown first segment as a path, not a locale', () => {
    expect(resolveLocale({ ...base, pathname: '/tr/features', acceptedLocale: 'de' }).redirectTo).toBe('/de/tr/features');
  });
});

describe('client navigation rules', () => {
  test('switches back to the previous non-default language for an unprefixed path', () => {
    expect(clientLocaleRedirect('de', '/pricing')).toBe('/de/pricing');
    expect(clientLocaleRedirect('ar', '/')).toBe('/ar');
  });

  test('leaves prefixed paths and English pages alone', () => {
    expect(clientLocaleRedirect('de', '/fr/pricing')).toBeNull();
    expect(clientLocaleRedirect('en', '/pricing')).toBeNull();
  });

  test('the language switcher keeps path, query and hash', () => {
    expect(switchLocalePath('ja', '/de/blog/x', '?q=1', '#top')).toBe('/ja/blog/x?q=1#top');
    expect(switchLocalePath('en', '/de/blog/x', '?q=1')).toBe('/blog/x?q=1');
    expect(switchLocalePath('ru', '/')).toBe('/ru');
  });

  test('writes English without a prefix unless asked to keep it', () => {
    expect(localisePath('en', '/features')).toBe('/features');
    expect(localisePath('en', '/features', true)).toBe('/en/features');
  });
});
