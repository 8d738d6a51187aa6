import { DEFAULT_AFTER_LOGIN, loginPathFor, safeRedirectTarget } from './redirect-target.ts';

test.each([
  ['/myaccount', '/myaccount'],
  ['/pricing/checkout/12?plan=2#pay', '/pricing/checkout/12?plan=2#pay'],
  ['/de/myaccount', '/myaccount'],
  ['/ar', '/'],
  ['/blog/a%2Fb', '/blog/a%2Fb'],
])('follows the same-site path %p to %p', (raw, expected) => {
  expect(safeRedirectTarget(raw)).toBe(expected);
});

test.each([
  [null],
  [''],
  ['myaccount'],
  ['https://evil.example/'],
  ['//evil.example/path'],
  ['/\\evil.example'],
  ['\\\\evil.example'],
  ['/\t/evil.example'],
  ['/\n/evil.example'],
  ['/.//evil.example'],
  ['/de//evil.example'],
  ['javascript:alert(1)'],
  ['/login'],
  ['/login?mode=signup'],
  ['/de/login'],
  ['/forgetpassword'],
  ['/resetpassword/'],
])('falls back to /myaccount for the unsafe or looping target %p', (raw) => {
  expect(safeRedirectTarget(raw)).toBe(DEFAULT_AFTER_LOGIN);
});

test('builds the login address that comes back to the page', () => {
  expect(loginPathFor({ pathname: '/myaccount', search: '?tab=devices', hash: '#devices' })).toBe(
    '/login?redirect=%2Fmyaccount%3Ftab%3Ddevices%23devices',
  );
  expect(safeRedirectTarget(new URLSearchParams('redirect=%2Fmyaccount%3Ftab%3Ddevices%23devices').get('redirect'))).toBe(
    '/myaccount?tab=devices#devices',
  );
});
