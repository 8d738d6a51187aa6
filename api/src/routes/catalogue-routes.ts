/**
 * Prices (rule checkout.currency; decision 026): GET providers/plans, GET providers/common/params and the
 * price localisation GET /l10n/prices.
 */
import { paymentParamsCall, plansCall, priceLocalisationCall } from '@meridian/shared/api-schemas';
import { ok } from '@meridian/shared/result';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listCurrencies, listPlans, pickCurrency } from '../catalogue/plans.ts';
import { locate } from '../geo/geo-lookup.ts';
import { answer } from '../http/answer.ts';
import { reply } from '../http/envelope.ts';
import { parseInput } from '../http/validate.ts';
import { paymentParamsSchema, readSiteConfig } from '../site/site-config.ts';
import { PAYMENT_V1 } from './paths.ts';
import type { RouteModule } from './paths.ts';

const currencyCode = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'currency must be a 3-letter code')
  .transform((c) => c.toUpperCase());
const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'customer_country must be a 2-letter code')
  .transform((c) => c.toUpperCase());
const plansQuery = z.object({ currency: currencyCode.optional() });
const plansHeaders = z.object({
  'x-from': z
    .string()
    .regex(/^[A-Za-z0-9_./-]{1,64}$/, 'X-From must be 1-64 letters, digits or _ . / -')
    .optional(),
});
const pricesQuery = z.object({
  product_ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'product_ids must be a comma-separated list of ids')
    .transform((ids) => ids.split(',').map(Number)),
  customer_country: countryCode.optional(),
});

/**
 * GET providers/plans [X-From] [?currency=] -> `{ from, country_code, currency, currencySymbol,
 *   plans: Plan[] }`; currency by query, else by the caller's country, else USD. X-From names
 *   the page asking (validated and echoed; one plan set is served).
 * GET providers/common/params -> the payment params document plus `currencies`.
 */
export const catalogueRoutes: RouteModule = (app, ctx) => {
  app.get(
    `${PAYMENT_V1}/providers/plans`,
    answer(async (request: FastifyRequest) => {
      const query = parseInput(plansQuery, request.query);
      if (!query.ok) return query;
      const headers = parseInput(plansHeaders, request.headers);
      if (!headers.ok) return headers;
      const { country_code } = await locate(ctx, request.ip);
      const currency = pickCurrency(ctx, query.value.currency, country_code);
      return ok(
        reply(plansCall, {
          from: headers.value['x-from'] ?? null,
          country_code,
          currency: currency.code,
          currencySymbol: currency.symbol,
          plans: listPlans(ctx, currency),
        }),
      );
    }),
  );

  app.get(`${PAYMENT_V1}/providers/common/params`, async () =>
    reply(paymentParamsCall, { ...readSiteConfig(ctx, 'payment_common_params', paymentParamsSchema), currencies: listCurrencies(ctx) }),
  );
};

/**
 * GET /l10n/prices?product_ids=1,2&customer_country=AU -> `{ customer_country, products:
 *   [{ product_id, currency, subscription: { price: { gross } } }] }` (decision 026); gross
 *   is the charged price of the term as a 2-decimal string; unknown ids are left out.
 *   customer_country defaults to the caller's country. No X-App-Type needed.
 */
export const priceLocalisationRoutes: RouteModule = (app, ctx) => {
  app.get(
    '/l10n/prices',
    answer(async (request: FastifyRequest) => {
      const query = parseInput(pricesQuery, request.query);
      if (!query.ok) return query;
      const country = query.value.customer_country ?? (await locate(ctx, request.ip)).country_code;
      const currency = pickCurrency(ctx, undefined, country);
      const products = listPlans(ctx, currency, query.value.product_ids).map((plan) => ({
        product_id: plan.id,
        currency: plan.currency,
        subscription: { price: { gross: plan.price_discount_amount } },
      }));
      return ok(reply(priceLocalisationCall, { customer_country: country, products }));
    }),
  );
};
