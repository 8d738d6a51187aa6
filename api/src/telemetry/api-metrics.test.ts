/**
 * The api's metrics (decision 056) after real calls over HTTP: route patterns, sign-ins by way
 * and outcome, a lockout, a purchase started and settled. The counters are the process's own,
 * so each assertion reads how much a step added.
 */
import { pressSandbox, startOrder } from '../payments/test-support.ts';
import { captchaToken, signInByCode, signUpWithPassword, startTestApp, type TestApp } from '../testing/test-app.ts';
import { API_METRICS } from './api-metrics.ts';

const WEB = '/api/mms/account/v1/web';
let t: TestApp;
jest.setTimeout(60_000);

beforeEach(async () => {
  t = await startTestApp({
    rateLimits: {
      windowSeconds: 900,
      login: { perIp: 100, perAccount: 2 },
      verification: { perIp: 100, perAccount: 100 },
      contact: { perIp: 10, perAccount: 3 },
    },
  });
});
afterEach(async () => t.close());

async function value(line: string): Promise<number> {
  const found = (await API_METRICS.metrics()).split('\n').find((text) => text.startsWith(`${line} `));
  return found === undefined ? 0 : Number(found.slice(line.length + 1));
}

test('requests are counted by route pattern, never by path; an unknown path is unmatched', async () => {
  await t.call('GET', '/sandbox/not-a-provider-xyz/checkout?session=cs_1');
  await t.call('GET', '/no/such/path-abc');
  const text = await API_METRICS.metrics();
  expect(text).not.toMatch(/not-a-provider-xyz|path-abc/);
  expect(text).toMatch(
    /meridian_api_http_request_duration_seconds_count\{route="\/sandbox\/:provider\/checkout",method="GET",status="\d+"\} \d+/,
  );
  expect(text).toMatch(/meridian_api_http_request_duration_seconds_count\{route="unmatched",method="GET",status="404"\} \d+/);
});

test('sign-ins by way and outcome, and a lockout when a key passes its limit', async () => {
  await signUpWithPassword(t, 'lee@example.com', 'Lee#123456');
  const ok = 'meridian_api_sign_ins_total{way="password",outcome="ok"}';
  const refused = 'meridian_api_sign_ins_total{way="password",outcome="refused"}';
  const locked = 'meridian_api_sign_ins_total{way="password",outcome="locked"}';
  const before = {
    ok: await value(ok),
    refused: await value(refused),
    locked: await value(locked),
    lockouts: await value('meridian_api_lockouts_total'),
  };
  const attempt = async (password: string) =>
    t.call('POST', `${WEB}/login`, { body: { email: 'lee@example.com', password, recasign: await captchaToken(t, 'v2') } });
  expect((await attempt('Lee#123456')).statusCode).toBe(200);
  for (let tries = 0; tries < 3; tries += 1) await attempt('wrong-password');
  expect(await value(ok)).toBe(before.ok + 1);
  expect(await value(refused)).toBeGreaterThan(before.refused);
  expect(await value(locked)).toBeGreaterThan(before.locked);
  expect(await value('meridian_api_lockouts_total')).toBe(before.lockouts + 1);
});

test('purchases by provider: started, then the state the order settled in', async () => {
  const { token } = await signInByCode(t, 'ann@example.com');
  const started = 'meridian_api_purchases_total{provider="ps",outcome="started"}';
  const approved = 'meridian_api_purchases_total{provider="ps",outcome="approved"}';
  const before = { started: await value(started), approved: await value(approved) };
  const order = await startOrder(t, token, 'ps', { plan_id: 1 });
  await pressSandbox(t, 'ps', order.session, 'approve');
  expect(await value(started)).toBe(before.started + 1);
  expect(await value(approved)).toBe(before.approved + 1);
});
