import { PROVIDERS_PATH, pressSandbox, startOrder } from '../payments/test-support.ts';
import { mailsTo, signInByCode, startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const ORDERS = '/api/mms/payment/v1/web/orders';
let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await startTestApp();
  ({ token } = await signInByCode(t, 'ann@example.com'));
});
afterEach(async () => {
  await t.close();
});

const orders = async (bearer = token) => (await t.call('GET', ORDERS, { token: bearer })).json().data.orders;

test('purchase start and purchase_result answer the order number', async () => {
  const first = await t.call('POST', `${PROVIDERS_PATH}/ps/purchase`, {
    token,
    body: { plan_id: 2, currency: 'USD', return_url: 'http://localhost:3000/paystatus' },
  });
  const second = await startOrder(t, token, 'rz');
  expect(first.json().data.order_no).toBe('MV-00000001');
  const result = await t.call('POST', `${PROVIDERS_PATH}/rz/purchase_result`, { token, body: { order_id: second.orderId } });
  expect(result.json().data.order_no).toBe('MV-00000002');
});

test('lists the caller’s orders newest first with receipt fields and no internal codes', async () => {
  const approved = await startOrder(t, token, 'ps', { plan_id: 1 });
  await pressSandbox(t, 'ps', approved.session, 'approve');
  t.clock.advance(60_000);
  await startOrder(t, token, 'so', { plan_id: 3, currency: 'GBP' });
  const list = await orders();
  expect(list).toEqual([
    {
      order_no: 'MV-00000002',
      created_at: t.clock.now(),
      finished_at: null,
      state: 'pending',
      plan_id: 3,
      term_months: 24,
      amount: '71.76',
      currency: 'GBP',
      provider_label: 'Subscription checkout',
      period_end: null,
    },
    {
      order_no: 'MV-00000001',
      created_at: t.clock.now() - 60_000,
      finished_at: t.clock.now() - 60_000,
      state: 'approved',
      plan_id: 1,
      term_months: 1,
      amount: '0.99',
      currency: 'USD',
      provider_label: 'Digital wallet',
      period_end: Date.parse('2026-12-21T12:00:00Z'),
    },
  ]);
  expect(JSON.stringify(list)).not.toMatch(/ord_|cs_|"ps"|"so"/);
});

test('a lapsed pending order reads as abandoned, finished when its session expired', async () => {
  await startOrder(t, token, 'tpa');
  const started = t.clock.now();
  t.clock.advance(31 * 60 * 1000);
  expect((await orders())[0]).toMatchObject({ state: 'abandoned', finished_at: started + 30 * 60 * 1000, period_end: null });
});

test('shows no one else’s orders and needs a token', async () => {
  await startOrder(t, token, 'ps');
  const bob = await signInByCode(t, 'bob@example.com');
  expect(await orders(bob.token)).toEqual([]);
  const res = await t.call('GET', ORDERS);
  expect(res.statusCode).toBe(401);
  expect(res.json().code).toBe(401);
});

test('the receipt names the order, plan, amount, end of the paid time and how to see it', async () => {
  const { session } = await startOrder(t, token, 'ps', { email: 'receipts@example.com' });
  await pressSandbox(t, 'ps', session, 'approve');
  const [receipt] = await mailsTo(t, 'receipts@example.com');
  expect(receipt?.subject).toBe('Your receipt for order MV-00000001');
  for (const line of [
    'Order number: MV-00000001',
    'Plan: 1 year (12 months)',
    'Amount: 59.88 USD',
    'Payment method: Digital wallet',
    'Paid until: 2027-11-21 12:00 UTC',
    'sign in with a code sent to this address',
  ]) {
    expect(receipt?.body).toContain(line);
  }
  expect(await mailsTo(t, 'ann@example.com')).toHaveLength(1);
});

test('without an email on the order the receipt goes to the account’s address', async () => {
  const { session } = await startOrder(t, token, 'ps');
  await pressSandbox(t, 'ps', session, 'approve');
  expect((await mailsTo(t, 'ann@example.com')).map((mail) => mail.subject)).toContain('Your receipt for order MV-00000001');
});
