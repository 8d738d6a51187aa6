/**
 * The providers the visitor may choose: those enabled in providers/common/params, in the
 * checkout's display order. When the params cannot be read every known provider is offered
 * (the purchase call refuses a disabled one).
 */
import { useEffect, useState } from 'react';
import { useSession } from '@meridian/shared/session';
import { PAYMENT_PARAMS_PATH, PAYMENT_PROVIDERS, type PaymentProvider } from '../../lib/api-paths.ts';
import { isRecord } from '../../lib/guards.ts';

/** Enabled providers of a params answer, in PAYMENT_PROVIDERS order. */
export function enabledProviders(data: unknown): PaymentProvider[] {
  const listed = isRecord(data) && Array.isArray(data.providers) ? data.providers : [];
  const enabled = new Set(listed.filter((p) => isRecord(p) && p.enabled === true).map((p) => (isRecord(p) ? p.id : null)));
  return PAYMENT_PROVIDERS.filter((provider) => enabled.has(provider));
}

/** null while loading (and on the server), then the providers to offer. */
export function usePaymentMethods(): readonly PaymentProvider[] | null {
  const { http } = useSession();
  const [methods, setMethods] = useState<readonly PaymentProvider[] | null>(null);
  useEffect(() => {
    if (http === null) return undefined;
    let live = true;
    http.get<unknown>(PAYMENT_PARAMS_PATH).then(
      (data) => {
        if (live) setMethods(enabledProviders(data));
      },
      (error: unknown) => {
        console.warn('payment params could not be read; offering every provider', error);
        if (live) setMethods(PAYMENT_PROVIDERS);
      },
    );
    return () => {
      live = false;
    };
  }, [http]);
  return methods;
}
