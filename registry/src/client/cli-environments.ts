/**
 * The CLI's environment commands (decisions 059-061): `environments` (each with its lock and what
 * each area runs), `diff <from> <to>`, `promote-env <remote>|--all <from> <to>`, `lock <environment>`,
 * `unlock <environment>`, `budget <remote> <version>` and `gc`. Every other command acts in the
 * environment of `--env` (production by default).
 */
import { AREAS } from '@meridian/shared/areas';
import {
  approvalRequestedSchema,
  budgetFiguresSchema,
  environmentDiffSchema,
  environmentListSchema,
  gcResultSchema,
  lockResultSchema,
  PRODUCTION,
  promotionResultSchema,
  releaseViewSchema,
  type WireOut,
} from '@meridian/shared/registry-contract';
import ms from 'ms';
import { union } from 'zod/mini';
import { table } from './cli-format.ts';
import type { RegistryClient } from './registry-client.ts';

/** Usage lines of these commands, for the CLI's usage text. */
export const ENVIRONMENT_USAGE = `  environments                        every environment: its lock and each area's version, side by side
  diff <from> <to>                    two environments: versions, routes added and removed, first-load delta
  promote-env <remote> <from> <to>    <to> runs exactly the version <from> runs (same bytes), through <to>'s gates,
  promote-env --all <from> <to>       budget and two-person rule; --all moves every area at once (one compare-and-set)
  lock <environment> -m "why"         refuse every write but rollback and abort (423) [--until 2026-11-27T23:00Z | 6h]
  unlock <environment> -m "why"       end the lock (who locked, or an admin)
  budget <remote> <version>           a version's first-load figures against its package's budget
  gc [--keep N] [--min-age 30d]       remove versions nothing needs, store and database (admin) [--dry-run]`;

/** The commands this module runs. */
export const ENVIRONMENT_COMMANDS: readonly string[] = ['environments', 'diff', 'promote-env', 'lock', 'unlock', 'budget', 'gc'];

/** What the commands read from the command line. */
export interface EnvironmentArgs {
  positionals: readonly (string | undefined)[];
  reason?: string | undefined;
  actor?: string | undefined;
  all?: boolean | undefined;
  until?: string | undefined;
  keep?: string | undefined;
  minAge?: string | undefined;
  dryRun?: boolean | undefined;
  overBudget?: boolean | undefined;
}

const kb = (bytes: number | null) => (bytes === null ? '-' : `${(bytes / 1024).toFixed(1)} KB`);

/** `environments`: one column per environment, one row per area, then each lock. */
export function formatEnvironments(list: WireOut<typeof environmentListSchema>): string {
  const { environments } = list;
  const rows = [['AREA', ...environments.map((environment) => `${environment.name.toUpperCase()} (rev ${environment.revision})`)]];
  for (const area of AREAS) {
    rows.push([
      area,
      ...environments.map((environment) => {
        const remote = environment.remotes[area];
        if (remote === undefined) return '(none)';
        return remote.canary === null ? remote.version : `${remote.version} + ${remote.canary.version} @ ${remote.canary.percent}%`;
      }),
    ]);
  }
  const locks = environments.map((environment) =>
    environment.lock === null
      ? `${environment.name}: not locked (${environment.hostOrigin})`
      : `${environment.name}: LOCKED by ${environment.lock.by} since ${environment.lock.at}${environment.lock.until === null ? '' : ` until ${environment.lock.until}`}: ${environment.lock.reason}`,
  );
  return `${table(rows)}\n${locks.join('\n')}`;
}

/** `diff <from> <to>`: each area's versions, routes and first-load delta. */
export function formatDiff(diff: WireOut<typeof environmentDiffSchema>): string {
  const rows = [['AREA', diff.from.toUpperCase(), diff.to.toUpperCase(), 'ROUTES', 'FIRST LOAD']];
  for (const area of diff.areas) {
    const routes = area.same
      ? '-'
      : area.routes.recorded
        ? [...area.routes.added.map((path) => `+${path}`), ...area.routes.removed.map((path) => `-${path}`)].join(' ') || 'same routes'
        : 'not recorded';
    const delta = area.firstLoad.deltaBytes === null ? '-' : `${area.firstLoad.deltaBytes >= 0 ? '+' : ''}${kb(area.firstLoad.deltaBytes)}`;
    rows.push([
      area.area,
      area.from ?? '(none)',
      area.to ?? '(none)',
      routes,
      area.same ? '-' : `${kb(area.firstLoad.to)} -> ${kb(area.firstLoad.from)} (${delta})`,
    ]);
  }
  const differing = diff.areas.filter((area) => !area.same).length;
  return `${table(rows)}\n${differing === 0 ? `${diff.to} runs what ${diff.from} runs` : `${differing} area(s) differ`}`;
}

/** `budget <remote> <version>`. */
export function formatBudget(figures: WireOut<typeof budgetFiguresSchema>): string {
  const lines = [
    `${figures.area}@${figures.version}: before hydration ${kb(figures.beforeHydration)}, first three seconds ${kb(figures.firstThreeSeconds)}`,
    figures.budget === null
      ? '  no budget declared (meridian.budget in its package.json)'
      : `  budget: before hydration ${kb(figures.budget.beforeHydration)}, first three seconds ${kb(figures.budget.firstThreeSeconds)}`,
  ];
  for (const over of figures.over) lines.push(`  OVER: ${over.figure} by ${kb(over.overBy)}`);
  return lines.join('\n');
}

/** `gc`: what went and why each kept version stays. */
export function formatGc(result: WireOut<typeof gcResultSchema>): string {
  const verb = result.dryRun ? 'would remove' : 'removed';
  const bytes = result.removed.reduce((sum, item) => sum + item.bytes, 0);
  const lines = [`${verb} ${result.removed.length} version(s), ${(bytes / 1024 / 1024).toFixed(1)} MB:`];
  for (const item of result.removed) lines.push(`  - ${item.area}@${item.version} (${item.files} files): ${item.reason}`);
  lines.push(`kept ${result.kept.length}:`);
  for (const item of result.kept) lines.push(`  = ${item.area}@${item.version}: ${item.reasons.join('; ')}`);
  return lines.join('\n');
}

/** `--until`: an ISO time, or a duration from now (`6h`, `2d`); throws `usage` otherwise. */
export function untilOf(value: string, nowMs: number, usage: (message: string) => never): string {
  const span = ms(value as ms.StringValue);
  if (typeof span === 'number' && Number.isFinite(span) && span > 0) return new Date(nowMs + span).toISOString();
  const at = Date.parse(value);
  return Number.isNaN(at)
    ? usage(`--until must be a time (2026-11-27T23:00Z) or a duration (6h), not "${value}"`)
    : new Date(at).toISOString();
}

/** `--min-age`: `0`, or a duration such as `30d`, in seconds. */
function minAgeSeconds(value: string, usage: (message: string) => never): number {
  if (value.trim() === '0') return 0;
  const span = ms(value as ms.StringValue);
  return typeof span === 'number' && Number.isFinite(span) && span >= 0
    ? Math.round(span / 1000)
    : usage(`--min-age must be 0 or a duration such as 30d`);
}

/**
 * Runs one of {@link ENVIRONMENT_COMMANDS} with `client` (production's; each command picks the
 * environment it names); `usage(message)` throws the CLI's usage error.
 */
export async function runEnvironmentCommand(
  client: RegistryClient,
  command: string,
  args: EnvironmentArgs,
  out: (text: string) => void,
  usage: (message: string) => never,
  remoteArg: (value: string | undefined) => string,
): Promise<void> {
  const root = client.inEnvironment(PRODUCTION);
  const [first, second, third] = args.positionals;
  const named = (value: string | undefined, what: string): string =>
    value === undefined || value === '' ? usage(`missing <${what}>`) : value;
  const claim = args.actor === undefined ? {} : { actor: args.actor };
  switch (command) {
    case 'environments':
      return out(formatEnvironments(await root.get('/api/environments', environmentListSchema)));
    case 'diff': {
      const query = new URLSearchParams({ from: named(first, 'from'), to: named(second, 'to') });
      return out(formatDiff(await root.get(`/api/environments/diff?${query.toString()}`, environmentDiffSchema)));
    }
    case 'promote-env': {
      const [remote, from, to] = args.all === true ? [undefined, first, second] : [remoteArg(first), second, third];
      const target = client.inEnvironment(named(to, 'to'));
      const { revision } = await target.get('/api/releases', releaseViewSchema);
      const body = {
        from: named(from, 'from'),
        ...(remote === undefined ? { all: true } : { remote }),
        reason: args.reason ?? `promote ${remote ?? 'every area'} from ${from ?? '?'} via the CLI`,
        ...claim,
        ...(args.overBudget === true ? { overBudget: true } : {}),
      };
      const result = await target.post('/api/promote-env', body, union([promotionResultSchema, approvalRequestedSchema]), {
        'if-match': `"${revision}"`,
      });
      if ('approval' in result)
        return out(
          `promote-env: waits for a second releaser: npm run release -- --env ${target.environment} approve ${result.approval.id}`,
        );
      const moved = result.promoted.map((item) => `${item.area} ${item.fromVersion ?? '(none)'} -> ${item.toVersion}`).join(', ');
      return out(`promote-env ${result.from} -> ${result.to}: ${moved} (revision ${result.revision})`);
    }
    case 'lock':
    case 'unlock': {
      const target = client.inEnvironment(named(first, 'environment'));
      const reason = args.reason ?? usage(`${command} needs -m "why"`);
      const body = { reason, ...(command === 'lock' && args.until !== undefined ? { until: untilOf(args.until, Date.now(), usage) } : {}) };
      const result = await target.post(`/api/${command}`, body, lockResultSchema);
      return out(
        result.lock === null
          ? `${result.environment} unlocked (revision ${result.revision})`
          : `${result.environment} locked by ${result.lock.by}${result.lock.until === null ? ' until unlocked' : ` until ${result.lock.until}`}: ${result.lock.reason} (revision ${result.revision})`,
      );
    }
    case 'budget':
      return out(
        formatBudget(
          await client.get(
            `/api/remotes/${remoteArg(first)}/versions/${encodeURIComponent(named(second, 'version'))}/budget`,
            budgetFiguresSchema,
          ),
        ),
      );
    case 'gc': {
      const keep = args.keep === undefined ? 10 : Number(args.keep);
      if (!Number.isInteger(keep) || keep < 1) usage('--keep must be a whole number of at least 1');
      const body = {
        keep,
        dryRun: args.dryRun === true,
        ...(args.minAge === undefined ? {} : { minAgeSeconds: minAgeSeconds(args.minAge, usage) }),
      };
      return out(formatGc(await root.post('/api/gc', body, gcResultSchema)));
    }
    default:
      usage(`unknown command "${command}"`);
  }
}
