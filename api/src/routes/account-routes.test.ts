import { signInByCode, startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const WEB = '/api/mms/account/v1/web';
const SUBSCRIPTIONS = '/api/mms/payment/v1/web/subscription_my';
let t: TestApp;

beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
});

test('profile returns the spec fields with no VIP time for a new account', async () => {
  const { token, userId } = await signInByCode(t, 'ann@example.com');
  const res = await t.call('GET', `${WEB}/profile`, { token });
  expect(res.json()).toEqual({
    code: 0,
    message: 'ok',
    data: {
      user_id: userId,
      email: 'ann@example.com',
      is_password_set: false,
      is_anonymous: false,
      vip: { is_vip: false, remain_time: 0, expire_at: null },
    },
  });
});

test('profile counts down VIP remain_time in seconds', async () => {
  const { token } = await signInByCode(t, 'ann@example.com');
  await t.call('POST', '/api/dev/accounts', { body: { email: 'ann@example.com', plan_id: 1 } });
  const vip = (await t.call('GET', `${WEB}/profile`, { token })).json().data.vip;
  expect(vip).toEqual({ is_vip: true, remain_time: 30 * 24 * 3600, expire_at: t.clock.now() + 30 * 24 * 3600 * 1000 });
  t.clock.advance(1000);
  expect((await t.call('GET', `${WEB}/profile`, { token })).json().data.vip.remain_time).toBe(30 * 24 * 3600 - 1);
});

test('subscription_my lists the caller’s subscriptions, newest first', async () => {
  const { token } = await signInByCode(t, 'ann@example.com');
  expect((await t.call('GET', SUBSCRIPTIONS, { token })).json().data).toEqual({ subscriptions: [] });
  await t.call('POST', '/api/dev/accounts', { body: { email: 'ann@example.com', plan_id: 1 } });
  await t.call('POST', '/api/dev/accounts', { body: { email: 'ann@example.com', plan_id: 2 } });
  await t.call('POST', '/api/dev/accounts', { body: { email: 'bob@example.com', plan_id: 3 } });
  const { subscriptions } = (await t.call('GET', `${SUBSCRIPTIONS}?page=1`, { token })).json().data;
  expect(subscriptions).toHaveLength(2);
  expect(subscriptions[0]).toMatchObject({ plan_id: 2, status: 'active', currency: 'USD', amount: '59.88', auto_renew: true });
  expect(subscriptions[1]).toMatchObject({ plan_id: 1, amount: '12.99' });
});

test.each([
  ['no token', {}, 401],
  ['a malformed header', { authorization: 'Token abc' }, 50008],
  ['an unknown token', { authorization: `Bearer ${'a'.repeat(43)}` }, 50008],
  ['a token with SQL in it', { authorization: "Bearer ' OR 1=1 --" }, 50008],
])('account calls answer %s with 401', async (_case, headers, code) => {
  for (const path of [`${WEB}/profile`, SUBSCRIPTIONS]) {
    const res = await t.call('GET', path, { headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(code);
  }
});
