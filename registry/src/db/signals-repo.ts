/**
 * What visitors met per area version (rule `release.guarded-rollout`), in per-minute buckets: page views and server
 * errors (loader, action and render errors, 5xx, error redirects) as the hosts counted them, server
 * render time, and what signed page views' beacons said (decision 047): browser page views, the
 * ones with an error and with a failed client navigation, and Web Vitals as fixed histograms (one
 * row per vital and bin, so reports from any number of hosts add up with a plain upsert). The
 * columns `browser_errors` and `nav_failures` held raw counts before decision 047 and are no
 * longer written. SQLite side; the PostgreSQL store runs the same statements with `$n`
 * placeholders (`postgres/pg-signals.ts`).
 */
import type { DatabaseSync } from 'node:sqlite';
import { VITALS, type Vital } from '@meridian/shared/vitals-histogram';
import type { Columns } from './columns.ts';
import { inTransaction, sqliteColumns } from './database.ts';

/** Width of a signal bucket, in milliseconds. */
export const SIGNAL_BUCKET_MS = 60_000;

/**
 * Counts of one version: `pageViews` and `serverErrors` from the hosts' own counts; `browserViews`
 * page views whose signed beacon was taken (one per page view and version), `errorViews` and
 * `navFailureViews` among them; `renderMs` the sum of `renders` server render times (milliseconds).
 */
export interface SignalCounts {
  pageViews: number;
  serverErrors: number;
  browserViews: number;
  errorViews: number;
  navFailureViews: number;
  renderMs: number;
  renders: number;
  /** Counts per bin of each vital (`@meridian/shared/vitals-histogram`); absent vitals have none. */
  vitals: Partial<Record<Vital, number[]>>;
}

/** Counts with nothing in them. */
export function emptySignals(): SignalCounts {
  return { pageViews: 0, serverErrors: 0, browserViews: 0, errorViews: 0, navFailureViews: 0, renderMs: 0, renders: 0, vitals: {} };
}

/** The bucket (epoch minute) of `ms`. */
export const minuteOf = (ms: number): number => Math.floor(ms / SIGNAL_BUCKET_MS);

/** SQL shared by both stores; `?` placeholders (PostgreSQL's module numbers them). */
export const SIGNAL_SQL = {
  upsertCounts: `INSERT INTO signals (area, version, minute, page_views, server_errors, browser_views, error_views, nav_failure_views, render_ms, renders)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (area, version, minute) DO UPDATE SET
    page_views = signals.page_views + excluded.page_views, server_errors = signals.server_errors + excluded.server_errors,
    browser_views = signals.browser_views + excluded.browser_views, error_views = signals.error_views + excluded.error_views,
    nav_failure_views = signals.nav_failure_views + excluded.nav_failure_views,
    render_ms = signals.render_ms + excluded.render_ms, renders = signals.renders + excluded.renders`,
  upsertBin: `INSERT INTO signal_histograms (area, version, minute, metric, bin, count) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (area, version, minute, metric, bin) DO UPDATE SET count = signal_histograms.count + excluded.count`,
  sumCounts: `SELECT COALESCE(SUM(page_views), 0) AS page_views, COALESCE(SUM(server_errors), 0) AS server_errors,
    COALESCE(SUM(browser_views), 0) AS browser_views, COALESCE(SUM(error_views), 0) AS error_views,
    COALESCE(SUM(nav_failure_views), 0) AS nav_failure_views, COALESCE(SUM(render_ms), 0) AS render_ms, COALESCE(SUM(renders), 0) AS renders
    FROM signals WHERE area = ? AND version = ? AND minute >= ? AND minute <= ?`,
  sumBins: `SELECT metric, bin, SUM(count) AS count FROM signal_histograms
    WHERE area = ? AND version = ? AND minute >= ? AND minute <= ? GROUP BY metric, bin`,
  perMinute: `SELECT minute, page_views, server_errors, browser_views, error_views, nav_failure_views FROM signals
    WHERE area = ? AND version = ? AND minute >= ? AND minute <= ? ORDER BY minute`,
  pruneCounts: 'DELETE FROM signals WHERE minute < ?',
  pruneBins: 'DELETE FROM signal_histograms WHERE minute < ?',
} as const;

/** A row of {@link SIGNAL_SQL}.perMinute, of either store. */
export function toSignalMinute(row: Columns): SignalMinute {
  return {
    minute: row.num('minute'),
    pageViews: row.num('page_views'),
    serverErrors: row.num('server_errors'),
    browserViews: row.num('browser_views'),
    errorViews: row.num('error_views'),
    navFailureViews: row.num('nav_failure_views'),
  };
}

/** One minute of a version: what a sparkline shows. */
export interface SignalMinute {
  minute: number;
  pageViews: number;
  serverErrors: number;
  browserViews: number;
  errorViews: number;
  navFailureViews: number;
}

/** The non-zero bins of `counts` as `[metric, bin, count]` rows. */
export function histogramRows(counts: SignalCounts): [Vital, number, number][] {
  const rows: [Vital, number, number][] = [];
  for (const vital of VITALS) (counts.vitals[vital] ?? []).forEach((count, bin) => count > 0 && rows.push([vital, bin, count]));
  return rows;
}

/** Sums rows of `sumCounts` and `sumBins` into counts. */
export function toSignalCounts(row: Record<string, unknown> | undefined, bins: Record<string, unknown>[]): SignalCounts {
  const value = (key: string): number => Number(row?.[key] ?? 0);
  const counts: SignalCounts = {
    pageViews: value('page_views'),
    serverErrors: value('server_errors'),
    browserViews: value('browser_views'),
    errorViews: value('error_views'),
    navFailureViews: value('nav_failure_views'),
    renderMs: value('render_ms'),
    renders: value('renders'),
    vitals: {},
  };
  for (const bin of bins) {
    const metric = String(bin.metric);
    const vital = VITALS.find((name) => name === metric);
    if (vital === undefined) continue;
    const list = (counts.vitals[vital] ??= []);
    const index = Number(bin.bin);
    while (list.length <= index) list.push(0);
    list[index] = Number(bin.count);
  }
  return counts;
}

/** The values of `upsertCounts`, in its order. */
export function countValues(area: string, version: string, minute: number, counts: SignalCounts): [string, string, ...number[]] {
  const { pageViews, serverErrors, browserViews, errorViews, navFailureViews, renderMs, renders } = counts;
  return [area, version, minute, pageViews, serverErrors, browserViews, errorViews, navFailureViews, Math.round(renderMs), renders];
}

/** Adds `counts` to `area`@`version`'s bucket of the minute containing `nowMs` (epoch milliseconds). */
export function addSignals(db: DatabaseSync, area: string, version: string, counts: SignalCounts, nowMs: number): void {
  const minute = minuteOf(nowMs);
  inTransaction(db, () => {
    db.prepare(SIGNAL_SQL.upsertCounts).run(...countValues(area, version, minute, counts));
    const bin = db.prepare(SIGNAL_SQL.upsertBin);
    for (const [metric, index, count] of histogramRows(counts)) bin.run(area, version, minute, metric, index, count);
  });
}

/** Sums of `area`@`version` over the minutes from `fromMs` to `toMs` inclusive (epoch milliseconds). */
export function sumSignals(db: DatabaseSync, area: string, version: string, fromMs: number, toMs: number): SignalCounts {
  const range = [area, version, minuteOf(fromMs), minuteOf(toMs)] as const;
  return toSignalCounts(db.prepare(SIGNAL_SQL.sumCounts).get(...range), db.prepare(SIGNAL_SQL.sumBins).all(...range));
}

/** The minutes of `area`@`version` from `fromMs` to `toMs` that have counts, oldest first. */
export function signalMinutes(db: DatabaseSync, area: string, version: string, fromMs: number, toMs: number): SignalMinute[] {
  return db
    .prepare(SIGNAL_SQL.perMinute)
    .all(area, version, minuteOf(fromMs), minuteOf(toMs))
    .map((row) => toSignalMinute(sqliteColumns(row)));
}

/** Deletes buckets of minutes before the one containing `beforeMs`; returns how many rows went. */
export function pruneSignals(db: DatabaseSync, beforeMs: number): number {
  const minute = minuteOf(beforeMs);
  return inTransaction(db, () => {
    const counts = db.prepare(SIGNAL_SQL.pruneCounts).run(minute).changes;
    const bins = db.prepare(SIGNAL_SQL.pruneBins).run(minute).changes;
    return Number(counts) + Number(bins);
  });
}
