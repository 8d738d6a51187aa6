import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WIN_PAY_NS, useWinPayMessages } from './win-pay-messages.ts';

/** Which step of the Windows flow the notice speaks about. */
export type WinPayStep = 'checkout' | 'pending' | 'success' | 'failure';

/** Props of {@link WinPayNotice}. */
export interface WinPayNoticeProps {
  /** The page is in the Windows flow; otherwise nothing renders. */
  readonly windows: boolean;
  readonly step: WinPayStep;
}

function Texts({ step }: { readonly step: WinPayStep }) {
  const { t } = useTranslation(WIN_PAY_NS);
  return (
    <aside className="win-pay" aria-labelledby="win-pay-title">
      <p id="win-pay-title" className="win-pay__badge">
        {t('badge')}
      </p>
      <p className="win-pay__text">{t(step)}</p>
      {step === 'success' || step === 'failure' ? <p className="win-pay__text">{t('returnToApp')}</p> : null}
      <p className="win-pay__download">
        <Link to="/download/windows">{t('download')}</Link>
      </p>
    </aside>
  );
}

/** What Windows app users should do at this step, from the win-pay message set. */
export function WinPayNotice({ windows, step }: WinPayNoticeProps) {
  const ready = useWinPayMessages(windows);
  return ready ? <Texts step={step} /> : null;
}
