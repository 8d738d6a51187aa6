/**
 * Polls a purchase result on the back-off schedule until it is final, the schedule runs out,
 * or the call fails for good. Network trouble and 5xx/429 answers are retried on the same
 * schedule; a 404 (no such order) ends as failure; other API refusals end as an error.
 * Framework-agnostic: timers are injected (Jest's fake timers in tests).
 */
import type { Timers } from '@meridian/shared/runtime';
import { isApiError } from '@meridian/shared/http';
import { isTransientError } from '../../lib/api-errors.ts';
import { backoffSchedule, STATUS_BACKOFF, type Backoff } from './backoff.ts';
import type { PurchaseOutcome, PurchaseResult } from '../../lib/purchase-result.ts';

/** What the page shows. */
export type PollState =
  | { readonly status: 'checking'; readonly checks: number }
  | { readonly status: 'success'; readonly result: PurchaseResult }
  | { readonly status: 'failure'; readonly result: PurchaseResult | null }
  | { readonly status: 'timeout' }
  | { readonly status: 'error' };

/** Inputs of {@link pollPurchase}. */
export interface PollOptions {
  /** One purchase_result call with the outcome it means. */
  readonly check: () => Promise<{ readonly outcome: PurchaseOutcome; readonly result: PurchaseResult }>;
  readonly onUpdate: (state: PollState) => void;
  readonly timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>;
  readonly backoff?: Backoff;
}

/** Starts polling at once; returns `stop`, after which no update is reported. */
export function pollPurchase({ check, onUpdate, timers, backoff = STATUS_BACKOFF }: PollOptions): () => void {
  const delays = backoffSchedule(backoff);
  let stopped = false;
  let handle: ReturnType<Timers['setTimeout']> | null = null;
  let checks = 0;

  const report = (state: PollState) => {
    if (!stopped) onUpdate(state);
  };

  const next = () => {
    const delay = delays[checks - 1];
    if (delay === undefined) {
      report({ status: 'timeout' });
      return;
    }
    handle = timers.setTimeout(() => void run(), delay);
  };

  const run = async () => {
    if (stopped) return;
    checks += 1;
    try {
      const { outcome, result } = await check();
      if (stopped) return;
      if (outcome === 'success') report({ status: 'success', result });
      else if (outcome === 'failure') report({ status: 'failure', result });
      else {
        report({ status: 'checking', checks });
        next();
      }
    } catch (error) {
      if (stopped) return;
      if (isTransientError(error)) {
        report({ status: 'checking', checks });
        next();
      } else if (isApiError(error) && error.code === 404) {
        report({ status: 'failure', result: null });
      } else {
        report({ status: 'error' });
      }
    }
  };

  void run();
  return () => {
    stopped = true;
    if (handle !== null) timers.clearTimeout(handle);
  };
}
