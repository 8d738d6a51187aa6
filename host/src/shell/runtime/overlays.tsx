/**
 * What the shell lays over the page in the browser only: the cookie banner and the promotion
 * popups. The shell loads this module after hydration (shell.tsx), with the analytics and
 * promotion modules it needs, its own style sheet and the UI kit's after-hydration sheet (toasts,
 * dialogs, the route progress bar), so none of it is in the first load (decision 027).
 */
import '@meridian/shared/after-hydration.css';
import './overlays.css';
import { ConsentBanner } from './consent-banner.tsx';
import { PromoPopup } from './promo-popup.tsx';

/** The banner, then the popup (which waits for the banner's answer). */
export function Overlays() {
  return (
    <>
      <ConsentBanner />
      <PromoPopup />
    </>
  );
}
