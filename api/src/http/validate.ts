/** Request validation with zod: failures become 400 `{ code: 40000, message, fields }`. */
import type { z } from 'zod';
import { validationError } from './errors.ts';

/**
 * Parses `value` (a body, query or header set) with `schema`.
 * @returns the parsed value, unknown keys stripped
 * @throws ApiError 400 code 40000 naming every invalid field; a missing body counts as `{}`
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw validationError(result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })));
}
