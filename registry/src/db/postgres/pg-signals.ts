/**
 * The PostgreSQL side of signal buckets and guarded rollouts: the statements of
 * `signals-repo.ts` and `rollout-repo.ts` with `$n` placeholders, over the store's pool or the
 * client of a release commit's transaction.
 */
import type pg from 'pg';
import type { Area } from '@meridian/shared/areas';
import { ROLLOUT_COLUMNS, rolloutValues, toRollout, type Rollout } from '../rollout-repo.ts';
import {
  countValues,
  histogramRows,
  minuteOf,
  SIGNAL_SQL,
  toSignalCounts,
  toSignalMinute,
  type SignalCounts,
  type SignalMinute,
} from '../signals-repo.ts';
import { transaction } from './pg-migrate.ts';
import { numbered, pgColumns, type PgRow } from './pg-rows.ts';

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

async function rows(on: Queryable, sql: string, values: unknown[]): Promise<PgRow[]> {
  return (await on.query<PgRow>(numbered(sql), values)).rows;
}

/** Adds `counts` to the bucket of the minute containing `nowMs`, in one transaction. */
export async function pgAddSignals(pool: pg.Pool, area: string, version: string, counts: SignalCounts, nowMs: number): Promise<void> {
  const minute = minuteOf(nowMs);
  await transaction(pool, async (client) => {
    await rows(client, SIGNAL_SQL.upsertCounts, countValues(area, version, minute, counts));
    for (const [metric, bin, count] of histogramRows(counts))
      await rows(client, SIGNAL_SQL.upsertBin, [area, version, minute, metric, bin, count]);
  });
}

/** Sums of one version over the minutes from `fromMs` to `toMs`, both included. */
export async function pgSumSignals(pool: pg.Pool, area: string, version: string, fromMs: number, toMs: number): Promise<SignalCounts> {
  const range = [area, version, minuteOf(fromMs), minuteOf(toMs)];
  const [counts, bins] = await Promise.all([rows(pool, SIGNAL_SQL.sumCounts, range), rows(pool, SIGNAL_SQL.sumBins, range)]);
  return toSignalCounts(counts[0], bins);
}

/** The minutes of one version that have counts, oldest first. */
export async function pgSignalMinutes(pool: pg.Pool, area: string, version: string, fromMs: number, toMs: number): Promise<SignalMinute[]> {
  const found = await rows(pool, SIGNAL_SQL.perMinute, [area, version, minuteOf(fromMs), minuteOf(toMs)]);
  return found.map((row) => toSignalMinute(pgColumns(row)));
}

/** Deletes buckets before the minute of `beforeMs`; resolves to the rows deleted. */
export async function pgPruneSignals(pool: pg.Pool, beforeMs: number): Promise<number> {
  const minute = minuteOf(beforeMs);
  const counts = await pool.query(numbered(SIGNAL_SQL.pruneCounts), [minute]);
  const bins = await pool.query(numbered(SIGNAL_SQL.pruneBins), [minute]);
  return (counts.rowCount ?? 0) + (bins.rowCount ?? 0);
}

/** Inserts (in `environment`) or updates `rollout` with the commit's client; resolves to its id. */
export async function pgSaveRollout(client: pg.PoolClient, rollout: Rollout, environment: string): Promise<number> {
  if (rollout.id === null) {
    const placeholders = ROLLOUT_COLUMNS.split(', ')
      .map(() => '?')
      .join(', ');
    const inserted = await rows(client, `INSERT INTO rollouts (${ROLLOUT_COLUMNS}, environment) VALUES (${placeholders}, ?) RETURNING id`, [
      ...rolloutValues(rollout),
      environment,
    ]);
    return Number(inserted[0]?.id);
  }
  const sets = ROLLOUT_COLUMNS.split(', ')
    .map((column) => `${column} = ?`)
    .join(', ');
  await rows(client, `UPDATE rollouts SET ${sets} WHERE id = ?`, [...rolloutValues(rollout), rollout.id]);
  return rollout.id;
}

/** The live rollout of `area` in `environment`, or null. */
export async function pgGetLiveRollout(pool: pg.Pool, area: Area, environment: string): Promise<Rollout | null> {
  const live = "SELECT * FROM rollouts WHERE environment = ? AND area = ? AND status IN ('running', 'paused')";
  const row = (await rows(pool, live, [environment, area]))[0];
  return row === undefined ? null : toRollout(row);
}

/** The latest rollouts of `area` in `environment`, newest first. */
export async function pgListRollouts(pool: pg.Pool, area: Area, limit: number, environment: string): Promise<Rollout[]> {
  const latest = 'SELECT * FROM rollouts WHERE environment = ? AND area = ? ORDER BY id DESC LIMIT ?';
  return (await rows(pool, latest, [environment, area, limit])).map(toRollout);
}

/** Every running rollout of `environment`, oldest first. */
export async function pgListRunningRollouts(pool: pg.Pool, environment: string): Promise<Rollout[]> {
  return (await rows(pool, "SELECT * FROM rollouts WHERE environment = ? AND status = 'running' ORDER BY id", [environment])).map(
    toRollout,
  );
}
