/**
 * The bodies of the purchase calls (decision 026): the plan, the site's return_url, the
 * receipt email, the affiliate marker `_cps` and the invite data (rules attr.affiliate-marker and attr.invite).
 */
import { INVITE_TYPE } from '@meridian/shared/api-contract';
import { z } from 'zod';
import { emailSchema, idSchema } from '../accounts/rules.ts';
import { RETURN_URL_MAX } from './return-url.ts';

const currencyCode = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'currency must be a 3-letter code')
  .transform((c) => c.toUpperCase());

/** `_cps`: `{ type: 'cj' | 'cf' | 'admitad', cookie }`; null (no marker) is accepted too. */
export const affiliateMarkerSchema = z.object({
  type: z.enum(['cj', 'cf', 'admitad']),
  cookie: z.string().min(1).max(512),
});

/** Fields every purchase body shares. */
export const purchaseBody = z.object({
  plan_id: idSchema,
  /** Currency the site showed; defaults to the caller's country's. */
  currency: currencyCode.optional(),
  return_url: z.string().min(1).max(RETURN_URL_MAX),
  /** Where the receipt goes; kept on the order only, never given to an account (accounts/claim.ts). */
  email: emailSchema.optional(),
  _cps: affiliateMarkerSchema.nullish(),
  invite_type: z.literal(INVITE_TYPE).optional(),
  invite_code: z.string().min(1).max(128).optional(),
});

/** A parsed purchase body. */
export type PurchaseBody = z.infer<typeof purchaseBody>;

/** s1/create_subscription: a purchase body plus the public key in use and the captcha token. */
export const createSubscriptionBody = purchaseBody.extend({
  public_key: z.string().min(1).max(200),
  recasign: z.string().max(8192).optional(),
});

/** Body of the purchase_result calls. */
export const resultBody = z.object({
  order_id: z.string().regex(/^ord_[A-Za-z0-9_-]{16,64}$/, 'order_id is not an order id'),
});
