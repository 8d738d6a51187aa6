/**
 * With JavaScript, a payment still being checked is polled in the browser with back-off
 * (poll-purchase.ts) from the state the loader rendered: a paid order moves on to /paysuc with
 * the same query, a declined or abandoned one, a timeout or an error is shown in place.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { systemTimers } from '@meridian/shared/runtime';
import { useSession } from '@meridian/shared/session';
import { isPaymentProvider } from '@meridian/shared/api-contract';
import type { PayState, StatusData } from './pay-state.ts';
import { pollPurchase, type PollState } from './poll-purchase.ts';
import { failedStateOf, fetchPurchaseResult, outcomeOf } from '../../lib/purchase-result.ts';

/** What a poll update changes on the page, or null for none (still checking, or moving on). */
function shownAfter(update: PollState): (Partial<StatusData> & { readonly state: PayState }) | null {
  switch (update.status) {
    case 'failure':
      if (update.result === null) return { state: 'missing' };
      return { state: failedStateOf(update.result), planId: update.result.plan_id, orderNo: update.result.order_no || null };
    case 'timeout':
    case 'error':
      return { state: update.status };
    default:
      return null;
  }
}

/** The page's data: the loader's, then what polling learnt (the server and the first browser render agree). */
export function useStatusPolling(data: StatusData): StatusData {
  const { http } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [learnt, setLearnt] = useState<Partial<StatusData> | null>(null);
  useEffect(() => {
    const { orderId, provider, state } = data;
    if (state !== 'checking' || http === null || !isPaymentProvider(provider)) return undefined;
    return pollPurchase({
      check: async () => {
        const result = await fetchPurchaseResult(http, provider, orderId);
        return { outcome: outcomeOf(provider, result), result };
      },
      onUpdate: (update) => {
        if (update.status === 'success') void navigate(`/paysuc${search}`, { replace: true });
        const shown = shownAfter(update);
        if (shown !== null) setLearnt(shown);
      },
      timers: systemTimers(),
    });
  }, [data, http, navigate, search]);
  return learnt === null ? data : { ...data, ...learnt };
}
