/**
 * Confirms a payment in the page's user store (the visitor's user info): marks `paysuc` and
 * refreshes the profile so the new VIP time shows everywhere on the page. Browser only: the
 * server renders from the loader's data.
 */
import { useEffect } from 'react';
import { useSession } from '@meridian/shared/session';

/** Runs once per page in the browser when a session exists; a failed refresh keeps the stored info. */
export function useConfirmPayment(): void {
  const { http, user } = useSession();
  useEffect(() => {
    if (http === null || user.getToken() === null) return;
    user.update({ paysuc: true });
    void user.refresh().catch(() => undefined);
  }, [http, user]);
}
