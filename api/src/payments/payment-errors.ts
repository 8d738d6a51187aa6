/**
 * Error codes of the payment calls, beside the general ones of `http/errors.ts` (README.md in
 * this folder has the table). Every failure is JSON `{ code, message }`.
 */

/** Body `code` of each payment failure (HTTP 400 unless noted in README.md). */
export const PaymentErrorCode = {
  /** The provider is disabled in the payment common params, or unknown. */
  providerUnavailable: 40030,
  /** return_url is not on an allowed origin (API_CORS_ORIGINS). */
  returnUrlNotAllowed: 40031,
  /** The plan has no price in the requested currency. */
  currencyUnavailable: 40032,
  /** s1: the public key sent is not the provider's current one. */
  publicKeyMismatch: 40033,
  /** Webhook: signature missing or wrong. */
  webhookSignature: 40034,
  /** Webhook: timestamp outside the tolerance window (a replay of an old delivery). */
  webhookExpired: 40035,
  /** Sandbox: the session's payment is already finished. */
  sessionFinished: 40036,
} as const;
