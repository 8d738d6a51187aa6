/** Money helpers: amounts are integer cents inside, 2-decimal strings outside (rule checkout.rounding). */

/**
 * Formats integer cents as a decimal string, e.g. 1299 -> '12.99', 5 -> '0.05'.
 * @throws Error for a non-integer or negative amount
 */
export function centsToDecimal(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`Formatting money: ${cents} is not whole cents`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** `total` spread over `parts`, rounded half up to whole cents, e.g. (5988, 12) -> 499. */
export function perPart(total: number, parts: number): number {
  return Math.round(total / parts);
}

/** Whole-percent saving of `sale` against `list`, e.g. (31176, 9576) -> 69; 0 when list is 0. */
export function discountPercent(list: number, sale: number): number {
  return list <= 0 ? 0 : Math.round(((list - sale) / list) * 100);
}
