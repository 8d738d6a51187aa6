/**
 * Test support for the payment tests (imported by *.test.ts only): starting purchases, playing
 * the sandbox page's buttons, signing webhook deliveries with the database's sandbox secret.
 */
import { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { TestApp } from '../testing/test-app.ts';
import { signWebhook } from './webhook-signature.ts';

export const PROVIDERS_PATH = '/api/mms/payment/v1/providers';
/** An allowed return_url (testConfig's CORS origin). */
export const RETURN_URL = 'http://localhost:3000/paystatus?platform=windows';

const startedData = z.object({
  data: z.object({ order_id: z.string(), redirect_url: z.string(), amount: z.string(), state: z.string() }),
});

/** The start call's path of a provider. */
export function startPath(provider: string): string {
  return provider === 'pd' ? `${PROVIDERS_PATH}/common/pd/prepurchase` : `${PROVIDERS_PATH}/${provider}/purchase`;
}

/** Starts a purchase of plan `planId` and returns the order id and the sandbox session id. */
export async function startOrder(t: TestApp, token: string, provider = 'ps', body: Record<string, unknown> = {}) {
  const res = await t.call('POST', startPath(provider), { token, body: { plan_id: 2, currency: 'USD', return_url: RETURN_URL, ...body } });
  if (res.statusCode !== 200) throw new Error(`starting a ${provider} purchase failed: ${res.body}`);
  const { data } = startedData.parse(res.json());
  const session = new URL(data.redirect_url).searchParams.get('session') ?? '';
  return { orderId: data.order_id, session, redirectUrl: data.redirect_url, amount: data.amount };
}

/** Base URL of the running test app. */
export function originOf(t: TestApp): string {
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('test app is not listening on a TCP port');
  return `http://${address.address}:${address.port}`;
}

/** Presses a button of the sandbox page (form post, redirects not followed). */
export async function pressSandbox(t: TestApp, provider: string, session: string, outcome: string): Promise<Response> {
  return fetch(`${originOf(t)}/sandbox/${provider}/checkout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session, outcome }).toString(),
  });
}

/** Runs `work` on a read-only connection to the app's database file. */
export function readDb<T>(t: TestApp, work: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(t.config.dbPath, { readOnly: true });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** The sandbox webhook secret of a provider in the app's database. */
export function webhookSecret(t: TestApp, provider: string): string {
  const row = readDb(t, (db) => db.prepare('SELECT webhook_secret FROM payment_provider_keys WHERE provider = ?').get(provider));
  return z.object({ webhook_secret: z.string() }).parse(row).webhook_secret;
}

/** Posts a webhook delivery; `signature` defaults to a valid one for the body at the app's clock. */
export async function postWebhook(t: TestApp, provider: string, event: unknown, signature?: string) {
  const body = JSON.stringify(event);
  const header = signature ?? signWebhook(webhookSecret(t, provider), body, t.clock.now());
  return t.call('POST', `${PROVIDERS_PATH}/${provider}/webhook`, {
    raw: body,
    headers: { 'content-type': 'application/json', 'x-app-type': '', 'x-payment-signature': header },
  });
}

/** How many subscriptions a user has. */
export function subscriptionCount(t: TestApp, userId: number): number {
  const row = readDb(t, (db) => db.prepare('SELECT COUNT(*) AS n FROM subscriptions WHERE user_id = ?').get(userId));
  return z.object({ n: z.number() }).parse(row).n;
}
