import { pressSandbox, startOrder } from '../payments/test-support.ts';
import { anonymousSignup, latestCode, login, mailsTo, requestCodeAsSite, signInByCode, startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const WEB = '/api/mms/account/v1/web';
const VICTIM = 'victim@example.com';
const ATTACKER_PASSWORD = 'Attack#123';
let t: TestApp;

beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
});

const profile = async (token: string) => (await t.call('GET', `${WEB}/profile`, { token })).json();
const validate = (body: Record<string, string>, token?: string) =>
  t.call('POST', `${WEB}/verification/validate`, { body, ...(token === undefined ? {} : { token }) });

async function codeFor(email: string): Promise<string> {
  await requestCodeAsSite(t, email);
  return latestCode(t, email);
}

test('a purchase made with someone else’s email does not pre-claim their account', async () => {
  const attacker = await anonymousSignup(t);
  const { session } = await startOrder(t, attacker.token, 'pd', { email: VICTIM });
  await pressSandbox(t, 'pd', session, 'approve');
  // A password without an email is refused, so the attacker has nothing to sign in with later.
  const setPassword = await t.call('POST', `${WEB}/set_password`, { token: attacker.token, body: { password: ATTACKER_PASSWORD } });
  expect(setPassword.statusCode).toBe(400);
  expect(setPassword.json().code).toBe(40014);

  const victim = await signInByCode(t, VICTIM);
  expect(victim.userId).not.toBe(attacker.userId);
  await t.call('POST', `${WEB}/user_ip/bind`, { token: victim.token, body: { ip: '198.51.100.7' } });

  expect((await profile(attacker.token)).data).toMatchObject({ user_id: attacker.userId, email: null, is_anonymous: true });
  const ips = await t.call('POST', `${WEB}/user_ip/query`, { token: attacker.token, body: { _span: 1 } });
  expect(ips.json().data.ips).toEqual([]);
  expect((await login(t, VICTIM, ATTACKER_PASSWORD)).json().code).toBe(40010);
  expect((await profile(victim.token)).data).toMatchObject({ user_id: victim.userId, email: VICTIM, is_password_set: false });

  const receipt = (await mailsTo(t, VICTIM)).find((mail) => /receipt/i.test(mail.subject));
  expect(receipt?.body).toMatch(/MV-\d{8}/);
});

test('the genuine buyer proves the address by code while holding the anonymous token and gets the purchase', async () => {
  const buyer = await anonymousSignup(t);
  const { orderId, session } = await startOrder(t, buyer.token, 'ps', { email: 'buyer@example.com' });
  await pressSandbox(t, 'ps', session, 'approve');
  const paidVip = (await profile(buyer.token)).data.vip;
  expect(paidVip.is_vip).toBe(true);

  const res = await validate({ email: 'buyer@example.com', code: await codeFor('buyer@example.com') }, buyer.token);
  expect(res.statusCode).toBe(200);
  const { data } = res.json();
  expect(data).toMatchObject({ token_type: 'Bearer', is_new_user: true, claimed: true, orders_moved: 1 });
  expect(data.user_id).not.toBe(buyer.userId);

  expect((await profile(data.token)).data).toMatchObject({
    user_id: data.user_id,
    email: 'buyer@example.com',
    is_anonymous: false,
    vip: { is_vip: true, expire_at: paidVip.expire_at },
  });
  const subscriptions = (await t.call('GET', '/api/mms/payment/v1/web/subscription_my', { token: data.token })).json().data.subscriptions;
  expect(subscriptions).toEqual([expect.objectContaining({ plan_id: 2, status: 'active' })]);
  const result = await t.call('POST', '/api/mms/payment/v1/providers/ps/purchase_result', {
    token: data.token,
    body: { order_id: orderId },
  });
  expect(result.json().data).toMatchObject({ order_id: orderId, state: 'approved' });
  // The anonymous account is closed: its token no longer works.
  expect((await profile(buyer.token)).code).toBe(50012);
});

test('claiming adds the anonymous time to an existing account’s VIP time and never shortens it', async () => {
  const owner = await signInByCode(t, 'owner@example.com');
  await t.call('POST', '/api/dev/accounts', { body: { email: 'owner@example.com', plan_id: 3 } });
  const ownerVip = (await profile(owner.token)).data.vip;
  const buyer = await anonymousSignup(t);
  const { session } = await startOrder(t, buyer.token, 'ps', { plan_id: 1 });
  await pressSandbox(t, 'ps', session, 'approve');
  const buyerVip = (await profile(buyer.token)).data.vip;

  const res = await validate({ email: 'owner@example.com', code: await codeFor('owner@example.com') }, buyer.token);
  expect(res.json().data).toMatchObject({ user_id: owner.userId, is_new_user: false, claimed: true, orders_moved: 1 });
  const merged = (await profile(owner.token)).data.vip;
  expect(merged.expire_at).toBe(ownerVip.expire_at + buyerVip.remain_time * 1000);
  const subscriptions = (await t.call('GET', '/api/mms/payment/v1/web/subscription_my', { token: owner.token })).json().data.subscriptions;
  expect(subscriptions.map((s: { plan_id: number }) => s.plan_id).sort()).toEqual([1, 3]);
});

test('a bearer token of an account with an email changes nothing in code sign-in', async () => {
  const ann = await signInByCode(t, 'ann@example.com');
  await t.call('POST', '/api/dev/accounts', { body: { email: 'ann@example.com', plan_id: 1 } });
  const res = await validate({ email: 'bob@example.com', code: await codeFor('bob@example.com') }, ann.token);
  expect(res.json().data).toMatchObject({ claimed: false, orders_moved: 0, is_new_user: true });
  expect((await profile(ann.token)).data).toMatchObject({ email: 'ann@example.com', vip: { is_vip: true } });
  expect((await profile(res.json().data.token)).data.vip.is_vip).toBe(false);
});

test('a wrong code claims nothing and leaves the anonymous account working', async () => {
  const buyer = await anonymousSignup(t);
  const code = await codeFor('buyer@example.com');
  const res = await validate({ email: 'buyer@example.com', code: code === '000000' ? '111111' : '000000' }, buyer.token);
  expect(res.json().code).toBe(40011);
  expect((await profile(buyer.token)).data.is_anonymous).toBe(true);
});

test('a claim moves the orders into the list and the bound addresses up to the limit', async () => {
  const owner = await signInByCode(t, 'owner@example.com');
  for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
    await t.call('POST', `${WEB}/user_ip/bind`, { token: owner.token, body: { ip } });
  }
  const buyer = await anonymousSignup(t);
  for (const ip of ['198.51.100.1', '198.51.100.2', '203.0.113.1']) {
    await t.call('POST', `${WEB}/user_ip/bind`, { token: buyer.token, body: { ip } });
  }
  const paid = await startOrder(t, buyer.token, 'ps');
  await pressSandbox(t, 'ps', paid.session, 'approve');
  await startOrder(t, buyer.token, 'rz');

  const res = await validate({ email: 'owner@example.com', code: await codeFor('owner@example.com') }, buyer.token);
  expect(res.json().data).toMatchObject({ claimed: true, orders_moved: 2 });
  const orders = (await t.call('GET', '/api/mms/payment/v1/web/orders', { token: owner.token })).json().data.orders;
  expect(orders.map((o: { order_no: string; state: string }) => [o.order_no, o.state])).toEqual([
    ['MV-00000002', 'pending'],
    ['MV-00000001', 'approved'],
  ]);
  const ips = (await t.call('POST', `${WEB}/user_ip/query`, { token: owner.token, body: { _span: 1 } })).json().data.ips;
  expect(ips.map((row: { ip: string }) => row.ip).sort()).toEqual([
    '198.51.100.1',
    '203.0.113.1',
    '203.0.113.2',
    '203.0.113.3',
    '203.0.113.4',
  ]);
});

test('a claimed anonymous token cannot claim again', async () => {
  const buyer = await anonymousSignup(t);
  await validate({ email: 'one@example.com', code: await codeFor('one@example.com') }, buyer.token);
  const again = await validate({ email: 'two@example.com', code: await codeFor('two@example.com') }, buyer.token);
  expect(again.statusCode).toBe(200);
  expect(again.json().data).toMatchObject({ claimed: false, orders_moved: 0 });
});
