/**
 * Write intents of the console: what a product owner asked for, the confirmation text that
 * names the area, the from-version, the to-version (and the canary share), and the body of the
 * API request it becomes once a reason is given.
 */

/** One write, before confirmation. `from` is the version live now (null before the first activation). */
export type WriteIntent =
  | { kind: 'activate'; area: string; from: string | null; to: string }
  | { kind: 'rollback'; area: string; from: string; to: string }
  | { kind: 'canary'; area: string; active: string; to: string; percent: number; fromPercent: number | null }
  | { kind: 'promote'; area: string; from: string; to: string; percent: number }
  | { kind: 'abort'; area: string; active: string; canary: string; percent: number }
  | { kind: 'rollout'; area: string; active: string; to: string; stages: number[]; hold: string }
  | { kind: 'rollout-control'; area: string; control: 'pause' | 'resume' | 'stop'; version: string; percent: number | null }
  | PromotionIntent;

/**
 * A promotion (decision 059): `to` runs exactly what `from` runs, for one area (`area`) or every
 * area that differs (`all`, `area` then reads "every area"); `changes` lists each area's move.
 */
export interface PromotionIntent {
  kind: 'promote-env';
  area: string;
  all: boolean;
  from: string;
  to: string;
  changes: { area: string; from: string | null; to: string }[];
}

/** What the confirmation dialog shows: a title, one sentence, and the confirm button's label. */
export interface Confirmation {
  title: string;
  summary: string;
  confirmLabel: string;
}

/** `5` → `5 %`, `12.5` → `12.5 %`. */
export function formatPercent(percent: number): string {
  return `${Number.isInteger(percent) ? percent : Number(percent.toFixed(2))} %`;
}

/** True when `percent` is a share the API takes: a finite number from 0 to 100. */
export function validPercent(percent: number): boolean {
  return Number.isFinite(percent) && percent >= 0 && percent <= 100;
}

/** The confirmation of `intent`. The summary always names the area and both versions. */
export function confirmationOf(intent: WriteIntent): Confirmation {
  const { area } = intent;
  switch (intent.kind) {
    case 'activate':
      return {
        title: `Activate ${area} ${intent.to}`,
        summary:
          intent.from === null
            ? `${area}: nothing live → ${intent.to}. Every visitor gets ${intent.to} once it passes the gates.`
            : `${area}: ${intent.from} → ${intent.to}. Every visitor gets ${intent.to} once it passes the gates.`,
        confirmLabel: `Activate ${intent.to}`,
      };
    case 'rollback':
      return {
        title: `Roll back ${area} to ${intent.to}`,
        summary: `${area}: ${intent.from} → ${intent.to}. Every visitor gets ${intent.to} again; the gates are skipped because it was live before.`,
        confirmLabel: `Roll back to ${intent.to}`,
      };
    case 'canary':
      return intent.fromPercent === null
        ? {
            title: `Start a canary of ${area} ${intent.to}`,
            summary: `${area}: ${intent.active} stays live; ${intent.to} goes to ${formatPercent(intent.percent)} of visitors once it passes the gates.`,
            confirmLabel: `Start canary at ${formatPercent(intent.percent)}`,
          }
        : {
            title: `Change the canary share of ${area} ${intent.to}`,
            summary: `${area}: canary ${intent.to} from ${formatPercent(intent.fromPercent)} → ${formatPercent(intent.percent)} of visitors; ${intent.active} stays live for the rest.`,
            confirmLabel: `Set canary to ${formatPercent(intent.percent)}`,
          };
    case 'promote':
      return {
        title: `Promote ${area} ${intent.to}`,
        summary: `${area}: ${intent.from} → ${intent.to} for every visitor (the canary was at ${formatPercent(intent.percent)}).`,
        confirmLabel: `Promote ${intent.to}`,
      };
    case 'abort':
      return {
        title: `Abort the canary of ${area} ${intent.canary}`,
        summary: `${area}: canary ${intent.canary} at ${formatPercent(intent.percent)} stops; every visitor gets ${intent.active}.`,
        confirmLabel: `Abort canary ${intent.canary}`,
      };
    case 'rollout':
      return {
        title: `Start a guarded rollout of ${area} ${intent.to}`,
        summary: `${area}: ${intent.active} stays live; ${intent.to} goes through ${intent.stages.map(formatPercent).join(' → ')} of visitors, each stage held at least ${intent.hold}, and is rolled back by itself if the guard sees a regression.`,
        confirmLabel: `Start rollout of ${intent.to}`,
      };
    case 'rollout-control':
      return controlConfirmation(intent);
    case 'promote-env':
      return {
        title: `Promote ${intent.all ? 'every area' : area} from ${intent.from} to ${intent.to}`,
        summary: `${intent.changes.map((change) => `${change.area}: ${change.from ?? 'nothing live'} → ${change.to}`).join('; ')}. ${intent.to} runs exactly what ${intent.from} runs (the same files) once each version passes ${intent.to}’s gates${intent.all ? ', all at once or none' : ''}.`,
        confirmLabel: `Promote to ${intent.to}`,
      };
  }
}

function controlConfirmation(intent: Extract<WriteIntent, { kind: 'rollout-control' }>): Confirmation {
  const { area, version } = intent;
  const share = intent.percent === null ? '' : ` (now ${formatPercent(intent.percent)})`;
  switch (intent.control) {
    case 'pause':
      return {
        title: `Pause the rollout of ${area} ${version}`,
        summary: `${area}: ${version} keeps its share${share} but stops advancing until someone resumes it.`,
        confirmLabel: 'Pause rollout',
      };
    case 'resume':
      return {
        title: `Resume the rollout of ${area} ${version}`,
        summary: `${area}: ${version}${share} advances again once the current stage has held its time.`,
        confirmLabel: 'Resume rollout',
      };
    case 'stop':
      return {
        title: `Stop the rollout of ${area} ${version}`,
        summary: `${area}: the rollout ends and its canary${share} stops; every visitor gets the live version.`,
        confirmLabel: 'Stop rollout',
      };
  }
}

/** Where `intent` is sent: `POST /api/releases`, `/api/rollouts` or `/api/rollouts/{area}/{control}`. */
export function requestPathOf(intent: WriteIntent): string {
  if (intent.kind === 'rollout') return '/api/rollouts';
  if (intent.kind === 'rollout-control') return `/api/rollouts/${intent.area}/${intent.control}`;
  if (intent.kind === 'promote-env') return '/api/promote-env';
  return '/api/releases';
}

/** The body of `intent` with its `reason`, for the path of {@link requestPathOf}. */
export function requestBodyOf(intent: WriteIntent, reason: string): Record<string, unknown> {
  const base = { remote: intent.area, reason: reason.trim() };
  switch (intent.kind) {
    case 'activate':
      return { ...base, action: 'activate', version: intent.to };
    case 'rollback':
      return { ...base, action: 'rollback', version: intent.to };
    case 'canary':
      return { ...base, action: 'canary', version: intent.to, percent: intent.percent };
    case 'promote':
      return { ...base, action: 'promote' };
    case 'abort':
      return { ...base, action: 'abort-canary' };
    case 'rollout':
      return { ...base, version: intent.to, stages: intent.stages, hold: intent.hold.trim() };
    case 'rollout-control':
      return { reason: reason.trim() };
    case 'promote-env':
      return { from: intent.from, reason: reason.trim(), ...(intent.all ? { all: true } : { remote: intent.area }) };
  }
}

/** The notice after an accepted write: `blog: rolled back 1.0.1 → 1.0.0 (revision 8)`. */
export function doneMessage(intent: WriteIntent, revision: number): string {
  const suffix = ` (revision ${revision})`;
  switch (intent.kind) {
    case 'activate':
      return `${intent.area}: activated ${intent.to}${suffix}`;
    case 'rollback':
      return `${intent.area}: rolled back ${intent.from} → ${intent.to}${suffix}`;
    case 'canary':
      return `${intent.area}: canary ${intent.to} at ${formatPercent(intent.percent)}${suffix}`;
    case 'promote':
      return `${intent.area}: promoted ${intent.to}${suffix}`;
    case 'abort':
      return `${intent.area}: aborted canary ${intent.canary}${suffix}`;
    case 'rollout':
      return `${intent.area}: guarded rollout of ${intent.to} started at ${formatPercent(intent.stages[0] ?? 0)}${suffix}`;
    case 'rollout-control':
      return `${intent.area}: rollout of ${intent.version} ${{ pause: 'paused', resume: 'resumed', stop: 'stopped' }[intent.control]}${suffix}`;
    case 'promote-env':
      return `${intent.to}: promoted ${intent.changes.map((change) => `${change.area} ${change.to}`).join(', ')} from ${intent.from}${suffix}`;
  }
}
