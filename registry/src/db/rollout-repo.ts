/**
 * Guarded rollouts (issue 19, decision 032): one row per rollout, at most one live (running or
 * paused) per area, enforced by a partial unique index. A row changes only inside the release
 * commit of the step it belongs to (`ReleaseCommit.rollout`), so every step is a compare-and-set
 * of the revision. SQLite side; `postgres/pg-rollouts.ts` is the PostgreSQL one.
 */
import type { DatabaseSync } from 'node:sqlite';
import { isArea, type Area } from '@meridian/shared/areas';
import { num } from './database.ts';
import { maxHoldOf } from '../services/rollout-machine.ts';
import type { ROLLOUT_STATUSES } from '@meridian/shared/registry-contract';

/** Where a rollout stands: live while `running` or `paused`; the others are final. */
export type RolloutStatus = (typeof ROLLOUT_STATUSES)[number];

/** Statuses of a live rollout. */
export const LIVE_STATUSES: readonly RolloutStatus[] = ['running', 'paused'];

/** One rollout. Times are epoch milliseconds; `stages` are percentages ascending, the last 100. */
export interface Rollout {
  /** Null before it is first stored. */
  id: number | null;
  area: Area;
  version: string;
  /** The active version when it started: what it is compared against. */
  fromVersion: string;
  stages: number[];
  stageIndex: number;
  stageStartedMs: number;
  /** Minimum time each stage holds, in milliseconds. */
  holdMs: number;
  /** Longest a stage may hold without the guard passing before the rollout pauses itself, in milliseconds. */
  maxHoldMs: number;
  status: RolloutStatus;
  /** Why it stands where it stands (the last decision, pause or stop). */
  reason: string;
  actor: string;
  startedMs: number;
  updatedMs: number;
  /** The figures of the last judgement (new and active version, verdict), for the audit and the console. */
  lastFigures: Record<string, unknown>;
}

/** Columns in the order of {@link rolloutValues}. */
export const ROLLOUT_COLUMNS =
  'area, version, from_version, stages, stage_index, stage_started_ms, hold_ms, status, reason, actor, started_ms, updated_ms, last_figures, max_hold_ms';

/** Values of a row in the order of {@link ROLLOUT_COLUMNS}. */
export function rolloutValues(rollout: Rollout): (string | number)[] {
  return [
    rollout.area,
    rollout.version,
    rollout.fromVersion,
    JSON.stringify(rollout.stages),
    rollout.stageIndex,
    rollout.stageStartedMs,
    rollout.holdMs,
    rollout.status,
    rollout.reason,
    rollout.actor,
    rollout.startedMs,
    rollout.updatedMs,
    JSON.stringify(rollout.lastFigures),
    rollout.maxHoldMs,
  ];
}

function jsonOf(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

const STATUSES: readonly RolloutStatus[] = ['running', 'paused', 'completed', 'rolled-back', 'stopped'];

/** Reads a row of either store; throws an Error naming a column that does not fit. */
export function toRollout(row: Record<string, unknown>): Rollout {
  const area = String(row.area);
  const status = STATUSES.find((item) => item === row.status);
  if (!isArea(area) || status === undefined) throw new Error(`reading rollout ${String(row.id)}: bad area or status`);
  const stages = jsonOf(row.stages);
  const figures = jsonOf(row.last_figures);
  return {
    id: Number(row.id),
    area,
    version: String(row.version),
    fromVersion: String(row.from_version),
    stages: Array.isArray(stages) ? stages.map(Number) : [],
    stageIndex: Number(row.stage_index),
    stageStartedMs: Number(row.stage_started_ms),
    holdMs: Number(row.hold_ms),
    maxHoldMs: row.max_hold_ms === null || row.max_hold_ms === undefined ? maxHoldOf(Number(row.hold_ms)) : Number(row.max_hold_ms),
    status,
    reason: String(row.reason),
    actor: String(row.actor),
    startedMs: Number(row.started_ms),
    updatedMs: Number(row.updated_ms),
    lastFigures: typeof figures === 'object' && figures !== null ? Object.fromEntries(Object.entries(figures)) : {},
  };
}

/** Inserts (id null) or updates a rollout; call inside the release commit's transaction. Returns its id. */
export function saveRollout(db: DatabaseSync, rollout: Rollout): number {
  if (rollout.id === null) {
    const placeholders = ROLLOUT_COLUMNS.split(',')
      .map(() => '?')
      .join(', ');
    const row = db
      .prepare(`INSERT INTO rollouts (${ROLLOUT_COLUMNS}) VALUES (${placeholders}) RETURNING id`)
      .get(...rolloutValues(rollout));
    if (row === undefined) throw new Error('inserting a rollout: no id returned');
    return num(row, 'id');
  }
  const sets = ROLLOUT_COLUMNS.split(', ')
    .map((column) => `${column} = ?`)
    .join(', ');
  db.prepare(`UPDATE rollouts SET ${sets} WHERE id = ?`).run(...rolloutValues(rollout), rollout.id);
  return rollout.id;
}

/** The live rollout of `area`, or null. */
export function getLiveRollout(db: DatabaseSync, area: Area): Rollout | null {
  const row = db.prepare("SELECT * FROM rollouts WHERE area = ? AND status IN ('running', 'paused')").get(area);
  return row === undefined ? null : toRollout(row);
}

/** The most recent rollouts of `area`, newest first (at most `limit`). */
export function listRollouts(db: DatabaseSync, area: Area, limit: number): Rollout[] {
  return db.prepare('SELECT * FROM rollouts WHERE area = ? ORDER BY id DESC LIMIT ?').all(area, limit).map(toRollout);
}

/** Every running rollout (what the ticker judges). */
export function listRunningRollouts(db: DatabaseSync): Rollout[] {
  return db.prepare("SELECT * FROM rollouts WHERE status = 'running' ORDER BY id").all().map(toRollout);
}
