/** Type guards for API answers (docs/conventions.md rule 10: `unknown` is narrowed, never cast). */

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` when it is a string, else undefined. */
export function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** `value` when it is a finite number, else undefined. */
export function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The items of `record[key]` that `parse` accepts; an absent or non-array field gives []. */
export function listOf<T>(record: unknown, key: string, parse: (item: unknown) => T | undefined): T[] {
  const list = isRecord(record) ? record[key] : undefined;
  if (!Array.isArray(list)) return [];
  return list.map(parse).filter((item): item is T => item !== undefined);
}
