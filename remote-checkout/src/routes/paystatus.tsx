/** `/paystatus`: where the payment provider sends the payer back; polls the purchase result. */
import { useLocation } from 'react-router';
import { PageIntro } from '@meridian/shared/ui';
import { StatusPanel } from '../features/pay-status/status-panel.tsx';
import { usePurchaseStatus, type StatusState } from '../features/pay-status/use-purchase-status.ts';
import { isWindowsFlow } from '../features/win-pay/win-pay-messages.ts';
import { WinPayNotice, type WinPayStep } from '../features/win-pay/win-pay-notice.tsx';

function winPayStep(state: StatusState): WinPayStep {
  if (state.status === 'success') return 'success';
  if (state.status === 'failure') return 'failure';
  return 'pending';
}

/** The checkout to go back to: the same plan when the result named it, keeping platform=windows. */
function checkoutPath(state: StatusState, windows: boolean): string {
  const plan = state.status === 'failure' && state.result?.plan_id != null ? `/${state.result.plan_id}` : '';
  return `/pricing/checkout${plan}${windows ? '?platform=windows' : ''}`;
}

/** The payment status page (standalone layout). */
export function PayStatusPage() {
  const { search } = useLocation();
  const windows = isWindowsFlow(search);
  const { state, retry } = usePurchaseStatus();
  return (
    <>
      <PageIntro ns="paystatus" />
      <section className="section checkout-section">
        <div className="container container--narrow">
          <StatusPanel state={state} onRetry={retry} checkoutPath={checkoutPath(state, windows)} />
          <WinPayNotice windows={windows} step={winPayStep(state)} />
        </div>
      </section>
    </>
  );
}
