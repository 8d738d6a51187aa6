import { areaForPath, isKnownPath } from './areas.ts';

describe('areas', () => {
  test.each([
    ['/', 'marketing'],
    ['/blog/x', 'blog'],
    ['/login', 'account'],
    ['/myaccount', 'account'],
    ['/pricing/checkout/3', 'checkout'],
    ['/paysuc', 'checkout'],
    ['/what-is-vpn', 'tools'],
    ['/energy', 'marketing'],
  ])('%s is owned by %s', (path, area) => {
    expect(areaForPath(path)).toBe(area);
  });

  test.each(['/__proto__', '/constructor', '/toString', '/hasOwnProperty', '/valueOf', '/__proto__/x', '/prototype'])(
    '%s is an ordinary unknown path owned by marketing, never a prototype property',
    (path) => {
      expect(areaForPath(path)).toBe('marketing');
      expect(isKnownPath(path)).toBe(false);
    },
  );

  test('knows the first segment of every route and nothing else', () => {
    expect(isKnownPath('/')).toBe(true);
    expect(isKnownPath('/vpn-server/usa')).toBe(true);
    expect(isKnownPath('/energy')).toBe(false);
    expect(isKnownPath('/blogs')).toBe(false);
  });
});
