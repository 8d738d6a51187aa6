/**
 * Retention for admins (decision 061): what `gc` would remove, with the reasons every kept version
 * stays, then the removal of exactly that list's kind (the registry judges again when it runs:
 * a version referenced meanwhile stays). Keep the newest N of each area and anything served within
 * the days given; a version a page rendered in the last 24 hours always stays.
 */
import { useId, useState } from 'react';
import type { WireOut } from '@meridian/shared/registry-contract';
import { gcResultSchema, postJson } from './api.client.ts';
import { formatBytes } from './format.ts';

/** Props: the admin's token, and the notice after a removal. */
export interface RetentionPanelProps {
  token: string;
  onDone: (message: string) => void;
}

type Result = WireOut<typeof gcResultSchema>;

/** The panel (render it for admins only: the registry refuses anyone else with 403). */
export function RetentionPanel({ token, onDone }: RetentionPanelProps) {
  const [keep, setKeep] = useState('10');
  const [days, setDays] = useState('30');
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { keep: useId(), days: useId() };
  const body = (dryRun: boolean) => ({ keep: Number(keep), minAgeSeconds: Math.round(Number(days) * 86_400), dryRun });
  const valid = Number.isInteger(Number(keep)) && Number(keep) >= 1 && Number.isFinite(Number(days)) && Number(days) >= 0;

  const run = async (dryRun: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await postJson('/api/gc', token, body(dryRun), gcResultSchema, undefined, null);
      setResult(answer);
      if (!dryRun) onDone(`Removed ${answer.removed.length} version(s) nothing needed.`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="retention-title" className="card retention">
      <h2 id="retention-title" className="section-title">
        Retention
      </h2>
      <p className="muted">
        Versions no environment runs, canaries, rolls out or can roll back to, without a valid preview link or a waiting approval, not among
        the newest and not served lately, are removed from the store and the database.
      </p>
      <div className="retention__fields">
        <label htmlFor={ids.keep}>Keep the newest</label>
        <input id={ids.keep} type="number" min={1} value={keep} onChange={(event) => setKeep(event.target.value)} />
        <label htmlFor={ids.days}>and what served within (days)</label>
        <input id={ids.days} type="number" min={0} value={days} onChange={(event) => setDays(event.target.value)} />
        <button type="button" className="button button--ghost button--small" disabled={busy || !valid} onClick={() => void run(true)}>
          Show what would go
        </button>
      </div>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      {result ? (
        <div role="status">
          <h3 className="retention__heading">
            {`${result.dryRun ? 'Would remove' : 'Removed'} ${result.removed.length} version(s), ${formatBytes(result.removed.reduce((sum, item) => sum + item.bytes, 0))}`}
          </h3>
          <ul className="retention__list">
            {result.removed.map((item) => (
              <li key={`${item.area}@${item.version}`}>{`${item.area} ${item.version} (${item.files} files)`}</li>
            ))}
          </ul>
          {result.dryRun && result.removed.length > 0 ? (
            <button type="button" className="button button--danger button--small" disabled={busy} onClick={() => void run(false)}>
              {`Remove ${result.removed.length} version(s)`}
            </button>
          ) : null}
          <details>
            <summary>{`Why the other ${result.kept.length} stay`}</summary>
            <ul className="retention__list">
              {result.kept.map((item) => (
                <li key={`${item.area}@${item.version}`}>{`${item.area} ${item.version}: ${item.reasons.join('; ')}`}</li>
              ))}
            </ul>
          </details>
        </div>
      ) : null}
    </section>
  );
}
