/**
 * The action blocker (rule account.china): some actions (a purchase, a download) are cancelled
 * for visitors whose detected country is China, and run for everyone else. The country code
 * comes from the geo-info call (`country_code`); this module only decides.
 */

/** ISO 3166-1 alpha-2 codes whose visitors have blocked actions cancelled (rule account.china). */
export const BLOCKED_COUNTRY_CODES: readonly string[] = Object.freeze(['CN']);

/**
 * True when `countryCode` (ISO alpha-2, any case, surrounding spaces ignored) is a blocked
 * country. An unknown country (null, undefined, '') is not blocked: rule account.china cancels only when
 * the detected country is China.
 */
export function isBlockedCountry(countryCode: string | null | undefined): boolean {
  if (!countryCode) return false;
  return BLOCKED_COUNTRY_CODES.includes(countryCode.trim().toUpperCase());
}

/**
 * Runs `action` unless the visitor's country is blocked. Returns true when it ran and false
 * when it was cancelled. The action's result (or a promise it returns) is not awaited; an error
 * it throws propagates.
 */
export function runUnlessBlocked(countryCode: string | null | undefined, action: () => unknown): boolean {
  if (isBlockedCountry(countryCode)) return false;
  action();
  return true;
}

/** The part of a DOM event (or a React synthetic event) the blocker cancels. */
export type CancellableEvent = { preventDefault(): void; stopPropagation(): void };

/**
 * For click handlers on links and forms: cancels `event` (preventDefault and stopPropagation)
 * when the country is blocked, so the default navigation or submit does not happen.
 * Returns true when the event was left alone (the action goes ahead).
 */
export function cancelIfBlocked(countryCode: string | null | undefined, event: CancellableEvent): boolean {
  if (!isBlockedCountry(countryCode)) return true;
  event.preventDefault();
  event.stopPropagation();
  return false;
}
