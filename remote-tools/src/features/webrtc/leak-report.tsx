import { useTranslation } from 'react-i18next';
import { AddressTable } from './address-table.tsx';
import { leakVerdict, type LeakVerdict } from './leak-verdict.ts';
import type { LeakTestState } from './use-webrtc-leak-test.ts';

/** Props of {@link LeakReport}. */
export interface LeakReportProps {
  readonly state: LeakTestState;
  /** The IP websites see: undefined while it is being looked up, null when the lookup failed. */
  readonly referenceIp: string | null | undefined;
  readonly timeoutSeconds: number;
}

function verdictKey(verdict: LeakVerdict) {
  if (verdict.kind === 'safe') return `verdict.${verdict.reason}` as const;
  return `verdict.${verdict.kind}` as const;
}

/** The test's progress and outcome in plain words, then the addresses found. Lives in an aria-live region. */
export function LeakReport({ state, referenceIp, timeoutSeconds }: LeakReportProps) {
  const { t } = useTranslation('webrtc-leak-test');
  if (state.status === 'idle') return null;
  if (state.status === 'running') return <p className="tool-panel__status">{t('running', { count: timeoutSeconds })}</p>;
  if (state.status === 'blocked') return <p className="verdict verdict--safe">{t('blocked')}</p>;

  const publicRows = state.addresses.filter((entry) => entry.scope === 'public' || entry.scope === 'relay');
  const localRows = state.addresses.filter((entry) => entry.scope === 'local' || entry.scope === 'hidden');
  const compareWith = referenceIp ?? null;
  const verdict = referenceIp === undefined && publicRows.length > 0 ? null : leakVerdict(state.addresses, compareWith);
  return (
    <>
      {verdict === null ? (
        <p className="tool-panel__status">{t('verdict.checking')}</p>
      ) : (
        <p
          className={
            verdict.kind === 'leak'
              ? 'verdict verdict--leak'
              : verdict.kind === 'unknown'
                ? 'verdict verdict--unknown'
                : 'verdict verdict--safe'
          }
        >
          {t(verdictKey(verdict))}
        </p>
      )}
      {state.timedOut ? <p className="tool-panel__note">{t('timedOut', { count: timeoutSeconds })}</p> : null}
      <div className="address-groups">
        <AddressTable title={t('publicTitle')} addresses={publicRows} referenceIp={compareWith} />
        <AddressTable title={t('localTitle')} addresses={localRows} referenceIp={compareWith} />
      </div>
    </>
  );
}
