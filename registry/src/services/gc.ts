/**
 * Retention of published versions (decision 061): `npm run release -- gc [--keep N] [--min-age 30d]
 * [--dry-run]` removes, from the database and the artifact store, the versions nothing may still
 * need. A version stays while any environment runs it, canaries it, rolls it out (or compares a
 * rollout against it), lists it in `previous` (a rollback target, the fallback among them), while
 * an approval waits to put it live, while a preview link to it is valid, when it is among its
 * area's `keep` newest, when it served within `minAge`, and always when a page rendered it in the
 * last 24 hours (an open tab may still load its chunks). Each removal is a transaction that holds
 * only while no environment moved since the references were read (then they are read again),
 * under the version's publish lock; the store's files go after its rows, so nothing live ever
 * points at a version without files. Every removal is audited, in every environment's log.
 */
import { AREAS, type Area } from '@meridian/shared/areas';
import type { gcResultSchema, WireOut } from '@meridian/shared/registry-contract';
import { describeError } from '../errors.ts';
import { pendingApprovals } from './approvals.ts';
import type { RegistryDeps } from './deps.ts';

/** What a run removed and kept, as the API sends it. */
export type GcResult = WireOut<typeof gcResultSchema>;

/** How a run is asked for: keep the `keep` newest per area and what served within `minAgeMs`; `dryRun` removes nothing. */
export interface GcOptions {
  keep: number;
  minAgeMs: number;
  dryRun: boolean;
  /** Who runs it (the token name, or `registry` for the schedule). */
  actor: string;
}

/** A page rendered within this long keeps its version whatever `minAge` says. */
export const RENDERED_RECENTLY_MS = 24 * 3_600_000;

/** How many times the references are read again when an environment moved during a run. */
const ATTEMPTS = 5;

type Reasons = Map<string, string[]>;

const keyOf = (area: string, version: string) => `${area}@${version}`;

function add(reasons: Reasons, area: string, version: string | null | undefined, reason: string): void {
  if (version === null || version === undefined) return;
  const key = keyOf(area, version);
  reasons.set(key, [...(reasons.get(key) ?? []), reason]);
}

const inWords = (ms: number) => (ms % 86_400_000 === 0 ? `${ms / 86_400_000} d` : `${Math.round(ms / 3_600_000)} h`);

/** What every environment refers to now, and the revisions that was read at (read first). */
async function references(deps: RegistryDeps): Promise<{ revisions: Record<string, number>; reasons: Reasons }> {
  const revisions = await deps.db.environmentRevisions();
  const reasons: Reasons = new Map();
  for (const { name } of deps.config.environments) {
    const view = deps.inEnvironment(name) ?? deps;
    const { releases } = await view.db.readReleaseSet();
    for (const release of releases) {
      add(reasons, release.area, release.version, `runs in ${name}`);
      add(reasons, release.area, release.canary?.version, `canary in ${name} (${release.canary?.percent ?? 0} %)`);
      for (const version of release.previous) add(reasons, release.area, version, `in ${name}'s previous versions (a rollback target)`);
    }
    for (const area of AREAS) {
      const rollout = await view.db.getLiveRollout(area);
      add(reasons, area, rollout?.version, `rolled out in ${name}`);
      add(reasons, area, rollout?.fromVersion, `the rollout in ${name} is judged against it`);
    }
    for (const approval of await pendingApprovals(view)) {
      const version = approval.toVersion ?? (typeof approval.request.version === 'string' ? approval.request.version : null);
      if (approval.area !== null) add(reasons, approval.area, version, `waits for approval in ${name} (#${approval.id})`);
    }
  }
  const nowMs = deps.now();
  for (const entry of await deps.db.listAudit({ actions: ['preview'], allEnvironments: true, limit: 1000 })) {
    const exp = typeof entry.details.exp === 'number' ? entry.details.exp * 1000 : 0;
    if (exp > nowMs && entry.area !== null)
      add(reasons, entry.area, entry.toVersion, `a preview link is valid until ${new Date(exp).toISOString()}`);
  }
  return { revisions, reasons };
}

/** Why each version of `area` stays (empty: it may go), newest publication first. */
async function judgeArea(deps: RegistryDeps, area: Area, options: GcOptions, reasons: Reasons) {
  const nowMs = deps.now();
  const versions = await deps.db.listVersions(area);
  return Promise.all(
    versions.map(async (record, index) => {
      const why = [...(reasons.get(keyOf(area, record.version)) ?? [])];
      if (index < options.keep) why.push(`among the ${options.keep} newest of ${area}`);
      const recent = await deps.db.sumHealth(area, record.version, nowMs - RENDERED_RECENTLY_MS);
      if (recent.pageViews + recent.loads > 0) why.push('rendered pages in the last 24 h (an open tab may still load its chunks)');
      else if (options.minAgeMs > RENDERED_RECENTLY_MS) {
        const served = await deps.db.sumHealth(area, record.version, nowMs - options.minAgeMs);
        if (served.pageViews + served.loads > 0) why.push(`served in the last ${inWords(options.minAgeMs)}`);
      }
      return { area, record, why };
    }),
  );
}

/**
 * Runs retention once. Resolves to what was removed (or, dry run, would be) and why each kept
 * version stays. A store that fails to delete a removed version's files is reported in its reason
 * (its rows are gone, so nothing refers to the files any more).
 */
export async function collectGarbage(deps: RegistryDeps, options: GcOptions): Promise<GcResult> {
  const removed: GcResult['removed'] = [];
  let kept: GcResult['kept'] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const { revisions, reasons } = await references(deps);
    const judged = (await Promise.all(AREAS.map((area) => judgeArea(deps, area, options, reasons)))).flat();
    kept = judged.filter((item) => item.why.length > 0).map(({ area, record, why }) => ({ area, version: record.version, reasons: why }));
    const removable = judged.filter((item) => item.why.length === 0);
    const reason = `referenced by no environment, not among the ${options.keep} newest, nothing served in the last ${inWords(Math.max(options.minAgeMs, RENDERED_RECENTLY_MS))}`;
    if (options.dryRun) {
      const listed = removable.map(({ area, record }) => ({
        area,
        version: record.version,
        files: record.fileCount,
        bytes: record.totalBytes,
        reason,
      }));
      return { dryRun: true, keep: options.keep, minAgeSeconds: Math.round(options.minAgeMs / 1000), removed: listed, kept };
    }
    let moved = false;
    for (const { area, record } of removable) {
      const outcome = await deps.db.withPublishLock(keyOf(record.area, record.version), async () => {
        const removal = await deps.db.removeVersion({
          area: record.area,
          version: record.version,
          expectedRevisions: revisions,
          audit: {
            actor: options.actor,
            action: 'remove-version',
            area: record.area,
            fromVersion: record.version,
            toVersion: null,
            reason,
            details: {
              files: record.fileCount,
              bytes: record.totalBytes,
              keep: options.keep,
              minAgeSeconds: Math.round(options.minAgeMs / 1000),
            },
          },
          nowMs: deps.now(),
        });
        if (!removal.ok) return null;
        try {
          await deps.store.deleteVersion(record.area, record.version);
          return reason;
        } catch (error) {
          deps.log.warn(`gc: ${record.area}@${record.version} left files in ${deps.store.describe()}: ${describeError(error)}`);
          return `${reason}; its files could not be deleted from the store (${describeError(error)}): delete them by hand`;
        }
      });
      if (outcome === null) {
        moved = true;
        break;
      }
      removed.push({ area, version: record.version, files: record.fileCount, bytes: record.totalBytes, reason: outcome });
      deps.log.info(
        `gc: ${options.actor} removed ${record.area}@${record.version} (${record.fileCount} files, ${record.totalBytes} bytes)`,
      );
    }
    if (!moved) break;
  }
  return { dryRun: false, keep: options.keep, minAgeSeconds: Math.round(options.minAgeMs / 1000), removed, kept };
}

/** Runs retention every `deps.config.retention.intervalMs` (when set) as `registry`, one run at a time across processes; returns the stop function. */
export function startRetentionSchedule(deps: RegistryDeps): () => void {
  const { intervalMs, keep, minAgeMs } = deps.config.retention;
  if (intervalMs === null) return () => undefined;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= deps.db
      .withPublishLock('gc', () => collectGarbage(deps, { keep, minAgeMs, dryRun: false, actor: 'registry' }))
      .catch((error: unknown) => deps.log.warn(`gc: the scheduled run failed: ${describeError(error)}`))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
