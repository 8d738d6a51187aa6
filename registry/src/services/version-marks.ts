/**
 * What the audit log says about each version of an area (decision 050): whether it was ever
 * pulled (rolled back from, aborted as a canary, stopped by a person or rolled back by the guard,
 * refused by a gate), and whether the gates refuse it now (their latest verdict on it was a
 * refusal). The audit log is the record, as for approvals (decision 035): no table of its own, so
 * SQLite and PostgreSQL keep it alike, and nothing a write leaves behind can be edited away.
 */
import type { Area } from '@meridian/shared/areas';
import type { AuditEntry } from '../db/audit-repo.ts';
import type { RegistryRepository } from '../db/repository.ts';

/** The audit action of a write the gates refused (recorded even though nothing changed). */
export const GATE_REFUSED = 'gate-refused';

/** Audit details key set on a write whose version passed the gates. */
export const GATES_PASSED = 'gatesPassed';

/** Actions that take a version away from visitors because something was wrong with it; `fromVersion` is that version. */
export const PULL_ACTIONS: readonly string[] = ['rollback', 'abort-canary', 'auto-abort-canary', 'rollout-rollback', 'rollout-stop'];

/** Writes that run the gates on their `toVersion` (a pass is marked with {@link GATES_PASSED}). */
const GATED_ACTIONS: readonly string[] = ['activate', 'canary', 'rollout-start'];

/** One event of a version's record: which action, when (ISO 8601 UTC), by whom, why. */
export interface VersionMark {
  action: string;
  at: string;
  actor: string;
  reason: string;
}

/** The record of an area's versions; each lookup answers null for a version with nothing against it. */
export interface VersionMarks {
  /** The latest pull or gate refusal of `version`: a version with one is never a rollback target. */
  pulled(version: string): VersionMark | null;
  /** The gates' refusal of `version` when it is their latest verdict on it: it may not go live without passing them again. */
  refused(version: string): VersionMark | null;
}

/** No marks: what a first activation sees. */
export const NO_MARKS: VersionMarks = { pulled: () => null, refused: () => null };

const markOf = (entry: AuditEntry): VersionMark => ({ action: entry.action, at: entry.at, actor: entry.actor, reason: entry.reason });

/** The version an entry marks as pulled, refused or passed, or null when it marks none. */
function markedVersion(entry: AuditEntry): { version: string; kind: 'pulled' | 'refused' | 'passed' } | null {
  if (entry.action === GATE_REFUSED && entry.toVersion !== null) return { version: entry.toVersion, kind: 'refused' };
  if (entry.action === 'rollout-stop' && entry.details.canaryEnded !== true) return null;
  if (PULL_ACTIONS.includes(entry.action) && entry.fromVersion !== null) return { version: entry.fromVersion, kind: 'pulled' };
  if (GATED_ACTIONS.includes(entry.action) && entry.toVersion !== null && entry.details[GATES_PASSED] === true)
    return { version: entry.toVersion, kind: 'passed' };
  return null;
}

/** The marks in `entries` (any order): pulls and refusals count for ever; a refusal stops counting as "refused now" after a later pass. */
export function marksFromEntries(entries: readonly AuditEntry[]): VersionMarks {
  const pulled = new Map<string, { id: number; mark: VersionMark }>();
  const verdict = new Map<string, { id: number; refusal: VersionMark | null }>();
  for (const entry of entries) {
    const marked = markedVersion(entry);
    if (marked === null) continue;
    const { version, kind } = marked;
    if (kind !== 'passed' && (pulled.get(version)?.id ?? -1) < entry.id) pulled.set(version, { id: entry.id, mark: markOf(entry) });
    if (kind !== 'pulled' && (verdict.get(version)?.id ?? -1) < entry.id)
      verdict.set(version, { id: entry.id, refusal: kind === 'refused' ? markOf(entry) : null });
  }
  return {
    pulled: (version) => pulled.get(version)?.mark ?? null,
    refused: (version) => verdict.get(version)?.refusal ?? null,
  };
}

/** Largest page of `listAudit`. */
const PAGE = 1000;

/** Reads the marks of every version of `area` from the audit log (every relevant entry, page by page). */
export async function readVersionMarks(db: RegistryRepository, area: Area): Promise<VersionMarks> {
  const actions = [...PULL_ACTIONS, GATE_REFUSED, ...GATED_ACTIONS];
  const entries: AuditEntry[] = [];
  let beforeId: number | undefined;
  for (;;) {
    const page = await db.listAudit({ area, actions, limit: PAGE, ...(beforeId === undefined ? {} : { beforeId }) });
    entries.push(...page);
    const last = page.at(-1);
    if (page.length < PAGE || last === undefined) return marksFromEntries(entries);
    beforeId = last.id;
  }
}
