import { PROVIDERS_PATH, RETURN_URL, originOf, pressSandbox, startOrder, subscriptionCount } from '../payments/test-support.ts';
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

const page = (provider: string, session: string) =>
  t.call('GET', `/sandbox/${provider}/checkout?session=${session}`, { headers: { 'x-app-type': '' } });
const result = async (provider: string, orderId: string) =>
  (await t.call('POST', `${PROVIDERS_PATH}/${provider}/purchase_result`, { token, body: { order_id: orderId } })).json().data.state;

test('shows the payment with approve, decline and abandon choices', async () => {
  const { session, redirectUrl } = await startOrder(t, token, 'ps');
  expect(redirectUrl.startsWith(originOf(t))).toBe(true);
  const res = await page('ps', session);
  expect(res.statusCode).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(res.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:3000");
  expect(res.body).toContain('59.88 USD');
  for (const outcome of ['approve', 'decline', 'abandon']) expect(res.body).toContain(`name="outcome" value="${outcome}"`);
});

test.each([
  ['approve', 'approved'],
  ['decline', 'declined'],
  ['abandon', 'abandoned'],
])('%s sends the payer back to the site and finishes the order as %s', async (outcome, state) => {
  const { orderId, session } = await startOrder(t, token, 'so');
  const res = await pressSandbox(t, 'so', session, outcome);
  expect(res.status).toBe(303);
  const back = new URL(res.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/paystatus');
  expect(Object.fromEntries(back.searchParams)).toEqual({ platform: 'windows', order_id: orderId, provider: 'so' });
  expect(await result('so', orderId)).toBe(state);
});

test('a second press changes nothing and still sends the payer back', async () => {
  const { orderId, session } = await startOrder(t, token, 'rz');
  await pressSandbox(t, 'rz', session, 'approve');
  const again = await pressSandbox(t, 'rz', session, 'decline');
  expect(again.status).toBe(303);
  expect(await result('rz', orderId)).toBe('approved');
  expect(subscriptionCount(t, userId)).toBe(1);
  const finished = await page('rz', session);
  expect(finished.body).toContain('Payment already finished');
  expect(finished.body).toContain('order_id=');
});

test('answers 404 pages for an unknown session, a malformed one and another provider’s', async () => {
  const { session } = await startOrder(t, token, 'ps');
  for (const [provider, id] of [
    ['ps', 'cs_unknown_session_0000'],
    ['ps', '<script>'],
    ['tpa', session],
    ['gap', session],
  ] as const) {
    const res = await page(provider, id);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Payment not found');
  }
  expect((await pressSandbox(t, 'tpa', session, 'approve')).status).toBe(404);
});

test('refuses a form without a known outcome', async () => {
  const { session } = await startOrder(t, token, 'ps');
  const res = await pressSandbox(t, 'ps', session, 'refund');
  expect(res.status).toBe(400);
});

test('return_url keeps its own query and the site’s path', async () => {
  const { session } = await startOrder(t, token, 'pd', { return_url: `${RETURN_URL.replace('/paystatus', '/de/paystatus')}&x=1` });
  const res = await pressSandbox(t, 'pd', session, 'approve');
  expect(res.headers.get('location')).toMatch(
    /^http:\/\/localhost:3000\/de\/paystatus\?platform=windows&x=1&order_id=ord_[\w-]+&provider=pd$/,
  );
});
