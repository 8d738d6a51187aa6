/**
 * The payment calls of the API contract (decision 026) under /api/mms/payment/v1/providers (bearer token
 * required except s1/publickey). Purchases start a pending order and answer the provider page
 * to send the payer to; results are read with the purchase_result calls. Shapes and codes:
 * payments/README.md.
 */
import { API_PATH, purchaseResultPath } from '@meridian/shared/api-contract';
import { purchaseCall, purchaseResultCall, s1CreateSubscriptionCall, s1PublicKeyCall } from '@meridian/shared/api-schemas';
import { apiError, ok } from '@meridian/shared/result';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/sessions.ts';
import { requireCaptcha } from '../captcha/captcha.ts';
import { inTransaction } from '../db/database.ts';
import { answer } from '../http/answer.ts';
import { reply } from '../http/envelope.ts';
import { parseInput, requestOf } from '../http/validate.ts';
import { orderView, requireOwnOrder } from '../payments/orders.ts';
import { PaymentErrorCode } from '../payments/payment-errors.ts';
import { providerKeys } from '../payments/provider-keys.ts';
import { REDIRECT_PROVIDERS } from '../payments/providers.ts';
import type { ProviderId } from '../payments/providers.ts';
import {
  createSubscriptionBody as subscriptionInput,
  purchaseBody as purchaseInput,
  resultBody as resultInput,
} from '../payments/purchase-input.ts';
import { expireIfLapsed } from '../payments/settle.ts';
import { requireEnabledProvider, startPurchase } from '../payments/start-purchase.ts';
import { PAYMENT_V1, RECAPTCHA_V3_PREFIX } from './paths.ts';
import type { RouteModule } from './paths.ts';

const PROVIDERS_PATH = `${PAYMENT_V1}/providers`;
// The api's rules for each body, checked against the shared contract's (decision 026).
const purchaseBody = requestOf(purchaseCall(API_PATH.prepurchase), purchaseInput);
const createSubscriptionBody = requestOf(s1CreateSubscriptionCall, subscriptionInput);
const resultBody = requestOf(purchaseResultCall(purchaseResultPath('pd')), resultInput);

/**
 * POST providers/common/pd/prepurchase, providers/{ps,rz,tpa,so}/purchase (bearer) body
 *   `{ plan_id, currency?, return_url, email?, _cps?, invite_type?, invite_code? }` ->
 *   `{ order_id, order_no, provider, plan_id, state: 'pending', status, final, currency, amount,
 *   subscription_id: null, expires_at, redirect_url, sandbox }`; so adds `web_url` (= redirect_url).
 *   `email` is the receipt address only; it never becomes the account's.
 * POST providers/{ps,rz,tpa,so}/purchase_result (bearer) `{ order_id }` -> the order view;
 *   404 for an order of someone else or of another provider.
 * POST providers/gap/purchase_result (bearer) `{ order_id }` -> the order view of any provider
 *   (the result call of pd and s1 orders).
 * GET providers/s1/publickey -> `{ provider: 's1', public_key, sandbox }`.
 * POST providers/s1/create_subscription (bearer; captcha v3 `recasign`; also under /ws/mm/reca/r3)
 *   `{ ...purchase body, public_key }` -> as purchase, status 'pending'.
 */
export const paymentRoutes: RouteModule = (app, ctx) => {
  app.post(
    `${PROVIDERS_PATH}/common/pd/prepurchase`,
    answer(async (request: FastifyRequest) => {
      const session = requireUser(ctx, request);
      if (!session.ok) return session;
      const body = parseInput(purchaseBody, request.body);
      if (!body.ok) return body;
      const started = await startPurchase(ctx, request, session.value.userId, 'pd', body.value);
      return started.ok ? ok(reply(purchaseCall(API_PATH.prepurchase), started.value)) : started;
    }),
  );

  for (const provider of REDIRECT_PROVIDERS) {
    app.post(
      `${PROVIDERS_PATH}/${provider}/purchase`,
      answer(async (request: FastifyRequest) => {
        const session = requireUser(ctx, request);
        if (!session.ok) return session;
        const body = parseInput(purchaseBody, request.body);
        if (!body.ok) return body;
        const started = await startPurchase(ctx, request, session.value.userId, provider, body.value);
        if (!started.ok) return started;
        // so answers with the provider's `web_url`; the site reads `redirect_url` (rule checkout.provider-success).
        const view = started.value;
        return ok(
          reply(purchaseCall(`${PROVIDERS_PATH}/${provider}/purchase`), provider === 'so' ? { ...view, web_url: view.redirect_url } : view),
        );
      }),
    );
  }

  const result = (provider: ProviderId | undefined) =>
    answer(async (request: FastifyRequest) => {
      const session = requireUser(ctx, request);
      if (!session.ok) return session;
      const body = parseInput(resultBody, request.body);
      if (!body.ok) return body;
      const order = inTransaction(ctx.db, () => {
        const own = requireOwnOrder(ctx, body.value.order_id, session.value.userId, provider);
        return own.ok ? ok(expireIfLapsed(ctx, own.value)) : own;
      });
      return order.ok ? ok(reply(purchaseResultCall(purchaseResultPath(provider ?? 'pd')), orderView(order.value, ctx.now()))) : order;
    });
  for (const provider of REDIRECT_PROVIDERS) app.post(`${PROVIDERS_PATH}/${provider}/purchase_result`, result(provider));
  app.post(`${PROVIDERS_PATH}/gap/purchase_result`, result(undefined));

  app.get(
    `${PROVIDERS_PATH}/s1/publickey`,
    answer(async () => {
      const enabled = requireEnabledProvider(ctx, 's1');
      if (!enabled.ok) return enabled;
      return ok(reply(s1PublicKeyCall, { provider: 's1', public_key: providerKeys(ctx, 's1').public_key, sandbox: true }));
    }),
  );

  const createSubscription = answer(async (request: FastifyRequest) => {
    const session = requireUser(ctx, request);
    if (!session.ok) return session;
    const parsed = parseInput(createSubscriptionBody, request.body);
    if (!parsed.ok) return parsed;
    const { public_key, recasign, ...body } = parsed.value;
    if (public_key !== providerKeys(ctx, 's1').public_key) {
      return apiError(400, PaymentErrorCode.publicKeyMismatch, 'public_key is not the current s1 key; fetch s1/publickey again');
    }
    const verify = () => requireCaptcha(ctx, recasign, 'v3', request.ip);
    const started = await startPurchase(ctx, request, session.value.userId, 's1', body, { verify });
    return started.ok ? ok(reply(s1CreateSubscriptionCall, started.value)) : started;
  });
  app.post(`${PROVIDERS_PATH}/s1/create_subscription`, createSubscription);
  app.post(`${RECAPTCHA_V3_PREFIX}${PROVIDERS_PATH}/s1/create_subscription`, createSubscription);
};
