import { PROVIDERS_PATH, RETURN_URL, pressSandbox, readDb, startOrder, startPath, subscriptionCount } from '../payments/test-support.ts';
import { captchaToken, mailsTo, signInByCode, startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const WEB = '/api/mms/account/v1/web';
let t: TestApp;
let token: string;
let userId: number;

beforeEach(async () => {
  t = await startTestApp();
  ({ token, userId } = await signInByCode(t, 'ann@example.com'));
});
afterEach(async () => {
  await t.close();
});

const resultPath = (provider: string) => `${PROVIDERS_PATH}/${provider}/purchase_result`;

describe('starting a purchase', () => {
  test.each(['pd', 'ps', 'rz', 'tpa', 'so'])('%s answers a pending order and the sandbox page to send the payer to', async (provider) => {
    const res = await t.call('POST', startPath(provider), { token, body: { plan_id: 2, currency: 'USD', return_url: RETURN_URL } });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ provider, plan_id: 2, state: 'pending', final: false, currency: 'USD', amount: '59.88', sandbox: true });
    expect(data.order_id).toMatch(/^ord_/);
    const url = new URL(data.redirect_url);
    expect(`${url.origin}${url.pathname}`).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/sandbox/${provider}/checkout$`));
    expect(url.searchParams.get('session')).toMatch(/^cs_/);
    if (provider === 'so') {
      expect(data.web_url).toBe(data.redirect_url);
      expect(data.status).toBe('incomplete');
    }
  });

  test('charges the trial price on a first purchase and the full price afterwards', async () => {
    const first = await startOrder(t, token, 'ps', { plan_id: 1 });
    expect(first.amount).toBe('0.99');
    await pressSandbox(t, 'ps', first.session, 'approve');
    expect((await startOrder(t, token, 'ps', { plan_id: 1 })).amount).toBe('12.99');
  });

  test('prices in the currency asked for, else in the caller country’s', async () => {
    expect((await startOrder(t, token, 'ps', { currency: 'gbp' })).amount).toBe('47.88');
    expect((await startOrder(t, token, 'ps', { currency: undefined })).amount).toBe('59.88');
  });

  test('stores the affiliate marker, the invite data and the email with the order', async () => {
    const { orderId } = await startOrder(t, token, 'rz', {
      email: 'Buyer@example.com',
      _cps: { type: 'cj', cookie: 'cje-123' },
      invite_type: 30001,
      invite_code: 'u42',
    });
    const row = readDb(t, (db) =>
      db
        .prepare('SELECT email, affiliate_type, affiliate_cookie, invite_type, invite_code, return_url FROM payment_orders WHERE id = ?')
        .get(orderId),
    );
    expect(row).toEqual({
      email: 'buyer@example.com',
      affiliate_type: 'cj',
      affiliate_cookie: 'cje-123',
      invite_type: 30001,
      invite_code: 'u42',
      return_url: RETURN_URL,
    });
  });

  test('needs a bearer token', async () => {
    const res = await t.call('POST', startPath('ps'), { body: { plan_id: 2, return_url: RETURN_URL } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(401);
  });

  test('names invalid fields', async () => {
    const res = await t.call('POST', startPath('tpa'), { token, body: { plan_id: 'x', _cps: { type: 'other' }, invite_type: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(40000);
    expect(
      res
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['_cps.cookie', '_cps.type', 'invite_type', 'plan_id', 'return_url']);
  });

  test.each([
    ['a return_url on another site', { return_url: 'https://evil.example.org/paystatus' }, 400, 40031],
    ['an unknown plan', { plan_id: 99 }, 404, 404],
    ['a currency the plan is not sold in', { currency: 'EUR' }, 400, 40032],
  ])('refuses %s', async (_case, override, status, code) => {
    const res = await t.call('POST', startPath('ps'), { token, body: { plan_id: 2, return_url: RETURN_URL, ...override } });
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
  });

  test('refuses a provider the payment params disable', async () => {
    const params = (await t.call('GET', `${PROVIDERS_PATH}/common/params`)).json().data;
    const providers = params.providers.map((p: { id: string }) => ({ id: p.id, enabled: p.id !== 'rz' }));
    await t.call('PUT', '/api/dev/site-config/payment_common_params', { body: { ...params, currencies: undefined, providers } });
    const res = await t.call('POST', startPath('rz'), { token, body: { plan_id: 2, return_url: RETURN_URL } });
    expect(res.json()).toEqual({ code: 40030, message: 'payment provider rz is not available' });
  });

  test('requires X-App-Type 501', async () => {
    const res = await t.call('POST', startPath('ps'), {
      token,
      headers: { 'x-app-type': '' },
      body: { plan_id: 2, return_url: RETURN_URL },
    });
    expect(res.json().code).toBe(40002);
  });
});

describe('purchase results', () => {
  test('read pending, then approved once the provider approves, with the subscription and VIP time granted', async () => {
    const { orderId, session } = await startOrder(t, token, 'so');
    const pending = (await t.call('POST', resultPath('so'), { token, body: { order_id: orderId } })).json().data;
    expect(pending).toMatchObject({ order_id: orderId, state: 'pending', status: 'incomplete', final: false, subscription_id: null });

    await pressSandbox(t, 'so', session, 'approve');
    const done = (await t.call('POST', resultPath('so'), { token, body: { order_id: orderId } })).json().data;
    expect(done).toMatchObject({ state: 'approved', status: 'active', final: true });
    expect(done.subscription_id).toEqual(expect.any(Number));

    const { subscriptions } = (await t.call('GET', '/api/mms/payment/v1/web/subscription_my', { token })).json().data;
    expect(subscriptions).toEqual([
      expect.objectContaining({ id: done.subscription_id, plan_id: 2, provider: 'so', status: 'active', amount: '59.88' }),
    ]);
    const profile = (await t.call('GET', `${WEB}/profile`, { token })).json().data;
    // Bought 2026-11-21T12:00Z: a 12-month term ends on the same calendar day a year later.
    expect(profile.vip).toMatchObject({ is_vip: true, remain_time: 365 * 24 * 3600, expire_at: Date.parse('2027-11-21T12:00:00Z') });
    expect(subscriptions[0].expires_at).toBe(Date.parse('2027-11-21T12:00:00Z'));
  });

  test('a second approved purchase of the same plan adds its term to the subscription’s current end', async () => {
    for (let i = 0; i < 2; i += 1) {
      const { session } = await startOrder(t, token, 'ps');
      await pressSandbox(t, 'ps', session, 'approve');
      t.clock.advance(10 * 60 * 1000);
    }
    expect(subscriptionCount(t, userId)).toBe(1);
    const profile = (await t.call('GET', `${WEB}/profile`, { token })).json().data;
    expect(profile.vip.expire_at).toBe(Date.parse('2028-11-21T12:00:00Z'));
    const { subscriptions } = (await t.call('GET', '/api/mms/payment/v1/web/subscription_my', { token })).json().data;
    expect(subscriptions[0].expires_at).toBe(Date.parse('2028-11-21T12:00:00Z'));
  });

  test('gap/purchase_result answers the orders of pd and s1, each provider’s own call only its own', async () => {
    const pd = await startOrder(t, token, 'pd');
    expect((await t.call('POST', resultPath('gap'), { token, body: { order_id: pd.orderId } })).json().data.provider).toBe('pd');
    const wrong = await t.call('POST', resultPath('rz'), { token, body: { order_id: pd.orderId } });
    expect(wrong.statusCode).toBe(404);
  });

  test('never shows one customer’s order to another', async () => {
    const { orderId } = await startOrder(t, token, 'ps');
    const other = await signInByCode(t, 'bob@example.com');
    const res = await t.call('POST', resultPath('ps'), { token: other.token, body: { order_id: orderId } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: 'order not found' });
  });

  test('refuses a malformed order id and a missing token', async () => {
    expect((await t.call('POST', resultPath('tpa'), { token, body: { order_id: '1 OR 1=1' } })).json().code).toBe(40000);
    expect((await t.call('POST', resultPath('tpa'), { body: { order_id: 'ord_aaaaaaaaaaaaaaaaaaaa' } })).statusCode).toBe(401);
  });

  test('a payer who never comes back leaves the order abandoned after 30 minutes, for good', async () => {
    const { orderId, session } = await startOrder(t, token, 'tpa');
    t.clock.advance(30 * 60 * 1000);
    const res = (await t.call('POST', resultPath('tpa'), { token, body: { order_id: orderId } })).json().data;
    expect(res).toMatchObject({ state: 'abandoned', final: true });
    await pressSandbox(t, 'tpa', session, 'approve');
    expect((await t.call('POST', resultPath('tpa'), { token, body: { order_id: orderId } })).json().data.state).toBe('abandoned');
    expect(subscriptionCount(t, userId)).toBe(0);
  });
});

describe('s1', () => {
  const body = async () => ({
    plan_id: 3,
    currency: 'USD',
    return_url: RETURN_URL,
    public_key: (await t.call('GET', `${PROVIDERS_PATH}/s1/publickey`)).json().data.public_key,
  });

  test('publickey answers the sandbox key without a token', async () => {
    const res = await t.call('GET', `${PROVIDERS_PATH}/s1/publickey`);
    expect(res.json().data).toEqual({ provider: 's1', public_key: expect.stringMatching(/^pk_sandbox_s1_/), sandbox: true });
  });

  test('create_subscription takes a v3 captcha under the r3 path and answers the sandbox page', async () => {
    const recasign = await captchaToken(t, 'v3');
    const res = await t.call('POST', `/ws/mm/reca/r3${PROVIDERS_PATH}/s1/create_subscription`, {
      token,
      body: { ...(await body()), recasign },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ provider: 's1', state: 'pending', amount: '95.76' });
    expect(data.redirect_url).toContain('/sandbox/s1/checkout?session=cs_');
    const session = new URL(data.redirect_url).searchParams.get('session') ?? '';
    await pressSandbox(t, 's1', session, 'decline');
    expect((await t.call('POST', resultPath('gap'), { token, body: { order_id: data.order_id } })).json().data.state).toBe('declined');
  });

  test('create_subscription refuses an empty, a forged and a v2 captcha token', async () => {
    const path = `${PROVIDERS_PATH}/s1/create_subscription`;
    expect((await t.call('POST', path, { token, body: await body() })).json()).toEqual({
      code: 40003,
      message: 'recaptcha token is empty',
    });
    expect((await t.call('POST', path, { token, body: { ...(await body()), recasign: 'a.b' } })).json().code).toBe(40004);
    const v2 = await captchaToken(t, 'v2');
    expect((await t.call('POST', path, { token, body: { ...(await body()), recasign: v2 } })).json().code).toBe(40004);
  });

  test('create_subscription refuses a stale public key before spending the captcha', async () => {
    const recasign = await captchaToken(t, 'v3');
    const path = `${PROVIDERS_PATH}/s1/create_subscription`;
    const res = await t.call('POST', path, { token, body: { ...(await body()), public_key: 'pk_old', recasign } });
    expect(res.json().code).toBe(40033);
    expect((await t.call('POST', path, { token, body: { ...(await body()), recasign } })).statusCode).toBe(200);
  });
});

test('anonymous signup at purchase: the email given is only the receipt address, never the account’s', async () => {
  const signup = (await t.call('POST', `/ws/mm/reca/r3${WEB}/anonymous_signup`, { body: { recasign: await captchaToken(t, 'v3') } })).json()
    .data;
  const { session, orderId } = await startOrder(t, signup.token, 'pd', { email: 'new@example.com' });
  await pressSandbox(t, 'pd', session, 'approve');
  const profile = (await t.call('GET', `${WEB}/profile`, { token: signup.token })).json().data;
  expect(profile).toMatchObject({ email: null, is_anonymous: true, vip: { is_vip: true } });
  const result = (
    await t.call('POST', `${PROVIDERS_PATH}/gap/purchase_result`, { token: signup.token, body: { order_id: orderId } })
  ).json().data;
  expect(result).toMatchObject({ state: 'approved', receipt_email: 'new@example.com' });
  expect((await mailsTo(t, 'new@example.com')).map((mail) => mail.subject)).toEqual([
    expect.stringMatching(/^Your receipt for order MV-\d{8}$/),
  ]);
});

test('an email already in use stays with its owner', async () => {
  const signup = (await t.call('POST', `${WEB}/anonymous_signup`, { body: { recasign: await captchaToken(t, 'v3') } })).json().data;
  const { session } = await startOrder(t, signup.token, 'pd', { email: 'ann@example.com' });
  await pressSandbox(t, 'pd', session, 'approve');
  const profile = (await t.call('GET', `${WEB}/profile`, { token: signup.token })).json().data;
  expect(profile).toMatchObject({ email: null, is_anonymous: true, vip: { is_vip: true } });
});
