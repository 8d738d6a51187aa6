/** Request validation with zod (classic or the shared contract's zod/mini): failures become 400 `{ code: 40000, message, fields }`. */
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { validationError } from './errors.ts';

/**
 * Parses `value` (a body, query or header set) with `schema`, a classic zod schema or a
 * `zod/mini` one of `@meridian/shared/api-schemas`.
 * @returns the parsed value, unknown keys stripped
 * @throws ApiError 400 code 40000 naming every invalid field; a missing body counts as `{}`
 */
export function parseInput<S extends $ZodType>(schema: S, value: unknown): output<S> {
  const result = safeParse(schema, value ?? {});
  if (result.success) return result.data;
  throw validationError(result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })));
}
