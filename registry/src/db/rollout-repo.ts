/**
 * Guarded rollouts (decision 032): one row per rollout, at most one live (running or
 * paused) per area and environment (decision 059), enforced by a partial unique index. A row changes only inside the release
 * commit of the step it belongs to (`ReleaseCommit.rollout`), so every step is a compare-and-set
 * of the revision. SQLite side; `postgres/pg-rollouts.ts` is the PostgreSQL one.
 */
import type { DatabaseSync } from 'node:sqlite';
import { isArea, type Area } from '@meridian/shared/areas';
import { num } from './database.ts';
import { DEFAULT_ENVIRONMENT } from './environment-repo.ts';
import { maxHoldOf } from '../services/max-hold.ts';
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
  /**
   * Where the guard's evidence starts (decision 049): the rollout's start, or the last resume by a
   * person (who saw the evidence that paused it and chose to go on), in epoch milliseconds.
   */
  evidenceFromMs: number;
}

/** Columns in the order of {@link rolloutValues}. */
export const ROLLOUT_COLUMNS =
  'area, version, from_version, stages, stage_index, stage_started_ms, hold_ms, status, reason, actor, started_ms, updated_ms, last_figures, max_hold_ms, evidence_from_ms';

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
    rollout.evidenceFromMs,
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
    // Rollouts started before decision 049 have none: their evidence starts with them.
    evidenceFromMs:
      row.evidence_from_ms === null || row.evidence_from_ms === undefined ? Number(row.started_ms) : Number(row.evidence_from_ms),
  };
}

/** Inserts (id null, in `environment`) or updates a rollout; call inside the release commit's transaction. Returns its id. */
export function saveRollout(db: DatabaseSync, rollout: Rollout, environment = DEFAULT_ENVIRONMENT): number {
  if (rollout.id === null) {
    const placeholders = ROLLOUT_COLUMNS.split(',')
      .map(() => '?')
      .join(', ');
    const row = db
      .prepare(`INSERT INTO rollouts (${ROLLOUT_COLUMNS}, environment) VALUES (${placeholders}, ?) RETURNING id`)
      .get(...rolloutValues(rollout), environment);
    if (row === undefined) throw new Error('inserting a rollout: no id returned');
    return num(row, 'id');
  }
  const sets = ROLLOUT_COLUMNS.split(', ')
    .map((column) => `${column} = ?`)
    .join(', ');
  db.prepare(`UPDATE rollouts SET ${sets} WHERE id = ?`).run(...rolloutValues(rollout), rollout.id);
  return rollout.id;
}

/** The live rollout of `area` in `environment`, or null. */
export function getLiveRollout(db: DatabaseSync, area: Area, environment = DEFAULT_ENVIRONMENT): Rollout | null {
  const row = db
    .prepare("SELECT * FROM rollouts WHERE environment = ? AND area = ? AND status IN ('running', 'paused')")
    .get(environment, area);
  return row === undefined ? null : toRollout(row);
}

/** The most recent rollouts of `area` in `environment`, newest first (at most `limit`). */
export function listRollouts(db: DatabaseSync, area: Area, limit: number, environment = DEFAULT_ENVIRONMENT): Rollout[] {
  return db
    .prepare('SELECT * FROM rollouts WHERE environment = ? AND area = ? ORDER BY id DESC LIMIT ?')
    .all(environment, area, limit)
    .map(toRollout);
}

/** Every running rollout of `environment` (what the ticker judges). */
export function listRunningRollouts(db: DatabaseSync, environment = DEFAULT_ENVIRONMENT): Rollout[] {
  return db.prepare("SELECT * FROM rollouts WHERE environment = ? AND status = 'running' ORDER BY id").all(environment).map(toRollout);
}
