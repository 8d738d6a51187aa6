/**
 * The building blocks of the api contract's calls (decision 026): `call`, and the field
 * schemas several calls share. Written with `zod/mini`; imported by the call modules
 * (`schemas.ts`, `account-calls.ts`, `payment-calls.ts`) and re-exported by `schemas.ts`.
 */
import * as z from 'zod/mini';

/** One call: method, path and the schemas of its request body and of its answer's `data`. */
export interface ApiCall<Req extends z.ZodMiniType = z.ZodMiniType, Res extends z.ZodMiniType = z.ZodMiniType> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly request: Req;
  readonly response: Res;
}

/** Builds an `ApiCall`; the call modules (`account-calls.ts`, `payment-calls.ts`) use it too. */
export const call = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  method: 'GET' | 'POST',
  path: string,
  request: Req,
  response: Res,
): ApiCall<Req, Res> => ({ method, path, request, response });

/** The request of a GET or of a POST without a body. */
export const noBody = z.object({});
/** The `data` of a call that answers nothing (`null`). */
export const nothing = z.null();
/** A time in ms since epoch. */
export const epochMs = z.number();
/** An amount as a decimal string, e.g. "59.88" or "-1.5" (what the api sends for money). */
export const decimalText = z.string().check(z.regex(/^-?\d{1,15}(\.\d{1,20})?$/, 'must be a decimal number'));
/** An ISO 4217 currency code in capitals, e.g. "EUR". */
export const currencyCode = z.string().check(z.regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code'));
/** A positive integer id, as a number or a decimal string (forms post strings). */
export const id = z.union([
  z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,15}$/, 'must be a positive integer')),
    z.transform((value) => Number(value)),
  ),
]);

const ipv4OrIpv6 = z.union([z.ipv4(), z.ipv6()]);
/** An IPv4 or IPv6 address, trimmed and lower-cased, at most 45 characters. */
export const ipAddress = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(45),
  z.refine((ip) => ipv4OrIpv6.safeParse(ip).success, 'ip must be an IPv4 or IPv6 address'),
);
