/** Keys `prefix1` .. `prefixN`, the numbered lines of a text block (`r1`, `r2`, ...); messages hold no arrays. */
export function numberedKeys(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);
}
