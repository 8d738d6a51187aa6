/**
 * The shared start of every purchase call (pd prepurchase, ps/rz/tpa/so purchase, s1
 * create_subscription): checks, a provider session and a pending order.
 */
import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { apiError, ok } from '@meridian/shared/result';
import { limitAction } from '../auth/rate-limit.ts';
import { pickCurrency } from '../catalogue/plans.ts';
import type { AppContext } from '../context.ts';
import { locate } from '../geo/geo-lookup.ts';
import type { ApiResult } from '../http/errors.ts';
import { paymentParamsSchema, readSiteConfig } from '../site/site-config.ts';
import { createOrder, orderView } from './orders.ts';
import { PaymentErrorCode } from './payment-errors.ts';
import { sandboxGateway } from './providers.ts';
import type { PaymentGateway, ProviderId } from './providers.ts';
import type { PurchaseBody } from './purchase-input.ts';
import { isAllowedReturnUrl } from './return-url.ts';
import { countPurchase } from '../telemetry/api-metrics.ts';

/**
 * Refuses a provider that the payment common params disable (or do not list).
 * @returns ok, or the refusal 400 40030
 */
export function requireEnabledProvider(ctx: AppContext, provider: ProviderId): ApiResult<void> {
  const params = readSiteConfig(ctx, 'payment_common_params', paymentParamsSchema);
  if (params.providers.some((p) => p.id === provider && p.enabled)) return ok(undefined);
  return apiError(400, PaymentErrorCode.providerUnavailable, `payment provider ${provider} is not available`);
}

/**
 * Origin at which browsers reach this API (where the sandbox pages are served):
 * config.publicOrigin (API_PUBLIC_ORIGIN), else the local address and port the connection came
 * in on, which suits local runs. Never the Host header: the client chooses that, and a forged
 * one would send the payer to another site.
 */
export function publicOrigin(ctx: AppContext, request: FastifyRequest): string {
  if (ctx.config.publicOrigin !== null) return ctx.config.publicOrigin;
  const { localAddress, localPort } = request.socket;
  if (localAddress === undefined || localPort === undefined) return `http://127.0.0.1:${ctx.config.port}`;
  return `http://${isIPv6(localAddress) ? `[${localAddress}]` : localAddress}:${localPort}`;
}

/** Options of startPurchase. */
export interface StartOptions {
  /** A last check run after the cheap ones and before the order exists (s1: the captcha). */
  readonly verify?: () => Promise<ApiResult<void>>;
  readonly gateway?: PaymentGateway;
}

/**
 * Validates and starts a purchase for the signed-in `userId`; resolves to the order view
 * (orders.ts orderView, with `order_no`) plus `redirect_url` (the provider's page, on
 * publicOrigin) and `sandbox: true`.
 * @returns that, or the refusal 400 40031 for a return_url off the allowed origins, 400 40030 for
 *   a disabled provider, 404 for an unknown plan, 400 40032 for a currency the plan is not sold
 *   in, 429, or that of `verify`
 */
export async function startPurchase(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
  provider: ProviderId,
  body: PurchaseBody,
  options: StartOptions = {},
) {
  if (!isAllowedReturnUrl(body.return_url, ctx.config.corsOrigins)) {
    return apiError(400, PaymentErrorCode.returnUrlNotAllowed, 'return_url must be a page of this site');
  }
  const enabled = requireEnabledProvider(ctx, provider);
  if (!enabled.ok) return enabled;
  const origin = publicOrigin(ctx, request);
  const limited = limitAction(ctx, 'purchase', ctx.config.rateLimits.login, request.ip, `user:${userId}`);
  if (!limited.ok) return limited;
  const verified = (await options.verify?.()) ?? ok(undefined);
  if (!verified.ok) return verified;
  const gateway = options.gateway ?? sandboxGateway;
  const currency = body.currency ?? pickCurrency(ctx, undefined, (await locate(ctx, request.ip)).country_code).code;
  const session = gateway.openSession(provider, origin);
  const order = createOrder(ctx, { userId, provider, currency, body, sessionId: session.sessionId });
  if (!order.ok) return order;
  countPurchase(provider, 'started');
  return ok({ ...orderView(order.value, ctx.now()), redirect_url: session.redirectUrl, sandbox: gateway.mode === 'sandbox' });
}
