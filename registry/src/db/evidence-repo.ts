/**
 * What the guard's evidence is made of (decisions 047 and 048): signed page views that browsers
 * reported through the hosts, each counted once per area version (`browser_view_claims`, keyed by
 * the page view's id), never more of them in the last hour than the page views hosts counted for
 * that version, nor more than a few per source (an address, as a keyed hash) and version; and
 * per-host report counts (`host_reports`, per minute), for the rate cap, the audit and the console. SQL shared by both stores with `?` placeholders; the SQLite side is here,
 * the PostgreSQL one in `postgres/pg-evidence.ts`.
 */
import type { DatabaseSync } from 'node:sqlite';
import { countInto, emptyHistogram, VITALS, type Vital } from '@meridian/shared/vitals-histogram';
import type { Columns } from './columns.ts';
import { inTransaction, sqliteColumns } from './database.ts';
import { emptySignals, minuteOf, SIGNAL_SQL, countValues, histogramRows, type SignalCounts } from './signals-repo.ts';

/**
 * One page view's beacon for one area version: its signed id, the keyed hash of the address that
 * asked for it (`source`), whether it met an error or a failed navigation, and its final Web
 * Vitals (ms; CLS unitless).
 */
export interface BrowserView {
  id: string;
  source: string;
  error: boolean;
  navFailure: boolean;
  vitals: Partial<Record<Vital, number>>;
}

/**
 * What became of a report's browser page views: counted, already counted before (the same id),
 * over the hosts' page views of the last hour (`overCap`), or over their source's share (`overSource`).
 */
export interface BrowserViewOutcome {
  accepted: number;
  duplicates: number;
  overCap: number;
  overSource: number;
}

/** Browser page views of a version in this window never exceed the page views hosts counted for it in the same window. */
export const BROWSER_VIEW_CAP_WINDOW_MS = 3_600_000;

/** Ids are kept this long: past a page-view token's life (30 min) and the hosts' re-sends, and for the addresses behind a rollout's error views (decision 047). */
export const BROWSER_VIEW_KEEP_MS = 6 * 3_600_000;

/** One report's share of a host's counts, or one refusal (`refused` 1 with `refusal` the rule). */
export interface HostReportEntry {
  host: string;
  area: string;
  version: string;
  reports: number;
  refused: number;
  loads: number;
  failures: number;
  pageViews: number;
  pageFailures: number;
  browserViews: number;
  refusal: string | null;
}

/** A host's reports over a window: sums, the time of its last report (epoch ms, minute precision) and its last refusal. */
export interface HostActivity {
  host: string;
  reports: number;
  refused: number;
  loads: number;
  failures: number;
  pageViews: number;
  pageFailures: number;
  browserViews: number;
  lastMs: number;
  lastRefusal: string | null;
}

/** SQL of both stores; `?` placeholders. */
export const EVIDENCE_SQL = {
  room: `SELECT COALESCE(SUM(page_views), 0) - COALESCE(SUM(browser_views), 0) AS room FROM signals
    WHERE area = ? AND version = ? AND minute >= ?`,
  sourceCount: `SELECT COUNT(*) AS n FROM browser_view_claims WHERE area = ? AND version = ? AND source = ? AND minute >= ?`,
  claim: `INSERT INTO browser_view_claims (view_id, area, version, source, error, minute) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (view_id, area, version) DO NOTHING`,
  errorSources: `SELECT COUNT(DISTINCT source) AS n FROM browser_view_claims WHERE area = ? AND version = ? AND error = 1 AND minute >= ?`,
  pruneClaims: 'DELETE FROM browser_view_claims WHERE minute < ?',
  upsertHost: `INSERT INTO host_reports (host, area, version, minute, reports, refused, loads, failures, page_views, page_failures, browser_views, last_refusal)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (host, area, version, minute) DO UPDATE SET
    reports = host_reports.reports + excluded.reports, refused = host_reports.refused + excluded.refused,
    loads = host_reports.loads + excluded.loads, failures = host_reports.failures + excluded.failures,
    page_views = host_reports.page_views + excluded.page_views, page_failures = host_reports.page_failures + excluded.page_failures,
    browser_views = host_reports.browser_views + excluded.browser_views,
    last_refusal = COALESCE(excluded.last_refusal, host_reports.last_refusal)`,
  hostActivity: `SELECT host, SUM(reports) AS reports, SUM(refused) AS refused, SUM(loads) AS loads, SUM(failures) AS failures,
    SUM(page_views) AS page_views, SUM(page_failures) AS page_failures, SUM(browser_views) AS browser_views, MAX(minute) AS last_minute
    FROM host_reports WHERE minute >= ? GROUP BY host ORDER BY host`,
  lastRefusals: 'SELECT host, last_refusal FROM host_reports WHERE minute >= ? AND last_refusal IS NOT NULL ORDER BY minute DESC',
  hostsOfVersion: `SELECT host, SUM(reports) AS reports, SUM(refused) AS refused, SUM(loads) AS loads, SUM(failures) AS failures,
    SUM(page_views) AS page_views, SUM(page_failures) AS page_failures, SUM(browser_views) AS browser_views, MAX(minute) AS last_minute
    FROM host_reports WHERE area = ? AND version = ? AND minute >= ? GROUP BY host ORDER BY host`,
  pruneHosts: 'DELETE FROM host_reports WHERE minute < ?',
} as const;

/** The counts `views` add to a signal bucket. */
export function browserViewCounts(views: readonly BrowserView[]): SignalCounts {
  const counts = emptySignals();
  for (const view of views) {
    counts.browserViews += 1;
    if (view.error) counts.errorViews += 1;
    if (view.navFailure) counts.navFailureViews += 1;
    for (const vital of VITALS) {
      const value = view.vitals[vital];
      if (value !== undefined) countInto((counts.vitals[vital] ??= emptyHistogram(vital)), vital, value);
    }
  }
  return counts;
}

/** The values of `upsertHost`, in its order. */
export function hostValues(entry: HostReportEntry, nowMs: number): (string | number | null)[] {
  const { host, area, version, reports, refused, loads, failures, pageViews, pageFailures, browserViews, refusal } = entry;
  return [host, area, version, minuteOf(nowMs), reports, refused, loads, failures, pageViews, pageFailures, browserViews, refusal];
}

/** A row of `hostActivity` or `hostsOfVersion`, of either store; `refusals` the rows of `lastRefusals`, newest first. */
export function toHostActivity(row: Columns, refusals: readonly { host: string; refusal: string }[] = []): HostActivity {
  const host = row.text('host');
  return {
    host,
    reports: row.num('reports'),
    refused: row.num('refused'),
    loads: row.num('loads'),
    failures: row.num('failures'),
    pageViews: row.num('page_views'),
    pageFailures: row.num('page_failures'),
    browserViews: row.num('browser_views'),
    lastMs: row.num('last_minute') * 60_000,
    lastRefusal: refusals.find((item) => item.host === host)?.refusal ?? null,
  };
}

/** How a batch of page views is admitted: the room left under the hosts' page views, and each source's count so far. */
export interface Admission {
  room: number;
  perSource: number;
  sourceCount(source: string): number;
  claim(view: BrowserView): boolean;
}

/** Admits `views` one by one under `admission`; returns those counted and the outcome. */
export function admitViews(views: readonly BrowserView[], admission: Admission): { accepted: BrowserView[]; outcome: BrowserViewOutcome } {
  const seen = new Map<string, number>();
  const accepted: BrowserView[] = [];
  const outcome = { accepted: 0, duplicates: 0, overCap: 0, overSource: 0 };
  let room = admission.room;
  for (const view of views) {
    const fromSource = seen.get(view.source) ?? admission.sourceCount(view.source);
    if (room <= 0) outcome.overCap += 1;
    else if (fromSource >= admission.perSource) outcome.overSource += 1;
    else if (!admission.claim(view)) outcome.duplicates += 1;
    else {
      accepted.push(view);
      room -= 1;
      seen.set(view.source, fromSource + 1);
      continue;
    }
    seen.set(view.source, fromSource);
  }
  return { accepted, outcome: { ...outcome, accepted: accepted.length } };
}

/**
 * Counts `views` of `area`@`version` in one transaction: each id once (a second report of it is a
 * duplicate), no more than the room left under the hosts' page views of the last hour, and no
 * more than `perSource` per source in the last hour.
 */
export function addBrowserViews(
  db: DatabaseSync,
  area: string,
  version: string,
  views: readonly BrowserView[],
  nowMs: number,
  perSource: number,
): BrowserViewOutcome {
  const minute = minuteOf(nowMs);
  const since = minuteOf(nowMs - BROWSER_VIEW_CAP_WINDOW_MS);
  return inTransaction(db, () => {
    const row = db.prepare(EVIDENCE_SQL.room).get(area, version, since);
    const count = db.prepare(EVIDENCE_SQL.sourceCount);
    const insert = db.prepare(EVIDENCE_SQL.claim);
    const { accepted, outcome } = admitViews(views, {
      room: Number(row?.room ?? 0),
      perSource,
      sourceCount: (source) => Number(count.get(area, version, source, since)?.n ?? 0),
      claim: (view) => Number(insert.run(view.id, area, version, view.source, view.error ? 1 : 0, minute).changes) > 0,
    });
    const counts = browserViewCounts(accepted);
    db.prepare(SIGNAL_SQL.upsertCounts).run(...countValues(area, version, minute, counts));
    const bin = db.prepare(SIGNAL_SQL.upsertBin);
    for (const [metric, index, binCount] of histogramRows(counts)) bin.run(area, version, minute, metric, index, binCount);
    return outcome;
  });
}

/** How many sources (addresses) the error views of `area`@`version` since `sinceMs` came from, as far back as ids are kept. */
export function errorSources(db: DatabaseSync, area: string, version: string, sinceMs: number): number {
  return Number(db.prepare(EVIDENCE_SQL.errorSources).get(area, version, minuteOf(sinceMs))?.n ?? 0);
}

/** Adds one report's counts (or one refusal) to its host's minute. */
export function addHostReport(db: DatabaseSync, entry: HostReportEntry, nowMs: number): void {
  db.prepare(EVIDENCE_SQL.upsertHost).run(...hostValues(entry, nowMs));
}

/** Every host's reports since `sinceMs`, by name. */
export function hostActivity(db: DatabaseSync, sinceMs: number): HostActivity[] {
  const since = minuteOf(sinceMs);
  const refusals = db
    .prepare(EVIDENCE_SQL.lastRefusals)
    .all(since)
    .map((row) => ({ host: String(row.host), refusal: String(row.last_refusal) }));
  return db
    .prepare(EVIDENCE_SQL.hostActivity)
    .all(since)
    .map((row) => toHostActivity(sqliteColumns(row), refusals));
}

/** The hosts that reported `area`@`version` since `sinceMs`, with their counts. */
export function hostsOfVersion(db: DatabaseSync, area: string, version: string, sinceMs: number): HostActivity[] {
  return db
    .prepare(EVIDENCE_SQL.hostsOfVersion)
    .all(area, version, minuteOf(sinceMs))
    .map((row) => toHostActivity(sqliteColumns(row)));
}

/** Drops page-view ids older than `claimsBeforeMs` and host minutes older than `hostsBeforeMs`; resolves to the rows deleted. */
export function pruneEvidence(db: DatabaseSync, claimsBeforeMs: number, hostsBeforeMs: number): number {
  return inTransaction(db, () => {
    const claims = db.prepare(EVIDENCE_SQL.pruneClaims).run(minuteOf(claimsBeforeMs)).changes;
    const hosts = db.prepare(EVIDENCE_SQL.pruneHosts).run(minuteOf(hostsBeforeMs)).changes;
    return Number(claims) + Number(hosts);
  });
}
