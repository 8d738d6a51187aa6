/**
 * The CLI's guarded rollout commands (decision 032):
 * `rollout <remote> <version> [--stages 1,10,50,100] [--hold 10m] [--max-hold 40m]` starts one;
 * `rollout status|pause|resume|stop <remote>` reads or steers the live one.
 */
import {
  releaseViewSchema,
  rolloutControlledSchema,
  rolloutStartedSchema,
  rolloutStatusSchema,
  type WireOut,
} from '@meridian/shared/registry-contract';
import { formatDuration } from '../services/rollout-machine.ts';
import type { RegistryClient } from './registry-client.ts';

/** Usage lines of the rollout commands, for the CLI's usage text. */
export const ROLLOUT_USAGE = `  rollout <remote> <version>          guarded rollout: canary stages that advance or roll back by themselves
                                      [--stages 1,10,50,100] [--hold 10m] (each stage's minimum time)
                                      [--max-hold 40m] (without a verdict by then it pauses; default 4 × hold, at least 1m)
  rollout status|pause|resume|stop <remote>   the live rollout: its stage and guard figures, or steer it`;

/** What `GET /api/rollouts/{remote}` answers (the registry contract). */
type StatusView = WireOut<typeof rolloutStatusSchema>;

/** The guard's decisions in words (decision 049). */
const DECISIONS: Readonly<Record<string, string>> = {
  pass: 'pass (advances when the hold ends)',
  hold: 'hold (over a threshold, not yet with confidence)',
  'not-enough-data': 'not enough data',
  trip: 'trip (rolls back)',
  ask: 'browser evidence alone (pauses for a person)',
};

/** Each test's state, one line each, from the verdict's `checks` (absent from registries before decision 049). */
function checkLines(verdict: StatusView['verdict']): string[] {
  const checks: unknown = verdict === null ? undefined : Reflect.get(verdict, 'checks');
  if (!Array.isArray(checks)) return [];
  return checks.flatMap((check: unknown) => {
    const metric: unknown = typeof check === 'object' && check !== null ? Reflect.get(check, 'metric') : undefined;
    const state: unknown = typeof check === 'object' && check !== null ? Reflect.get(check, 'state') : undefined;
    return typeof metric === 'string' && typeof state === 'string' ? [`    ${metric}: ${state.replaceAll('-', ' ')}`] : [];
  });
}

/** The lines `rollout status` prints. */
export function formatRolloutStatus(remote: string, view: StatusView): string {
  const { rollout } = view;
  if (rollout === null) return `${remote}: no rollout yet`;
  const lines = [
    `${remote}: rollout of ${rollout.version} (from ${rollout.fromVersion}) ${rollout.status} at ${view.percent ?? '?'} % of ${rollout.stages.join(', ')} %`,
    `  each stage holds ${formatDuration(rollout.holdMs)}, pauses without a verdict after ${formatDuration(rollout.maxHoldMs)}`,
    `  last: ${rollout.reason}`,
  ];
  if (view.nextStepAt !== null) lines.push(`  next step not before ${view.nextStepAt}`);
  if (view.verdict !== null)
    lines.push(
      `  guard now: ${DECISIONS[view.verdict.decision] ?? view.verdict.decision}: ${view.verdict.reason}`,
      ...checkLines(view.verdict),
    );
  return lines.join('\n');
}

/** Runs a rollout command; `usage(message)` throws the CLI's usage error. */
export async function runRollout(
  client: RegistryClient,
  args: {
    first: string | undefined;
    second: string | undefined;
    stages?: string;
    hold?: string;
    maxHold?: string;
    reason?: string;
    actor?: string;
    /** An admin starts it over the version's first-load budget (decision 060). */
    overBudget?: boolean;
  },
  out: (text: string) => void,
  usage: (message: string) => never,
  remoteArg: (value: string | undefined) => string,
): Promise<void> {
  const { first, second } = args;
  const claim = args.actor ? { actor: args.actor } : {};
  if (first === 'status') {
    const remote = remoteArg(second);
    out(formatRolloutStatus(remote, await client.get(`/api/rollouts/${remote}`, rolloutStatusSchema)));
    return;
  }
  if (first === 'pause' || first === 'resume' || first === 'stop') {
    const remote = remoteArg(second);
    const body = { reason: args.reason ?? `${first} via the CLI`, ...claim };
    const result = await client.post(`/api/rollouts/${remote}/${first}`, body, rolloutControlledSchema);
    out(`rollout ${first}: ${remote}@${result.rollout.version} is ${result.rollout.status}`);
    return;
  }
  const remote = remoteArg(first);
  if (second === undefined) usage('missing <version>');
  const stages = (args.stages ?? '1,10,50,100').split(',').map((stage) => Number(stage.trim()));
  if (stages.some((stage) => !Number.isFinite(stage))) usage('--stages must be comma-separated percentages, for example 1,10,50,100');
  const { revision } = await client.get('/api/releases', releaseViewSchema);
  const started = await client.post(
    '/api/rollouts',
    {
      remote,
      version: second,
      stages,
      hold: args.hold ?? '10m',
      ...(args.maxHold === undefined ? {} : { maxHold: args.maxHold }),
      reason: args.reason ?? `rollout of ${second} via the CLI`,
      ...claim,
      ...(args.overBudget === true ? { overBudget: true } : {}),
    },
    rolloutStartedSchema,
    { 'if-match': `"${revision}"` },
  );
  out(`rollout started (revision ${started.revision})\n${formatRolloutStatus(remote, started.rollout)}`);
}
