/**
 * `/paystatus`: where the payment provider sends the payer back (`?order_id=…&provider=…`). The
 * loader asks purchase_result once, so the server's HTML already says how the payment stands,
 * under a heading of its own per state; a paid order goes on to /paysuc. With JavaScript a
 * payment still being checked is polled with back-off.
 */
import { redirect, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { pageOf } from '@meridian/shared/route-module';
import { PageIntro } from '@meridian/shared/ui';
import { loadStatus } from '../features/pay-status/load-status.ts';
import type { PayState, StatusData } from '../features/pay-status/pay-state.ts';
import { StatusPanel } from '../features/pay-status/status-panel.tsx';
import { useStatusPolling } from '../features/pay-status/use-status-polling.ts';
import { isWindowsFlow } from '../features/win-pay/win-pay-messages.ts';
import { WinPayNotice, type WinPayStep } from '../features/win-pay/win-pay-notice.tsx';

/** The payment's state; a paid one redirects to /paysuc with the same query. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<StatusData> {
  const { search, searchParams } = new URL(request.url);
  const status = await loadStatus(pageOf(context), searchParams);
  if ('paid' in status) throw redirect(`/paysuc${search}`);
  return status;
}

function winPayStep(state: PayState): WinPayStep {
  return state === 'declined' || state === 'abandoned' ? 'failure' : 'pending';
}

function PayStatusView({ data }: { readonly data: StatusData }) {
  const { search } = useLocation();
  const windows = isWindowsFlow(search);
  const status = useStatusPolling(data);
  return (
    <>
      <PageIntro ns="paystatus" prefix={`states.${status.state}`} />
      <section className="section checkout-section">
        <div className="container container--narrow">
          <StatusPanel status={status} windows={windows} />
          <WinPayNotice windows={windows} step={winPayStep(status.state)} />
        </div>
      </section>
    </>
  );
}

/** The payment status page (standalone layout); "check again" (same address) starts afresh. */
export function Component() {
  const data = useLoaderData<StatusData>();
  const { key } = useLocation();
  return <PayStatusView key={key} data={data} />;
}
