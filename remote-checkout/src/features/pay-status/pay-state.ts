/** What the status page says, one heading each (`paystatus:states.<state>`). */

/** The page's states: still checking, the two failed endings, and what stops the check. */
export type PayState = 'checking' | 'declined' | 'abandoned' | 'timeout' | 'error' | 'missing' | 'login';

/** The payment the page is about, as the provider's return names it, and what is known of it. */
export interface PaymentRef {
  readonly orderId: string;
  /** The provider code of the return query (internal: it only picks the result call). */
  readonly provider: string;
  /** The plan bought, for the way back to its checkout; null when unknown. */
  readonly planId: number | null;
  /** The customer-facing order number, null when unknown. */
  readonly orderNo: string | null;
}

/** Loader data of `/paystatus`. */
export interface StatusData extends PaymentRef {
  readonly state: PayState;
}
