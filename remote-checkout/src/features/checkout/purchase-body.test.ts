import { createMemoryCookieJar } from '@meridian/shared/runtime';
import { purchaseBody, returnUrl } from './purchase-body.ts';

test('adds the affiliate marker and invite data when present, and nothing when absent', () => {
  const cookies = createMemoryCookieJar(() => 0);
  const base = { planId: 2, currency: 'USD', returnUrl: 'https://site.test/paystatus', cookies };
  expect(purchaseBody({ ...base, search: '' })).toEqual({ plan_id: 2, currency: 'USD', return_url: 'https://site.test/paystatus' });
  cookies.set('_aid', 'adm-1');
  expect(purchaseBody({ ...base, email: 'a@b.co', search: '?from=invite&uid=u9' })).toEqual({
    plan_id: 2,
    currency: 'USD',
    return_url: 'https://site.test/paystatus',
    email: 'a@b.co',
    _cps: { type: 'admitad', cookie: 'adm-1' },
    invite_type: 30001,
    invite_code: 'u9',
  });
});

test('the return URL is the status page under the locale prefix, keeping the Windows flow', () => {
  expect(returnUrl('https://site.test', '/de/paystatus', false)).toBe('https://site.test/de/paystatus');
  expect(returnUrl('https://site.test', '/paystatus', true)).toBe('https://site.test/paystatus?platform=windows');
});
