/**
 * Provider webhooks: signed result notifications (webhook-signature.ts). A delivery is checked,
 * its event id recorded (a repeated id is acknowledged and ignored) and its result applied to
 * the order of the session it names, all in one transaction. The sandbox provider delivers its
 * events through `deliverSandboxEvent`, which signs them and runs them through the same check
 * a real provider's HTTP delivery meets.
 */
import { randomBytes } from 'node:crypto';
import { apiError, ok } from '@meridian/shared/result';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { inTransaction, run } from '../db/database.ts';
import { ErrorCode, issueFields, notFound, validationError, type ApiResult } from '../http/errors.ts';
import type { FinalState, OrderState } from './order-states.ts';
import { getOrder } from './orders.ts';
import { PaymentErrorCode } from './payment-errors.ts';
import { providerKeys } from './provider-keys.ts';
import type { ProviderId } from './providers.ts';
import { expireIfLapsed, settleOrder } from './settle.ts';
import { signWebhook, verifyWebhook } from './webhook-signature.ts';

/** Event types and the final state each one reports. */
const EVENT_STATES = {
  'payment.approved': 'approved',
  'payment.declined': 'declined',
  'payment.abandoned': 'abandoned',
} as const satisfies Record<string, FinalState>;

/** A webhook event type. */
export type WebhookEventType = keyof typeof EVENT_STATES;

const eventSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_-]{8,64}$/, 'id must be an event id'),
  type: z.enum(['payment.approved', 'payment.declined', 'payment.abandoned']),
  data: z.object({ session_id: z.string().min(1).max(128) }),
});

/** What handling a delivery did; `duplicate` means the event id was seen before. */
export interface WebhookOutcome {
  readonly received: true;
  readonly duplicate: boolean;
  readonly applied: boolean;
  readonly order_id: string;
  readonly state: OrderState;
}

function parseEvent(rawBody: string): ApiResult<z.infer<typeof eventSchema>> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return apiError(400, ErrorCode.badJson, 'request body is not valid JSON');
  }
  const parsed = eventSchema.safeParse(json);
  return parsed.success ? ok(parsed.data) : validationError(issueFields(parsed.error.issues));
}

/**
 * Handles one delivery of `provider`'s webhook.
 * @returns what it did, or the refusal 400 40034 bad signature, 400 40035 timestamp outside 5
 *   minutes, 400 40000/40001 bad body, 404 when the session is not one of this provider's orders
 */
export function handleWebhook(
  ctx: AppContext,
  provider: ProviderId,
  rawBody: string,
  signature: string | undefined,
): ApiResult<WebhookOutcome> {
  const verdict = verifyWebhook(providerKeys(ctx, provider).webhook_secret, rawBody, signature, ctx.now());
  if (verdict === 'invalid') return apiError(400, PaymentErrorCode.webhookSignature, 'webhook signature is invalid');
  if (verdict === 'expired') return apiError(400, PaymentErrorCode.webhookExpired, 'webhook timestamp is outside the tolerance window');
  const parsed = parseEvent(rawBody);
  if (!parsed.ok) return parsed;
  const event = parsed.value;
  return inTransaction(ctx.db, (): ApiResult<WebhookOutcome> => {
    const found = getOrder(ctx, 'session_id', event.data.session_id);
    // Nothing is written before this check, so the refusal leaves nothing to roll back.
    if (found === undefined || found.provider !== provider) return notFound('payment session');
    const first =
      run(
        ctx.db,
        'INSERT OR IGNORE INTO payment_webhook_events (provider, event_id, order_id, received_at) VALUES (?, ?, ?, ?)',
        provider,
        event.id,
        found.id,
        ctx.now(),
      ).changes === 1;
    if (!first) {
      const order = expireIfLapsed(ctx, found);
      return ok({ received: true, duplicate: true, applied: false, order_id: order.id, state: order.state });
    }
    const settled = settleOrder(ctx, found, EVENT_STATES[event.type]);
    return ok({ received: true, duplicate: false, applied: settled.applied, order_id: found.id, state: settled.state });
  });
}

/** Builds a signed delivery of `type` for a session, as the provider would send it. */
export function signedEvent(ctx: AppContext, provider: ProviderId, sessionId: string, type: WebhookEventType) {
  const body = JSON.stringify({
    id: `evt_${randomBytes(16).toString('base64url')}`,
    type,
    created: Math.floor(ctx.now() / 1000),
    data: { session_id: sessionId },
  });
  return { body, signature: signWebhook(providerKeys(ctx, provider).webhook_secret, body, ctx.now()) };
}

/**
 * The sandbox provider's delivery: a signed event handled in-process like an HTTP delivery.
 * @throws Error when the delivery is refused: this process signed it for a session it holds, so a
 *   refusal is a bug, not an expected failure
 */
export function deliverSandboxEvent(ctx: AppContext, provider: ProviderId, sessionId: string, type: WebhookEventType): WebhookOutcome {
  const { body, signature } = signedEvent(ctx, provider, sessionId, type);
  const outcome = handleWebhook(ctx, provider, body, signature);
  if (!outcome.ok) throw new Error(`Delivering the sandbox event ${type} of session ${sessionId}: refused (${outcome.error.message})`);
  return outcome.value;
}
