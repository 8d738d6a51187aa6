/**
 * What visitors met per area version (issue 19), in per-minute buckets: page views, server
 * errors (loader, action and render errors, 5xx, error redirects), browser errors, failed client
 * navigations, server render time, and Web Vitals as fixed histograms (one row per vital and bin,
 * so reports from any number of hosts add up with a plain upsert). SQLite side; the PostgreSQL
 * store runs the same statements with `$n` placeholders (`postgres/pg-signals.ts`).
 */
import type { DatabaseSync } from 'node:sqlite';
import { VITALS, type Vital } from '@meridian/shared/vitals-histogram';
import type { Columns } from './columns.ts';
import { inTransaction, sqliteColumns } from './database.ts';

/** Width of a signal bucket, in milliseconds. */
export const SIGNAL_BUCKET_MS = 60_000;

/** Counts of one version; `renderMs` is the sum of `renders` server render times (milliseconds). */
export interface SignalCounts {
  pageViews: number;
  serverErrors: number;
  browserErrors: number;
  navFailures: number;
  renderMs: number;
  renders: number;
  /** Counts per bin of each vital (`@meridian/shared/vitals-histogram`); absent vitals have none. */
  vitals: Partial<Record<Vital, number[]>>;
}

/** Counts with nothing in them. */
export function emptySignals(): SignalCounts {
  return { pageViews: 0, serverErrors: 0, browserErrors: 0, navFailures: 0, renderMs: 0, renders: 0, vitals: {} };
}

/** The bucket (epoch minute) of `ms`. */
export const minuteOf = (ms: number): number => Math.floor(ms / SIGNAL_BUCKET_MS);

/** SQL shared by both stores; `?` placeholders (PostgreSQL's module numbers them). */
export const SIGNAL_SQL = {
  upsertCounts: `INSERT INTO signals (area, version, minute, page_views, server_errors, browser_errors, nav_failures, render_ms, renders)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (area, version, minute) DO UPDATE SET
    page_views = signals.page_views + excluded.page_views, server_errors = signals.server_errors + excluded.server_errors,
    browser_errors = signals.browser_errors + excluded.browser_errors, nav_failures = signals.nav_failures + excluded.nav_failures,
    render_ms = signals.render_ms + excluded.render_ms, renders = signals.renders + excluded.renders`,
  upsertBin: `INSERT INTO signal_histograms (area, version, minute, metric, bin, count) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (area, version, minute, metric, bin) DO UPDATE SET count = signal_histograms.count + excluded.count`,
  sumCounts: `SELECT COALESCE(SUM(page_views), 0) AS page_views, COALESCE(SUM(server_errors), 0) AS server_errors,
    COALESCE(SUM(browser_errors), 0) AS browser_errors, COALESCE(SUM(nav_failures), 0) AS nav_failures,
    COALESCE(SUM(render_ms), 0) AS render_ms, COALESCE(SUM(renders), 0) AS renders
    FROM signals WHERE area = ? AND version = ? AND minute >= ? AND minute <= ?`,
  sumBins: `SELECT metric, bin, SUM(count) AS count FROM signal_histograms
    WHERE area = ? AND version = ? AND minute >= ? AND minute <= ? GROUP BY metric, bin`,
  perMinute: `SELECT minute, page_views, server_errors, browser_errors, nav_failures FROM signals
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
    browserErrors: row.num('browser_errors'),
    navFailures: row.num('nav_failures'),
  };
}

/** One minute of a version: what a sparkline shows. */
export interface SignalMinute {
  minute: number;
  pageViews: number;
  serverErrors: number;
  browserErrors: number;
  navFailures: number;
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
    browserErrors: value('browser_errors'),
    navFailures: value('nav_failures'),
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
  const { pageViews, serverErrors, browserErrors, navFailures, renderMs, renders } = counts;
  return [area, version, minute, pageViews, serverErrors, browserErrors, navFailures, Math.round(renderMs), renders];
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
