/**
 * The PostgreSQL side of `evidence-repo.ts` (decisions 047 and 048): signed browser page views
 * counted once per version and capped by the hosts' page views, and per-host report counts. A
 * transaction-scoped advisory lock per version serialises the cap across registry processes.
 */
import type pg from 'pg';
import {
  admitViews,
  BROWSER_VIEW_CAP_WINDOW_MS,
  browserViewCounts,
  EVIDENCE_SQL,
  hostValues,
  toHostActivity,
  type BrowserView,
  type BrowserViewOutcome,
  type HostActivity,
  type HostReportEntry,
} from '../evidence-repo.ts';
import { countValues, histogramRows, minuteOf, SIGNAL_SQL } from '../signals-repo.ts';
import { transaction } from './pg-migrate.ts';
import { numbered, pgColumns, type PgRow } from './pg-rows.ts';

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

async function run(on: Queryable, sql: string, values: unknown[]): Promise<pg.QueryResult<PgRow>> {
  return on.query<PgRow>(numbered(sql), values);
}

/**
 * Counts `views` of `area`@`version` once each, within the room the hosts' page views of the last
 * hour leave and `perSource` per source: the ids already counted and each source's count are read
 * first, under a transaction-scoped advisory lock of the version, then the admitted ones inserted.
 */
export async function pgAddBrowserViews(
  pool: pg.Pool,
  area: string,
  version: string,
  views: readonly BrowserView[],
  nowMs: number,
  perSource: number,
): Promise<BrowserViewOutcome> {
  const minute = minuteOf(nowMs);
  const since = minuteOf(nowMs - BROWSER_VIEW_CAP_WINDOW_MS);
  return transaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`meridian-browser-views:${area}@${version}`]);
    const found = await run(client, EVIDENCE_SQL.room, [area, version, since]);
    const known = await client.query<{ view_id: string }>(
      'SELECT view_id FROM browser_view_claims WHERE area = $1 AND version = $2 AND view_id = ANY($3)',
      [area, version, views.map((view) => view.id)],
    );
    const counted = new Set(known.rows.map((row) => row.view_id));
    const sources = new Map<string, number>();
    for (const source of new Set(views.map((view) => view.source)))
      sources.set(source, Number((await run(client, EVIDENCE_SQL.sourceCount, [area, version, source, since])).rows[0]?.n ?? 0));
    const { accepted, outcome } = admitViews(views, {
      room: Number(found.rows[0]?.room ?? 0),
      perSource,
      sourceCount: (source) => sources.get(source) ?? 0,
      claim: (view) => !counted.has(view.id) && counted.add(view.id) !== undefined,
    });
    for (const view of accepted) await run(client, EVIDENCE_SQL.claim, [view.id, area, version, view.source, view.error ? 1 : 0, minute]);
    const counts = browserViewCounts(accepted);
    await run(client, SIGNAL_SQL.upsertCounts, countValues(area, version, minute, counts));
    for (const [metric, bin, count] of histogramRows(counts))
      await run(client, SIGNAL_SQL.upsertBin, [area, version, minute, metric, bin, count]);
    return outcome;
  });
}

/** How many sources the error views of `area`@`version` since `sinceMs` came from. */
export async function pgErrorSources(pool: pg.Pool, area: string, version: string, sinceMs: number): Promise<number> {
  return Number((await run(pool, EVIDENCE_SQL.errorSources, [area, version, minuteOf(sinceMs)])).rows[0]?.n ?? 0);
}

/** Adds one report's counts (or one refusal) to its host's minute. */
export async function pgAddHostReport(pool: pg.Pool, entry: HostReportEntry, nowMs: number): Promise<void> {
  await run(pool, EVIDENCE_SQL.upsertHost, hostValues(entry, nowMs));
}

/** Every host's reports since `sinceMs`. */
export async function pgHostActivity(pool: pg.Pool, sinceMs: number): Promise<HostActivity[]> {
  const since = minuteOf(sinceMs);
  const [activity, refusals] = await Promise.all([
    run(pool, EVIDENCE_SQL.hostActivity, [since]),
    run(pool, EVIDENCE_SQL.lastRefusals, [since]),
  ]);
  const last = refusals.rows.map((row) => ({ host: String(row.host), refusal: String(row.last_refusal) }));
  return activity.rows.map((row) => toHostActivity(pgColumns(row), last));
}

/** The hosts that reported `area`@`version` since `sinceMs`. */
export async function pgHostsOfVersion(pool: pg.Pool, area: string, version: string, sinceMs: number): Promise<HostActivity[]> {
  const found = await run(pool, EVIDENCE_SQL.hostsOfVersion, [area, version, minuteOf(sinceMs)]);
  return found.rows.map((row) => toHostActivity(pgColumns(row)));
}

/** Drops page-view ids and host minutes past their keep; resolves to the rows deleted. */
export async function pgPruneEvidence(pool: pg.Pool, claimsBeforeMs: number, hostsBeforeMs: number): Promise<number> {
  const claims = await run(pool, EVIDENCE_SQL.pruneClaims, [minuteOf(claimsBeforeMs)]);
  const hosts = await run(pool, EVIDENCE_SQL.pruneHosts, [minuteOf(hostsBeforeMs)]);
  return (claims.rowCount ?? 0) + (hosts.rowCount ?? 0);
}
