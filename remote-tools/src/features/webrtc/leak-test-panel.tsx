import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IpAddressText } from '../../ui/ip-address-text.tsx';
import { RetryForm } from '../../ui/retry-form.tsx';
import type { PeerConnectionFactory } from './gather-candidates.ts';
import { LeakReport } from './leak-report.tsx';
import { GATHER_TIMEOUT_MS, useWebRtcLeakTest } from './use-webrtc-leak-test.ts';

/** The IP websites see, as the page's geo_info lookup reports it (`loading` while a retry runs). */
export type ReferenceIpView =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'success'; readonly info: { readonly user_ip: string } };

/** Props of {@link LeakTestPanel}. */
export interface LeakTestPanelProps {
  readonly stunUrl: string;
  readonly reference: ReferenceIpView;
  readonly timeoutMs?: number;
  readonly createPeerConnection?: PeerConnectionFactory;
}

function referenceIpOf(reference: ReferenceIpView): string | null | undefined {
  if (reference.status === 'success') return reference.info.user_ip;
  return reference.status === 'error' ? null : undefined;
}

/** The test itself: the IP websites see, the start button, and the report, each announced as it changes. */
export function LeakTestPanel({ stunUrl, reference, timeoutMs = GATHER_TIMEOUT_MS, createPeerConnection }: LeakTestPanelProps) {
  const { t } = useTranslation('webrtc-leak-test');
  const titleId = useId();
  const { state, run } = useWebRtcLeakTest({ stunUrl, timeoutMs, ...(createPeerConnection ? { createPeerConnection } : {}) });
  const running = state.status === 'running';
  return (
    <section className="section tool-panel-section" aria-labelledby={titleId}>
      <div className="container container--narrow">
        <h2 id={titleId} className="visually-hidden">
          {t('resultsTitle')}
        </h2>
        <div className="tool-panel">
          <div className="reference-ip" aria-live="polite" aria-busy={reference.status === 'loading'}>
            <span className="reference-ip__label">{t('yourIp')}</span>
            {reference.status === 'loading' ? <span className="tool-panel__status">{t('lookingUp')}</span> : null}
            {reference.status === 'success' ? <IpAddressText className="reference-ip__value" address={reference.info.user_ip} /> : null}
            {reference.status === 'error' ? (
              <div className="reference-ip__error">
                <span>{t('ipError')}</span>
                <RetryForm className="button button--ghost button--small" label={t('retryIp')} />
              </div>
            ) : null}
          </div>
          <div className="tool-panel__actions">
            <button
              type="button"
              className="button button--primary button--large tool-panel__run"
              aria-disabled={running}
              onClick={() => {
                if (!running) void run();
              }}
            >
              {state.status === 'idle' ? t('start') : t('rerun')}
            </button>
            <noscript>
              <p className="tool-panel__needs-js">{t('noScript')}</p>
            </noscript>
          </div>
          <div className="leak-report" aria-live="polite" aria-busy={running}>
            <LeakReport state={state} referenceIp={referenceIpOf(reference)} timeoutSeconds={Math.round(timeoutMs / 1000)} />
          </div>
          <p className="tool-panel__note">{t('stunNote')}</p>
        </div>
      </div>
    </section>
  );
}
