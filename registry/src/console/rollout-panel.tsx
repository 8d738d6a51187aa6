/**
 * An area's guarded rollout (decisions 032 and 049): which version from which, the stage it is at
 * among its stages, its status, when the next step may come, and the guard's judgement in words
 * (including "not enough data") with the figures of both versions and each test's state; Pause,
 * Resume and Stop open a confirmation like every write.
 */
import * as z from 'zod/mini';
import { formatRate, formatSeconds, formatWhen } from './format.ts';
import { formatPercent, type WriteIntent } from './intents.ts';
import type { RolloutStatus } from './use-rollouts.ts';

/** Props: the area, its rollout status (or why it could not be read), and what the buttons open. */
export interface RolloutPanelProps {
  area: string;
  status: RolloutStatus | string | undefined;
  /** Opens a confirmation; absent for a viewer, who sees no Pause, Resume or Stop. */
  onIntent?: (intent: WriteIntent) => void;
}

const figuresSchema = z.object({
  pageViews: z.number(),
  browserViews: z.number(),
  pageErrorRate: z.nullable(z.number()),
  serverErrorRate: z.nullable(z.number()),
  p75: z.object({ lcp: z.nullable(z.number()), inp: z.nullable(z.number()) }),
});
const checkSchema = z.object({ metric: z.string(), source: z.string(), state: z.string() });
const verdictFiguresSchema = z.object({ candidate: figuresSchema, control: figuresSchema, checks: z.array(checkSchema) });

const STATUS_WORDS: Record<NonNullable<RolloutStatus['rollout']>['status'], string> = {
  running: 'Running',
  paused: 'Paused',
  completed: 'Completed',
  'rolled-back': 'Rolled back',
  stopped: 'Stopped',
};

/** The guard's decisions in words (decision 049). */
const DECISION_WORDS: Record<string, string> = {
  pass: 'No regression: advances when the hold ends',
  hold: 'Holding: over a threshold, not yet with confidence',
  'not-enough-data': 'Not enough data yet',
  trip: 'Regression: the guard rolls it back',
  ask: 'Browser evidence alone: paused for a person to decide',
};

const METRIC_WORDS: Record<string, string> = {
  pageErrorRate: 'Page views with an error',
  serverErrorRate: 'Server error rate',
  p75Lcp: 'p75 LCP',
  p75Inp: 'p75 INP',
};

const STATE_WORDS: Record<string, string> = {
  tripped: 'regressed',
  over: 'over its threshold, not with confidence',
  ok: 'within its threshold',
  'not-enough-data': 'not enough data',
};

type Figures = z.infer<typeof figuresSchema>;

function figureText(figures: Figures): string {
  const lcp = figures.p75.lcp === null ? '–' : `${figures.p75.lcp} ms`;
  const inp = figures.p75.inp === null ? '–' : `${figures.p75.inp} ms`;
  return `${figures.pageViews} views · page errors ${formatRate(figures.pageErrorRate)} of ${figures.browserViews} browser views · server errors ${formatRate(figures.serverErrorRate)} · p75 LCP ${lcp} · INP ${inp}`;
}

function GuardFigures({ status }: { status: RolloutStatus }) {
  const rollout = status.rollout;
  const verdict = status.verdict;
  if (rollout === null || verdict === null) return null;
  const figures = verdictFiguresSchema.safeParse(verdict);
  return (
    <div className="rollout__guard">
      <p>
        <strong>{`Guard: ${DECISION_WORDS[verdict.decision] ?? verdict.decision}`}</strong>
        <span className="muted">{` · ${verdict.reason}`}</span>
      </p>
      {figures.success ? (
        <dl className="facts facts--list">
          <div className="facts__row">
            <dt>{`${rollout.version} (new)`}</dt>
            <dd>{figureText(figures.data.candidate)}</dd>
          </div>
          <div className="facts__row">
            <dt>{`${rollout.fromVersion} (live)`}</dt>
            <dd>{figureText(figures.data.control)}</dd>
          </div>
          {figures.data.checks.map((check) => (
            <div className="facts__row" key={check.metric}>
              <dt>{`${METRIC_WORDS[check.metric] ?? check.metric} (${check.source})`}</dt>
              <dd>{STATE_WORDS[check.state] ?? check.state}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/** The panel; nothing when the area never had a rollout. */
export function RolloutPanel({ area, status, onIntent }: RolloutPanelProps) {
  if (typeof status === 'string')
    return (
      <p className="notice notice--error" role="alert">
        {status}
      </p>
    );
  const rollout = status?.rollout ?? null;
  if (status === undefined || rollout === null) return null;
  const live = rollout.status === 'running' || rollout.status === 'paused';
  const stage = `stage ${rollout.stageIndex + 1} of ${rollout.stages.length}`;
  const control = (kind: 'pause' | 'resume' | 'stop') =>
    onIntent?.({ kind: 'rollout-control', area, control: kind, version: rollout.version, percent: status.percent });
  return (
    <section className={`rollout rollout--${rollout.status}`} aria-label={`Guarded rollout of ${area} ${rollout.version}`}>
      <p className="rollout__line">
        <span className="badge badge--canary">{`Rollout ${STATUS_WORDS[rollout.status]}`}</span> <strong>{rollout.version}</strong>
        {` from ${rollout.fromVersion}`}
        {live && status.percent !== null ? ` · ${formatPercent(status.percent)} of visitors, ${stage}` : ''}
      </p>
      <p className="muted">
        {`Stages ${rollout.stages.map(formatPercent).join(' → ')} · hold ${formatSeconds(Math.round(rollout.holdMs / 1000))} each, pauses without a verdict after ${formatSeconds(Math.round(rollout.maxHoldMs / 1000))} · started by ${rollout.actor}`}
      </p>
      {rollout.status === 'paused' ? <p className="rollout__paused">{`Paused: ${rollout.reason}`}</p> : null}
      {rollout.status === 'running' && status.nextStepAt !== null ? <p>{`Next step not before ${formatWhen(status.nextStepAt)}`}</p> : null}
      {live ? <GuardFigures status={status} /> : <p>{`Ended: ${rollout.reason}`}</p>}
      {live && onIntent ? (
        <div className="row-actions">
          {rollout.status === 'running' ? (
            <button type="button" className="button button--ghost button--small" onClick={() => control('pause')}>
              Pause…
            </button>
          ) : (
            <button type="button" className="button button--primary button--small" onClick={() => control('resume')}>
              Resume…
            </button>
          )}
          <button type="button" className="button button--danger button--small" onClick={() => control('stop')}>
            Stop…
          </button>
        </div>
      ) : null}
    </section>
  );
}
