/**
 * The visitor's price list, loaded in the browser after hydration; the server and the first
 * browser render both show `loading`.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@meridian/shared/session';
import { loadPricing, type Pricing } from './load-pricing.ts';

/** Loading state of the price list. */
export type PricingState =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly pricing: Pricing } | { readonly status: 'error' };

const logWarning = (message: string, error?: unknown) => console.warn(message, error);

/** The price list for the page `from` and a `retry` after an error. */
export function usePricing(from: string): { readonly state: PricingState; readonly retry: () => void } {
  const { http } = useSession();
  const [state, setState] = useState<PricingState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (http === null) return undefined;
    let live = true;
    loadPricing(http, { from, log: logWarning }).then(
      (pricing) => {
        if (live) setState({ status: 'ready', pricing });
      },
      () => {
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [http, from, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}
