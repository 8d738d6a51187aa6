/** `/paysuc`: the payment went through; the user store is updated and the apps are offered. */
import { useLocation } from 'react-router';
import { PageIntro } from '@meridian/shared/ui';
import { AccountNote } from '../features/pay-success/account-note.tsx';
import { AppDownloads } from '../features/pay-success/app-downloads.tsx';
import { useConfirmPayment } from '../features/pay-success/use-confirm-payment.ts';
import { isWindowsFlow } from '../features/win-pay/win-pay-messages.ts';
import { WinPayNotice } from '../features/win-pay/win-pay-notice.tsx';

/** The payment success page. */
export function PaySuccessPage() {
  const { search } = useLocation();
  const windows = isWindowsFlow(search);
  const confirmed = useConfirmPayment();
  return (
    <>
      <PageIntro ns="paysuc" />
      <section className="section checkout-section">
        <div className="container container--narrow paysuc">
          <WinPayNotice windows={windows} step="success" />
          <AccountNote confirmed={confirmed} />
          <AppDownloads />
        </div>
      </section>
    </>
  );
}
