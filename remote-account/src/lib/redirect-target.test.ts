import { DEFAULT_AFTER_LOGIN, loginPath, loginPathFor, redirectTargetOf, safeRedirectTarget } from './redirect-target.ts';

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

test('reads the target of a request address and refuses another site', () => {
  expect(redirectTargetOf('http://localhost:3000/de/login?redirect=%2Fde%2Fpricing')).toBe('/pricing');
  expect(redirectTargetOf('http://localhost:3000/login?redirect=https%3A%2F%2Fevil.example')).toBe(DEFAULT_AFTER_LOGIN);
});

test('builds login addresses for each mode and step, leaving the default target out', () => {
  expect(loginPath()).toBe('/login');
  expect(loginPath({ mode: 'signup', target: '/pricing' })).toBe('/login?mode=signup&redirect=%2Fpricing');
  expect(loginPath({ step: 'password', target: '/myaccount' })).toBe('/login?step=password');
});
