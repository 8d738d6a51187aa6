/**
 * Confirms a payment in the page's user store: marks `paysuc` and refreshes the profile so the
 * new VIP time shows everywhere (spec section 3 user info). Runs once in the browser.
 */
import { useEffect, useState } from 'react';
import { useSession } from '@meridian/shared/session';

/** True once the user store has been updated and refreshed (or the refresh failed); false on the server. */
export function useConfirmPayment(): boolean {
  const { http, user } = useSession();
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    if (http === null || user.getToken() === null) return undefined;
    let live = true;
    user.update({ paysuc: true });
    // A failed refresh keeps the stored info; the payment itself is confirmed either way.
    user.refresh().catch(() => undefined).finally(() => {
      if (live) setConfirmed(true);
    });
    return () => {
      live = false;
    };
  }, [http, user]);
  return confirmed;
}
