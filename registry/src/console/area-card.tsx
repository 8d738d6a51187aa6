/**
 * One area in the console: active version, canary with its slider, and every published
 * version with health figures and the actions a product owner may take on it.
 */
import { useState } from 'react';
import { ApiRefusal, postJson, type RemoteView, type VersionView } from './api.client.ts';

/** Props: the area, its release entry and versions, the revision on screen, the token. */
export interface AreaCardProps {
  area: string;
  remote: RemoteView | undefined;
  versions: VersionView[];
  revision: number;
  token: string;
  onChanged: (message: string) => void;
  /** `status` is the HTTP status of a refusal (401 means the token is wrong). */
  onError: (message: string, status?: number) => void;
}

function rate(counts: VersionView['health']['window']): string {
  return counts.failureRate === null ? 'no loads' : `${(counts.failureRate * 100).toFixed(1)} % of ${counts.loads}`;
}

/** The card of one area. */
export function AreaCard({ area, remote, versions, revision, token, onChanged, onError }: AreaCardProps) {
  const [reason, setReason] = useState('');
  const [percent, setPercent] = useState(remote?.canary?.percent ?? 5);
  const [busy, setBusy] = useState(false);
  const [previews, setPreviews] = useState<Record<string, string>>({});

  async function act(body: Record<string, unknown>): Promise<void> {
    if (reason.trim() === '') {
      onError('Write a reason first: it goes into the audit log.');
      return;
    }
    setBusy(true);
    try {
      await postJson('/api/releases', token, { ...body, remote: area, reason }, revision);
      onChanged(`${area}: ${String(body.action)} done`);
      setReason('');
    } catch (caught) {
      onError(`${area}: ${caught instanceof Error ? caught.message : String(caught)}`, caught instanceof ApiRefusal ? caught.status : undefined);
    } finally {
      setBusy(false);
    }
  }

  async function preview(version: string): Promise<void> {
    try {
      const link = await postJson<{ url: string }>('/api/previews', token, { remote: area, version, ttlSeconds: 3600 });
      setPreviews((current) => ({ ...current, [version]: link.url }));
    } catch (caught) {
      onError(`${area}: ${caught instanceof Error ? caught.message : String(caught)}`, caught instanceof ApiRefusal ? caught.status : undefined);
    }
  }

  const canary = remote?.canary ?? null;
  return (
    <section className="card" aria-labelledby={`area-${area}`}>
      <h2 id={`area-${area}`}>{area}</h2>
      <p>
        Active: <strong>{remote?.version ?? 'none'}</strong>
        {remote ? <span className="muted"> from {remote.origin}</span> : null}
      </p>
      <p>
        Canary: {canary ? <strong>{`${canary.version} for ${canary.percent} % of visitors`}</strong> : 'none'}
      </p>
      <label className="reason">
        Reason
        <input value={reason} onChange={(event) => setReason(event.target.value)} placeholder="why (kept in the audit log)" />
      </label>
      <div className="row">
        <label>
          Canary share: {percent} %
          <input type="range" min={0} max={100} step={1} value={percent} onChange={(event) => setPercent(Number(event.target.value))} />
        </label>
        {canary ? (
          <>
            <button disabled={busy} onClick={() => void act({ action: 'canary', version: canary.version, percent })}>Set share</button>
            <button disabled={busy} onClick={() => void act({ action: 'promote' })}>Promote canary</button>
            <button disabled={busy} onClick={() => void act({ action: 'abort-canary' })}>Abort canary</button>
          </>
        ) : null}
        <button disabled={busy || !remote || remote.previous.length === 0} onClick={() => void act({ action: 'rollback' })}>
          Roll back{remote?.previous[0] ? ` to ${remote.previous[0]}` : ''}
        </button>
      </div>
      <table>
        <thead>
          <tr>
            <th>Version</th>
            <th>Status</th>
            <th>Published</th>
            <th>Failures (window)</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((item) => (
            <tr key={item.version}>
              <td>{item.version}</td>
              <td>{item.status}</td>
              <td>{item.publishedAt.slice(0, 16).replace('T', ' ')}</td>
              <td>{rate(item.health.window)}</td>
              <td className="actions">
                <button disabled={busy || item.status === 'active'} onClick={() => void act({ action: 'activate', version: item.version })}>Activate</button>
                <button disabled={busy || !remote || item.status === 'active'} onClick={() => void act({ action: 'canary', version: item.version, percent })}>
                  Canary {percent} %
                </button>
                <button onClick={() => void preview(item.version)}>Preview link</button>
                {previews[item.version] ? <input readOnly aria-label={`Preview link of ${item.version}`} value={previews[item.version]} onFocus={(event) => event.target.select()} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
