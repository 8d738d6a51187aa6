/**
 * A version against the live one (decision 032): health side by side over the last hour (sample size,
 * server error rate, browser errors per 1 000 views, p75 LCP/INP/CLS, a per-minute sparkline)
 * and what changed (commit, routes added and removed, first-load JavaScript, files and bytes,
 * the browser entry, chunks, shared dependency versions, exposes). Read-only: no token needed.
 */
import { useEffect, useState } from 'react';
import { getJson, versionCompareSchema, type VersionCompare } from './api.client.ts';
import { FirstLoadRow, RoutesRow } from './compare-changes.tsx';
import { Dialog } from './dialog.tsx';
import { formatBytes, formatRate } from './format.ts';
import { Sparkline } from './sparkline.tsx';

/** Props: which version, and closing. */
export interface CompareDialogProps {
  area: string;
  version: string;
  onClose: () => void;
}

type Health = VersionCompare['health']['candidate'];
type Provenance = VersionCompare['diff']['provenance']['candidate'];

function delta(before: number | null, after: number | null): string {
  if (before === null || after === null) return '';
  const change = after - before;
  return change === 0 ? ' (same)' : ` (${change > 0 ? '+' : '−'}${formatBytes(Math.abs(change))})`;
}

function commitText(provenance: Provenance): string {
  if (provenance === null || provenance.commit === undefined) return 'not recorded';
  const parts = [provenance.commit.slice(0, 10), provenance.branch, provenance.author, provenance.message && `“${provenance.message}”`];
  return parts.filter(Boolean).join(' · ');
}

function HealthColumn({ title, health }: { title: string; health: Health | null }) {
  if (health === null)
    return (
      <div className="compare__col">
        <h3 className="compare__title">{title}</h3>
        <p className="muted">Nothing is live yet.</p>
      </div>
    );
  const views = health.series.reduce((sum, point) => sum + point.views, 0);
  return (
    <div className="compare__col">
      <h3 className="compare__title">{title}</h3>
      <dl className="facts facts--list">
        <div className="facts__row">
          <dt>Page views (1 h)</dt>
          <dd>{health.sampleSize}</dd>
        </div>
        <div className="facts__row">
          <dt>Server error rate</dt>
          <dd>{formatRate(health.serverErrorRate)}</dd>
        </div>
        <div className="facts__row">
          <dt>Page views with an error</dt>
          <dd>
            {health.pageErrorRate === null ? 'no browser page views yet' : `${formatRate(health.pageErrorRate)} of ${health.browserViews}`}
          </dd>
        </div>
        <div className="facts__row">
          <dt>p75 LCP · INP · CLS</dt>
          <dd>
            {health.p75.lcpMs === null
              ? 'not collected yet'
              : `${health.p75.lcpMs} ms · ${health.p75.inpMs ?? '–'} ms · ${health.p75.cls ?? '–'}`}
          </dd>
        </div>
        <div className="facts__row">
          <dt>Server loads (failed)</dt>
          <dd>{`${health.loads} (${health.loadFailures})`}</dd>
        </div>
      </dl>
      <Sparkline points={health.series} label={`${views} page views over the last ${health.minutes} minutes, per minute`} />
    </div>
  );
}

/** The dialog. */
export function CompareDialog({ area, version, onClose }: CompareDialogProps) {
  const [compare, setCompare] = useState<VersionCompare | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getJson(`/api/remotes/${area}/versions/${version}/compare`, versionCompareSchema, controller.signal).then(
      setCompare,
      (caught: unknown) => {
        if (!controller.signal.aborted) setError(caught instanceof Error ? caught.message : String(caught));
      },
    );
    return () => controller.abort();
  }, [area, version]);
  const live = compare?.active ?? null;
  return (
    <Dialog
      title={live === null || live === version ? `${area} ${version}` : `${area} ${version} against live ${live}`}
      onClose={onClose}
      wide
    >
      {error ? <p className="notice notice--error" role="alert">{`Could not compare: ${error}`}</p> : null}
      {compare === null && error === null ? <p className="muted">Loading…</p> : null}
      {compare ? (
        <>
          <div className="compare">
            <HealthColumn title={`${version} (this version)`} health={compare.health.candidate} />
            {live !== null && live !== version ? <HealthColumn title={`${live} (live)`} health={compare.health.active} /> : null}
          </div>
          <h3 className="compare__title">What changed</h3>
          <dl className="facts facts--list">
            <div className="facts__row">
              <dt>Commit</dt>
              <dd className="compare__commit">{commitText(compare.diff.provenance.candidate)}</dd>
            </div>
            {live !== null ? (
              <div className="facts__row">
                <dt>Live commit</dt>
                <dd className="compare__commit">{commitText(compare.diff.provenance.active)}</dd>
              </div>
            ) : null}
            <RoutesRow routes={compare.diff.routes} live={live} />
            <FirstLoadRow firstLoad={compare.diff.firstLoad} />
            <div className="facts__row">
              <dt>Files</dt>
              <dd>{`${compare.diff.files.before ?? '–'} → ${compare.diff.files.after}`}</dd>
            </div>
            <div className="facts__row">
              <dt>Bytes</dt>
              <dd>{`${compare.diff.bytes.before === null ? '–' : formatBytes(compare.diff.bytes.before)} → ${formatBytes(compare.diff.bytes.after)}${delta(compare.diff.bytes.before, compare.diff.bytes.after)}`}</dd>
            </div>
            <div className="facts__row">
              <dt>Browser entry</dt>
              <dd>{`${compare.diff.entryBytes.before === null ? '–' : formatBytes(compare.diff.entryBytes.before)} → ${compare.diff.entryBytes.after === null ? '–' : formatBytes(compare.diff.entryBytes.after)}${delta(compare.diff.entryBytes.before, compare.diff.entryBytes.after)}`}</dd>
            </div>
            <div className="facts__row">
              <dt>Exposed modules</dt>
              <dd>
                {compare.diff.exposes.added.length + compare.diff.exposes.removed.length === 0
                  ? 'unchanged'
                  : [
                      ...compare.diff.exposes.added.map((name) => `+ ${name}`),
                      ...compare.diff.exposes.removed.map((name) => `− ${name}`),
                    ].join(', ')}
              </dd>
            </div>
          </dl>
          {compare.diff.shared.length > 0 ? (
            <div className="table-wrap">
              <table className="compare__table">
                <caption>Shared dependencies that differ</caption>
                <thead>
                  <tr>
                    <th scope="col">Package</th>
                    <th scope="col">Live</th>
                    <th scope="col">This version</th>
                  </tr>
                </thead>
                <tbody>
                  {compare.diff.shared.map((item) => (
                    <tr key={item.name}>
                      <th scope="row">{item.name}</th>
                      <td>{item.before ?? '–'}</td>
                      <td>{item.after ?? '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="muted">Shared dependency versions: the same as live.</p>
          )}
          {compare.diff.chunks.length > 0 ? (
            <div className="table-wrap">
              <table className="compare__table">
                <caption>{`Browser chunks that changed (${compare.diff.chunks.length}), largest change first`}</caption>
                <thead>
                  <tr>
                    <th scope="col">Chunk</th>
                    <th scope="col">Live</th>
                    <th scope="col">This version</th>
                  </tr>
                </thead>
                <tbody>
                  {compare.diff.chunks.slice(0, 15).map((item) => (
                    <tr key={item.chunk}>
                      <th scope="row" className="compare__chunk">
                        {item.chunk}
                      </th>
                      <td>{item.before === null ? 'new' : formatBytes(item.before)}</td>
                      <td>{item.after === null ? 'removed' : formatBytes(item.after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="muted">No browser chunk changed size.</p>
          )}
        </>
      ) : null}
    </Dialog>
  );
}
