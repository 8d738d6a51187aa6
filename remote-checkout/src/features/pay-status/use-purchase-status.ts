/**
 * The status page's state: reads `order_id` and `provider` from the query (the provider's
 * return adds them), polls the result in the browser, and on success moves on to /paysuc with
 * the same query. The server render shows the first "checking" state.
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { systemTimers } from '@meridian/shared/runtime';
import { useSession, useUser } from '@meridian/shared/session';
import { isPaymentProvider } from '../../lib/api-paths.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { pollPurchase, type PollState } from './poll-purchase.ts';
import { fetchPurchaseResult, outcomeOf } from './purchase-result.ts';

/** What the status page shows. */
export type StatusState = PollState | { readonly status: 'missing' } | { readonly status: 'login-required' };

/** The page state and `retry` (check again after a timeout or an error). */
export function usePurchaseStatus(): { readonly state: StatusState; readonly retry: () => void } {
  const { http } = useSession();
  const { token } = useUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<StatusState>({ status: 'checking', checks: 0 });
  const [attempt, setAttempt] = useState(0);
  const orderId = params.get('order_id') ?? '';
  const provider = params.get('provider');
  const query = params.toString();

  const hydrated = useHydrated();
  const known = orderId !== '' && isPaymentProvider(provider);
  const stopped: StatusState | null = !hydrated || http === null ? null
    : !known ? { status: 'missing' }
      : token === null ? { status: 'login-required' } : null;

  useEffect(() => {
    if (!hydrated || http === null || token === null || orderId === '' || !isPaymentProvider(provider)) return undefined;
    return pollPurchase({
      check: async () => {
        const result = await fetchPurchaseResult(http, provider, orderId);
        return { outcome: outcomeOf(provider, result), result };
      },
      onUpdate: (next) => {
        setState(next);
        if (next.status === 'success') void navigate(`/paysuc?${query}`, { replace: true });
      },
      timers: systemTimers(),
    });
  }, [hydrated, http, token, orderId, provider, query, navigate, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'checking', checks: 0 });
    setAttempt((count) => count + 1);
  }, []);
  return { state: stopped ?? state, retry };
}
