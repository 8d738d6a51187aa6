/**
 * Webhook signatures: header `x-payment-signature: t=<unix seconds>,v1=<hex>` where v1 is
 * HMAC-SHA256 of `<t>.<raw body>` under the provider's webhook secret. A delivery is accepted
 * only within TOLERANCE_SECONDS of its timestamp, so an old captured delivery cannot be replayed
 * later; replays inside the window are caught by the event id (webhooks.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Name of the signature header. */
export const SIGNATURE_HEADER = 'x-payment-signature';

/** How far a delivery's timestamp may be from now, in seconds. */
export const TOLERANCE_SECONDS = 300;

/** Why a signature was refused. */
export type SignatureVerdict = 'ok' | 'invalid' | 'expired';

function digest(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The header value for `rawBody` signed at `nowMs`. */
export function signWebhook(secret: string, rawBody: string, nowMs: number): string {
  const timestamp = Math.floor(nowMs / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, rawBody)}`;
}

/**
 * Checks a signature header against `rawBody`: 'invalid' for a missing, malformed or wrong
 * signature, 'expired' for a right one outside the tolerance window, else 'ok'.
 */
export function verifyWebhook(secret: string, rawBody: string, header: string | undefined, nowMs: number): SignatureVerdict {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header?.trim() ?? '');
  if (match === null) return 'invalid';
  const timestamp = Number(match[1]);
  const given = Buffer.from(match[2] ?? '', 'hex');
  const expected = Buffer.from(digest(secret, timestamp, rawBody), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Math.abs(nowMs / 1000 - timestamp) > TOLERANCE_SECONDS ? 'expired' : 'ok';
}
