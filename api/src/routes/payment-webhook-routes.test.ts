import { PROVIDERS_PATH, postWebhook, startOrder, subscriptionCount, webhookSecret } from '../payments/test-support.ts';
import { signWebhook } from '../payments/webhook-signature.ts';
import { signInByCode, startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

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

const event = (session: string, type = 'payment.approved', id = 'evt_0123456789abcdef') => ({ id, type, data: { session_id: session } });
const state = async (orderId: string, provider = 'ps') =>
  (await t.call('POST', `${PROVIDERS_PATH}/${provider}/purchase_result`, { token, body: { order_id: orderId } })).json().data.state;

test('a signed approval finishes the order and grants the subscription', async () => {
  const { orderId, session } = await startOrder(t, token, 'ps');
  const res = await postWebhook(t, 'ps', event(session));
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toEqual({ received: true, duplicate: false, applied: true, order_id: orderId, state: 'approved' });
  expect(await state(orderId)).toBe('approved');
  expect(subscriptionCount(t, userId)).toBe(1);
});

test('a replayed delivery is acknowledged and changes nothing', async () => {
  const { orderId, session } = await startOrder(t, token, 'ps');
  await postWebhook(t, 'ps', event(session));
  const replay = await postWebhook(t, 'ps', event(session));
  expect(replay.statusCode).toBe(200);
  expect(replay.json().data).toMatchObject({ duplicate: true, applied: false, state: 'approved', order_id: orderId });
  expect(subscriptionCount(t, userId)).toBe(1);
});

test('a repeated callback under a new event id never creates a second subscription', async () => {
  const { session } = await startOrder(t, token, 'rz');
  await postWebhook(t, 'rz', event(session, 'payment.approved', 'evt_first_event_1'));
  const again = await postWebhook(t, 'rz', event(session, 'payment.approved', 'evt_second_event_2'));
  expect(again.json().data).toMatchObject({ duplicate: false, applied: false, state: 'approved' });
  expect(subscriptionCount(t, userId)).toBe(1);
});

test('no event moves an order out of a final state', async () => {
  const { orderId, session } = await startOrder(t, token, 'tpa');
  await postWebhook(t, 'tpa', event(session, 'payment.declined', 'evt_declined_000001'));
  const later = await postWebhook(t, 'tpa', event(session, 'payment.approved', 'evt_approved_000002'));
  expect(later.json().data).toMatchObject({ applied: false, state: 'declined' });
  expect(await state(orderId, 'tpa')).toBe('declined');
  expect(subscriptionCount(t, userId)).toBe(0);
});

test('a forged signature is refused and changes nothing', async () => {
  const { orderId, session } = await startOrder(t, token, 'ps');
  const forged = await postWebhook(
    t,
    'ps',
    event(session),
    signWebhook('not-the-secret-not-the-secret-00', JSON.stringify(event(session)), t.clock.now()),
  );
  expect(forged.statusCode).toBe(400);
  expect(forged.json()).toEqual({ code: 40034, message: 'webhook signature is invalid' });
  const unsigned = await postWebhook(t, 'ps', event(session), '');
  expect(unsigned.json().code).toBe(40034);
  expect(await state(orderId)).toBe('pending');
});

test('another provider’s secret does not sign for this one', async () => {
  const { session } = await startOrder(t, token, 'ps');
  const body = JSON.stringify(event(session));
  const res = await postWebhook(t, 'ps', event(session), signWebhook(webhookSecret(t, 'rz'), body, t.clock.now()));
  expect(res.json().code).toBe(40034);
});

test('a delivery signed more than five minutes ago is refused as a replay', async () => {
  const { orderId, session } = await startOrder(t, token, 'ps');
  const body = JSON.stringify(event(session));
  const old = signWebhook(webhookSecret(t, 'ps'), body, t.clock.now());
  t.clock.advance(301_000);
  const res = await postWebhook(t, 'ps', event(session), old);
  expect(res.json()).toEqual({ code: 40035, message: 'webhook timestamp is outside the tolerance window' });
  expect(await state(orderId)).toBe('pending');
});

test('refuses an unknown provider, an unknown session and another provider’s session', async () => {
  const { session } = await startOrder(t, token, 'ps');
  const signed = signWebhook(webhookSecret(t, 'ps'), JSON.stringify(event(session)), t.clock.now());
  expect((await postWebhook(t, 'gap', event(session), signed)).statusCode).toBe(404);
  expect((await postWebhook(t, 'ps', event('cs_unknown_session_0000'))).statusCode).toBe(404);
  expect((await postWebhook(t, 'so', event(session))).json()).toEqual({ code: 404, message: 'payment session not found' });
});

test('refuses a signed body that is not JSON or not an event, without a 500', async () => {
  const raw = '{not json';
  const res = await t.call('POST', `${PROVIDERS_PATH}/ps/webhook`, {
    raw,
    headers: { 'content-type': 'application/json', 'x-payment-signature': signWebhook(webhookSecret(t, 'ps'), raw, t.clock.now()) },
  });
  expect(res.json().code).toBe(40001);
  const wrong = await postWebhook(t, 'ps', { id: 'evt_0123456789abcdef', type: 'payment.refunded', data: {} });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().code).toBe(40000);
  const form = await t.call('POST', `${PROVIDERS_PATH}/ps/webhook`, { raw: 'a=1', headers: { 'content-type': 'text/plain' } });
  expect(form.statusCode).toBe(415);
});
