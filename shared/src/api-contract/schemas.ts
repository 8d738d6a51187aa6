/**
 * Request and response schemas of the `/api/mms/...` calls (api/README.md),
 * written with `zod/mini` (tree-shakable functions: about a third of classic zod in a browser
 * chunk). The api validates requests with `request` and types its answers with `z.input` of
 * `response`; the remotes parse the `data` of an answer with `response` (decision 026).
 * This module is the `@meridian/shared/api-schemas` subpath: a lazily loaded shared chunk,
 * never part of a page's first load unless that page's own code calls the api.
 */
import * as z from 'zod/mini';
import * as API_PATH from './api-path.ts';

import { call, epochMs, id, ipAddress, noBody, nothing, type ApiCall } from './call-kit.ts';

export { call, currencyCode, decimalText, epochMs, noBody, nothing, type ApiCall } from './call-kit.ts';

/** GET web/profile (bearer): the signed-in account; `vip.remain_time` in seconds, `expire_at` ms or null. */
export const profileCall = call(
  'GET',
  API_PATH.profile,
  noBody,
  z.object({
    user_id: z.number(),
    email: z.nullable(z.string()),
    is_password_set: z.boolean(),
    is_anonymous: z.boolean(),
    vip: z.object({ is_vip: z.boolean(), remain_time: z.number(), expire_at: z.nullable(epochMs) }),
  }),
);

/** GET web/device/list (bearer): bound devices, most recently seen first; `user_id` is the app's own account id. */
export const deviceListCall = call(
  'GET',
  API_PATH.deviceList,
  noBody,
  z.object({
    devices: z.array(
      z.object({
        app_type: z.number(),
        app_name: z.string(),
        user_id: z.number(),
        device_name: z.string(),
        created_at: epochMs,
        last_seen_at: epochMs,
      }),
    ),
  }),
);

/** POST web/device/unbind (bearer) `{ unbind_app_type, unbind_user_id }` -> null; 404 when not bound. */
export const deviceUnbindCall = call('POST', API_PATH.deviceUnbind, z.object({ unbind_app_type: id, unbind_user_id: id }), nothing);

const boundIp = z.object({ ip: z.string(), created_at: epochMs });

/** POST web/user_ip/query (bearer) `{ _span: timestamp }` -> the bound addresses, the caller's address and the limit. */
export const userIpQueryCall = call(
  'POST',
  API_PATH.userIpQuery,
  z.object({
    _span: z.union([z.int().check(z.nonnegative()), z.string().check(z.regex(/^\d{1,16}$/, '_span must be a timestamp'))]),
  }),
  z.object({ ips: z.array(boundIp), current_ip: z.string(), max: z.number() }),
);

/** POST web/user_ip/bind (bearer) `{ ip }` -> the binding; 400 40020 past the limit. */
export const userIpBindCall = call('POST', API_PATH.userIpBind, z.object({ ip: ipAddress }), boundIp);

/** POST web/user_ip/remove (bearer) `{ ip }` -> null; 404 when that address is not bound. */
export const userIpRemoveCall = call('POST', API_PATH.userIpRemove, z.object({ ip: ipAddress }), nothing);

export {
  CODE_PURPOSES,
  anonymousSignupCall,
  changePasswordCall,
  contactUsCall,
  geoInfoCall,
  loginCall,
  logoutCall,
  resetPasswordCall,
  setPasswordCall,
  verificationRequestCall,
  verificationValidateCall,
} from './account-calls.ts';
export {
  ORDER_STATES,
  orderViewSchema,
  ordersCall,
  paymentParamsCall,
  planSchema,
  plansCall,
  priceLocalisationCall,
  purchaseCall,
  purchaseResultCall,
  s1CreateSubscriptionCall,
  s1PublicKeyCall,
  subscriptionsCall,
} from './payment-calls.ts';

/** The body a call takes (before parsing: what a client sends). */
export type RequestOf<C extends ApiCall> = z.input<C['request']>;
/** The body a call's handler gets (after parsing). */
export type ParsedRequestOf<C extends ApiCall> = z.output<C['request']>;
/** The `data` the api answers with (what a handler must return). */
export type ResponseOf<C extends ApiCall> = z.input<C['response']>;
/** The `data` a client reads after parsing. */
export type ParsedResponseOf<C extends ApiCall> = z.output<C['response']>;

/** An answer that does not match its call's schema. `issues` name each field, dotted. */
export class ContractError extends Error {
  readonly issues: readonly string[];

  constructor(path: string, issues: readonly string[]) {
    super(`${path}: the answer does not match the contract (${issues.join('; ')})`);
    this.name = 'ContractError';
    this.issues = issues;
  }
}

/**
 * Parses the `data` of an answer of `apiCall`.
 * @returns the parsed data, unknown keys stripped
 * @throws ContractError naming each field that does not match (never a TypeError later on)
 */
export function parseResponse<C extends ApiCall>(apiCall: C, data: unknown): ParsedResponseOf<C> {
  const result = z.safeParse(apiCall.response, data);
  if (result.success) return result.data as ParsedResponseOf<C>;
  throw new ContractError(
    apiCall.path,
    result.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(data)'}: ${issue.message}`),
  );
}
