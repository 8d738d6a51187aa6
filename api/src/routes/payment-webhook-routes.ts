/**
 * POST /api/mms/payment/v1/providers/<provider>/webhook: the providers' signed result
 * notifications (payments/webhooks.ts). The body is kept raw, because the signature covers the
 * exact bytes sent. No X-App-Type: providers call it, not the site.
 */
import { ok } from '@meridian/shared/result';
import type { FastifyRequest } from 'fastify';
import { answer } from '../http/answer.ts';
import { envelope } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { isProviderId } from '../payments/providers.ts';
import { SIGNATURE_HEADER } from '../payments/webhook-signature.ts';
import { handleWebhook } from '../payments/webhooks.ts';
import { PAYMENT_V1 } from './paths.ts';
import type { RouteModule } from './paths.ts';

/**
 * Header `x-payment-signature: t=<unix s>,v1=<hex HMAC-SHA256 of "<t>.<body>">`; body
 * `{ id: 'evt_...', type: 'payment.approved' | 'payment.declined' | 'payment.abandoned',
 * data: { session_id } }` -> `{ received, duplicate, applied, order_id, state }`. A repeated event
 * id answers duplicate: true and changes nothing. 400 40034 bad signature, 400 40035 stale
 * timestamp, 404 unknown provider or session.
 */
export const paymentWebhookRoutes: RouteModule = (app, ctx) => {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, typeof body === 'string' ? body : body.toString('utf8'));
    });
    scope.post<{ Params: { provider: string } }>(
      `${PAYMENT_V1}/providers/:provider/webhook`,
      answer(async (request: FastifyRequest<{ Params: { provider: string } }>) => {
        const { provider } = request.params;
        if (!isProviderId(provider)) return notFound('payment provider');
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers[SIGNATURE_HEADER];
        const outcome = handleWebhook(ctx, provider, raw, typeof signature === 'string' ? signature : undefined);
        return outcome.ok ? ok(envelope(outcome.value)) : outcome;
      }),
    );
  });
};
