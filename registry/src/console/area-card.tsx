/**
 * One area in the console: what is live (version, origin, fallback), the canary with its share
 * and failure rate and its actions, a quick rollback, and the table of published versions.
 * Every button only opens a confirmation; nothing is written from here.
 */
import type { AreaVersions } from './api.client.ts';
import { formatHealth, formatSeconds, healthLevel } from './format.ts';
import { formatPercent, type WriteIntent } from './intents.ts';
import { RolloutPanel } from './rollout-panel.tsx';
import type { RolloutStatus } from './use-rollouts.ts';
import { DEFAULT_POLICY, VersionTable } from './version-table.tsx';
import type { VersionFilter } from './search.ts';
import { pulledVersions, rollbackTarget, type AreaState } from './versions.ts';

/** Props: the area, its state (undefined before the first activation), its versions, and what to open. */
export interface AreaCardProps {
  area: string;
  state: (AreaState & { fallback?: string }) | undefined;
  versions: AreaVersions | undefined;
  /** The console's version search. */
  filter?: VersionFilter;
  /** Opens a write's confirmation; absent for a person who may not write (a viewer): the card shows no write button. */
  onIntent?: (intent: WriteIntent) => void;
  /** Opens a preview link's dialog; absent for a viewer. */
  onPreview?: (area: string, version: string) => void;
  /** Opens the comparison of a version with the live one. */
  onCompare?: (area: string, version: string) => void;
  /** The area's guarded rollout (`GET /api/rollouts/{area}`), or why it could not be read. */
  rollout?: RolloutStatus | string;
}

const DEFAULT_STAGES = [1, 10, 50, 100];
const DEFAULT_HOLD = '10m';

const DEFAULT_CANARY_PERCENT = 5;

function CanaryPanel({
  area,
  state,
  versions,
  onIntent,
}: Pick<AreaCardProps, 'area' | 'onIntent'> & { state: AreaState; versions: AreaVersions | undefined }) {
  const canary = state.canary;
  if (canary === null) return null;
  const policy = versions?.canaryPolicy ?? DEFAULT_POLICY;
  const health = versions?.versions.find((item) => item.version === canary.version)?.health.window;
  const level = health === undefined ? 'no-data' : healthLevel(health, policy);
  return (
    <div className={level === 'unhealthy' || level === 'watch' ? 'canary canary--alert' : 'canary'}>
      <div className="canary__text">
        <p className="canary__line">
          <span className="badge badge--canary">Canary</span> <strong>{canary.version}</strong>
          {` for ${formatPercent(canary.percent)} of visitors`}
          {level === 'unhealthy' || level === 'watch' ? (
            <span className={`badge badge--${level}`}>{level === 'unhealthy' ? 'Unhealthy' : 'Failing (few loads)'}</span>
          ) : null}
        </p>
        <p className="canary__health">
          {health === undefined ? 'No health data yet' : `${formatHealth(health)} in the last ${formatSeconds(policy.windowSeconds)}`}
          <span className="muted">{` · aborted automatically above ${formatPercent(policy.maxFailureRate * 100)} failures on ${policy.minLoads}+ loads`}</span>
        </p>
      </div>
      {onIntent ? (
        <div className="row-actions">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() =>
              onIntent({
                kind: 'canary',
                area,
                active: state.version,
                to: canary.version,
                percent: canary.percent,
                fromPercent: canary.percent,
              })
            }
          >
            Change share…
          </button>
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => onIntent({ kind: 'promote', area, from: state.version, to: canary.version, percent: canary.percent })}
          >
            {`Promote ${canary.version}`}
          </button>
          <button
            type="button"
            className="button button--danger button--small"
            onClick={() => onIntent({ kind: 'abort', area, active: state.version, canary: canary.version, percent: canary.percent })}
          >
            Abort canary
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The version table's write buttons, each opening its confirmation. */
function writeActions(area: string, state: AreaState | undefined, onIntent: (intent: WriteIntent) => void) {
  return {
    onActivate: (version: string) => onIntent({ kind: 'activate', area, from: state?.version ?? null, to: version }),
    onRollback: (version: string) => state && onIntent({ kind: 'rollback', area, from: state.version, to: version }),
    onCanary: (version: string) =>
      state && onIntent({ kind: 'canary', area, active: state.version, to: version, percent: DEFAULT_CANARY_PERCENT, fromPercent: null }),
    onRollout: (version: string) =>
      state && onIntent({ kind: 'rollout', area, active: state.version, to: version, stages: DEFAULT_STAGES, hold: DEFAULT_HOLD }),
  };
}

/** The card of one area. */
export function AreaCard({ area, state, versions, filter, onIntent, onPreview, onCompare, rollout }: AreaCardProps) {
  const headingId = `area-${area}`;
  const back = rollbackTarget(state, pulledVersions(versions?.versions));
  // The registry's fallback: after a rollback the version just pulled is history, not the fallback (decision 050).
  const fallback = state?.fallback;
  const origin = state?.origin ?? versions?.origin;
  const live = versions?.versions.find((item) => item.version === state?.version);
  const liveLevel = live === undefined ? 'no-data' : healthLevel(live.health.window, versions?.canaryPolicy ?? DEFAULT_POLICY);
  return (
    <article className="card area-card" aria-labelledby={headingId}>
      <div className="area-card__head">
        <h2 id={headingId} className="area-card__title">
          {area}
        </h2>
        {state ? (
          <span className="badge badge--active">{`Live ${state.version}`}</span>
        ) : (
          <span className="badge badge--available">Not live</span>
        )}
        {liveLevel === 'unhealthy' && live ? (
          <span className="badge badge--unhealthy">{`Unhealthy: ${formatHealth(live.health.window)}`}</span>
        ) : null}
        {back !== null && state && onIntent ? (
          <button
            type="button"
            className="button button--danger button--small area-card__rollback"
            onClick={() => onIntent({ kind: 'rollback', area, from: state.version, to: back })}
          >
            {`Roll back to ${back}`}
          </button>
        ) : null}
      </div>
      <dl className="facts">
        <div className="facts__row">
          <dt>Active version</dt>
          <dd>{state?.version ?? 'none'}</dd>
        </div>
        <div className="facts__row">
          <dt>Origin</dt>
          <dd className="facts__origin">{origin ?? '–'}</dd>
        </div>
        <div className="facts__row">
          <dt>Canary</dt>
          <dd>{state?.canary ? `${state.canary.version} at ${formatPercent(state.canary.percent)}` : 'none'}</dd>
        </div>
        <div className="facts__row">
          <dt>Fallback</dt>
          <dd>{fallback ?? 'none'}</dd>
        </div>
      </dl>
      <RolloutPanel area={area} status={rollout} {...(onIntent === undefined ? {} : { onIntent })} />
      {state ? <CanaryPanel area={area} state={state} versions={versions} onIntent={onIntent} /> : null}
      <VersionTable
        area={area}
        state={state}
        versions={versions}
        {...(filter === undefined ? {} : { filter })}
        {...(onIntent === undefined ? {} : writeActions(area, state, onIntent))}
        {...(onPreview === undefined ? {} : { onPreview: (version: string) => onPreview(area, version) })}
        {...(onCompare === undefined ? {} : { onCompare: (version: string) => onCompare(area, version) })}
      />
    </article>
  );
}
