/**
 * The provider state machine of a payment order: `pending` moves once to a final state
 * (`approved`, `declined` or `abandoned`) and a final state never changes again. Providers also
 * report their own status word; `so` speaks of subscriptions, whose status 'active' means paid
 * (rule checkout.provider-success).
 */

/** Every state of an order. */
export const ORDER_STATES = ['pending', 'approved', 'declined', 'abandoned'] as const;

/** One state of an order. */
export type OrderState = (typeof ORDER_STATES)[number];

/** A state an order ends in. */
export type FinalState = Exclude<OrderState, 'pending'>;

/** True for approved, declined and abandoned. */
export function isFinal(state: OrderState): state is FinalState {
  return state !== 'pending';
}

/** True when an order in `from` may move to `to`: only pending -> a final state. */
export function canTransition(from: OrderState, to: OrderState): boolean {
  return from === 'pending' && isFinal(to);
}

/** Narrows a database value to an OrderState. */
export function isOrderState(value: string): value is OrderState {
  return (ORDER_STATES as readonly string[]).includes(value);
}

const SUBSCRIPTION_STATUS: Readonly<Record<OrderState, string>> = {
  pending: 'incomplete',
  approved: 'active',
  declined: 'unpaid',
  abandoned: 'incomplete_expired',
};

/**
 * The provider's own status word for an order state: for `so` a subscription status
 * ('incomplete' | 'active' | 'unpaid' | 'incomplete_expired'), for the others the state itself.
 */
export function providerStatus(provider: string, state: OrderState): string {
  return provider === 'so' ? SUBSCRIPTION_STATUS[state] : state;
}
