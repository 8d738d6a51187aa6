/** Request validation with zod (classic or the shared contract's zod/mini): failures are refusals 400 `{ code: 40000, message, fields }`. */
import type { ApiCall, RequestOf } from '@meridian/shared/api-schemas';
import { safeParse, type $ZodType, type input, type output } from 'zod/v4/core';
import { ok } from '@meridian/shared/result';
import { issueFields, validationError, type ApiResult } from './errors.ts';

/**
 * Parses `value` (a body, query or header set) with `schema`, a classic zod schema or a
 * `zod/mini` one of `@meridian/shared/api-schemas`.
 * @returns the parsed value, unknown keys stripped, or the refusal 400 code 40000 naming every
 *   invalid field; a missing body counts as `{}`
 */
export function parseInput<S extends $ZodType>(schema: S, value: unknown): ApiResult<output<S>> {
  const result = safeParse(schema, value ?? {});
  return result.success ? ok(result.data) : validationError(issueFields(result.error.issues));
}

/**
 * The api's own schema for the request of `apiCall`, checked at compile time to accept every
 * body the shared contract allows (decision 026): the api may add rules (password strength,
 * email syntax), but a field the contract adds or renames is a type error here.
 * @returns `schema` unchanged
 */
export function requestOf<C extends ApiCall, S extends $ZodType>(
  _apiCall: C,
  schema: S & (RequestOf<C> extends input<S> ? unknown : never),
): S {
  return schema;
}
