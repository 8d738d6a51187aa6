/**
 * The published versions of one area: status, when and by whom published, size, health over the
 * window (loads, failures, failure rate; unhealthy rows are highlighted and say so), and the
 * actions each version allows. On narrow screens every row becomes a small card.
 */
import type { AreaVersions, VersionView } from './api.client.ts';
import { formatBytes, formatRate, formatSeconds, formatWhen, healthLevel, type CanaryPolicy, type HealthLevel } from './format.ts';
import { matchesVersion, NO_VERSION_FILTER, type VersionFilter } from './search.ts';
import { pulledVersions, pullLabel, versionActions, type AreaState } from './versions.ts';

/** Props: the area, its state and versions, and what the buttons do. */
export interface VersionTableProps {
  area: string;
  state: AreaState | undefined;
  versions: AreaVersions | undefined;
  /** Which versions show (the console's search); all when absent. */
  filter?: VersionFilter;
  /** The write buttons' actions; absent for a person whose role may not write (a viewer): no such button shows. */
  onActivate?: (version: string) => void;
  onRollback?: (version: string) => void;
  onCanary?: (version: string) => void;
  /** Opens the start of a guarded rollout of a version (stages, hold, reason). */
  onRollout?: (version: string) => void;
  onPreview?: (version: string) => void;
  /** Opens the comparison with the live version (health side by side, what changed). */
  onCompare?: (version: string) => void;
}

/** The registry's default canary policy, used until an area's versions have loaded. */
export const DEFAULT_POLICY: CanaryPolicy = { maxFailureRate: 0.2, minLoads: 50, minPageViews: 20, windowSeconds: 300 };

const STATUS_LABEL: Record<VersionView['status'], string> = {
  active: 'Live',
  canary: 'Canary',
  previous: 'Was live',
  available: 'Published',
};

const LEVEL_LABEL: Record<HealthLevel, string | null> = { 'no-data': null, ok: null, watch: 'Failing (few loads)', unhealthy: 'Unhealthy' };

function HealthCell({ item, policy }: { item: VersionView; policy: CanaryPolicy }) {
  const counts = item.health.window;
  const level = healthLevel(counts, policy);
  const label = LEVEL_LABEL[level];
  return (
    <div className="health">
      {counts.loads === 0 ? (
        <span className="muted">no loads</span>
      ) : (
        <span>
          <strong className="health__rate">{formatRate(counts.failureRate)}</strong>
          <span className="muted">{` ${counts.failures} failed of ${counts.loads}`}</span>
        </span>
      )}
      {label === null ? null : <span className={`badge badge--${level}`}>{label}</span>}
    </div>
  );
}

/** The table. */
export function VersionTable({
  area,
  state,
  versions,
  filter = NO_VERSION_FILTER,
  onActivate,
  onRollback,
  onCanary,
  onRollout,
  onPreview,
  onCompare,
}: VersionTableProps) {
  const policy = versions?.canaryPolicy ?? DEFAULT_POLICY;
  const all = versions?.versions ?? [];
  const list = all.filter((item) => matchesVersion(area, item, filter));
  const pulled = pulledVersions(versions?.versions);
  if (all.length === 0) return <p className="muted empty">No version of {area} has been published yet.</p>;
  if (list.length === 0) return <p className="muted empty">{`No version of ${area} matches the search (${all.length} published).`}</p>;
  return (
    <div className="table-wrap">
      <table className="versions">
        <caption className="visually-hidden">{`Published versions of ${area}, newest first`}</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Published</th>
            <th scope="col">Size</th>
            <th scope="col">{`Failures, last ${formatSeconds(policy.windowSeconds)}`}</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {list.map((item) => {
            const actions = versionActions(item.version, state, pulled);
            const level = healthLevel(item.health.window, policy);
            return (
              <tr
                key={item.version}
                className={level === 'unhealthy' || level === 'watch' ? `versions__row versions__row--${level}` : 'versions__row'}
              >
                <th scope="row" data-label="Version">
                  <div className="cell">
                    <span className="version">{item.version}</span>{' '}
                    <span className={`badge badge--${item.status}`}>{STATUS_LABEL[item.status]}</span>
                    {item.pulled ? (
                      <span className="muted versions__pull" title={`${item.pulled.at} by ${item.pulled.actor}: ${item.pulled.reason}`}>
                        {pullLabel(item.pulled.action)}
                      </span>
                    ) : null}
                  </div>
                </th>
                <td data-label="Published" className="nowrap">
                  <div className="cell">
                    {formatWhen(item.publishedAt)}
                    <span className="muted">{` by ${item.publishedBy}`}</span>
                  </div>
                </td>
                <td data-label="Size" className="nowrap">
                  <div className="cell">
                    {formatBytes(item.bytes)}
                    <span className="muted">{` ${item.files} files`}</span>
                  </div>
                </td>
                <td data-label="Failures">
                  <div className="cell">
                    <HealthCell item={item} policy={policy} />
                  </div>
                </td>
                <td data-label="Actions">
                  <div className="cell row-actions">
                    {actions.primary?.kind === 'rollback' && onRollback ? (
                      <button type="button" className="button button--danger button--tiny" onClick={() => onRollback(item.version)}>
                        {actions.primary.label}
                      </button>
                    ) : null}
                    {actions.primary?.kind === 'activate' && onActivate ? (
                      <button type="button" className="button button--primary button--tiny" onClick={() => onActivate(item.version)}>
                        {actions.primary.label}
                      </button>
                    ) : null}
                    {actions.canCanary && onCanary ? (
                      <button
                        type="button"
                        className="button button--ghost button--tiny"
                        aria-label={`Start a canary of ${area} ${item.version}`}
                        onClick={() => onCanary(item.version)}
                      >
                        Canary…
                      </button>
                    ) : null}
                    {actions.canCanary && onRollout ? (
                      <button
                        type="button"
                        className="button button--ghost button--tiny"
                        aria-label={`Start guarded rollout of ${area} ${item.version}…`}
                        onClick={() => onRollout(item.version)}
                      >
                        Rollout…
                      </button>
                    ) : null}
                    {onCompare ? (
                      <button
                        type="button"
                        className="button button--ghost button--tiny"
                        aria-label={`Compare ${area} ${item.version} with the live version`}
                        onClick={() => onCompare(item.version)}
                      >
                        Compare…
                      </button>
                    ) : null}
                    {onPreview ? (
                      <button
                        type="button"
                        className="button button--ghost button--tiny"
                        aria-label={`Create a preview link of ${area} ${item.version}`}
                        onClick={() => onPreview(item.version)}
                      >
                        Preview…
                      </button>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
