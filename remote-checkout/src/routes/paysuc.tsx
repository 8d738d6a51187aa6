/**
 * `/paysuc`: the payment went through. The server's HTML has the order number and the receipt,
 * the account's VIP days left, the claim form for a buyer who paid without an account, and the
 * apps to download. An order that is not paid goes back to /paystatus.
 */
import { redirect, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { pageOf } from '@meridian/shared/route-module';
import { PageIntro } from '@meridian/shared/ui';
import { AccountNote } from '../features/pay-success/account-note.tsx';
import { AppDownloads } from '../features/pay-success/app-downloads.tsx';
import { claimAction } from '../features/pay-success/claim-action.ts';
import { ClaimForm } from '../features/pay-success/claim-form.tsx';
import { loadSuccess, type SuccessData } from '../features/pay-success/load-success.ts';
import { ReceiptView } from '../features/pay-success/receipt-view.tsx';
import { useConfirmPayment } from '../features/pay-success/use-confirm-payment.ts';
import { isWindowsFlow } from '../features/win-pay/win-pay-messages.ts';
import { WinPayNotice } from '../features/win-pay/win-pay-notice.tsx';

/** Receipt, account and claim of the order the query names. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<SuccessData> {
  const loaded = await loadSuccess(pageOf(context), new URL(request.url).searchParams);
  if ('redirectTo' in loaded) throw redirect(loaded.redirectTo);
  return loaded;
}

export const action = claimAction;

/** The payment success page. */
export function Component() {
  const { search } = useLocation();
  const { receipt, account, claim, claimed } = useLoaderData<SuccessData>();
  useConfirmPayment();
  return (
    <>
      <PageIntro ns="paysuc" />
      <section className="section checkout-section">
        <div className="container container--narrow paysuc">
          <WinPayNotice windows={isWindowsFlow(search)} step="success" />
          {claim !== null ? <ClaimForm claim={claim} /> : null}
          {receipt !== null ? <ReceiptView receipt={receipt} /> : null}
          <AccountNote account={account} claimed={claimed} />
          <AppDownloads />
        </div>
      </section>
    </>
  );
}
