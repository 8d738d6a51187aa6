/**
 * The append-only audit log (decision 035): who did what, when, why, and from which revision of the
 * release set to which. Entries are only ever inserted; the schema's triggers refuse updates
 * and deletes.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { auditEntrySchema, WireOut } from '@meridian/shared/registry-contract';
import { jsonObject, type Columns } from './columns.ts';
import { sqliteColumns } from './database.ts';
import { DEFAULT_ENVIRONMENT } from './environment-repo.ts';

/** One stored entry, in the wire contract's shape (`auditEntrySchema`); `at` is ISO 8601 UTC. */
export type AuditEntry = WireOut<typeof auditEntrySchema>;

/**
 * What an entry records; `details` is free-form JSON (gate results, health figures, approvals...).
 * `environment`: absent means the environment of the store that appends it; null an entry of
 * every environment (a version's publish or removal; decision 059).
 */
export type AuditInput = Omit<AuditEntry, 'id' | 'at' | 'details' | 'environment'> & {
  details?: Record<string, unknown>;
  environment?: string | null;
};

/**
 * Audit details noting who a caller claimed to act for, when that differs from the token name
 * recorded as the actor: `{ claimedOnBehalfOf: "bob" }`. Claims are never verified.
 */
export function claimNote(actor: string, claimed: string | undefined): { claimedOnBehalfOf?: string } {
  return claimed === undefined || claimed === actor ? {} : { claimedOnBehalfOf: claimed };
}

/** An `audit` row of either store; `at` is ISO 8601 UTC. */
export function toAuditEntry(row: Columns): AuditEntry {
  return {
    id: row.num('id'),
    environment: row.textOrNull('environment'),
    at: row.time('at'),
    actor: row.text('actor'),
    action: row.text('action'),
    area: row.textOrNull('area'),
    fromVersion: row.textOrNull('from_version'),
    toVersion: row.textOrNull('to_version'),
    fromRevision: row.num('from_revision'),
    toRevision: row.num('to_revision'),
    reason: row.text('reason'),
    details: jsonObject(row.json('details')),
  };
}

/** Appends an entry stamped with `nowMs` (epoch milliseconds), in `environment` unless the input names one, and returns it. */
export function appendAudit(db: DatabaseSync, input: AuditInput, nowMs: number, environment = DEFAULT_ENVIRONMENT): AuditEntry {
  const row = db
    .prepare(
      `INSERT INTO audit (environment, at, actor, action, area, from_version, to_version, from_revision, to_revision, reason, details)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    )
    .get(
      input.environment === undefined ? environment : input.environment,
      new Date(nowMs).toISOString(),
      input.actor,
      input.action,
      input.area,
      input.fromVersion,
      input.toVersion,
      input.fromRevision,
      input.toRevision,
      input.reason,
      JSON.stringify(input.details ?? {}),
    );
  if (row === undefined) throw new Error(`appending audit entry ${input.action} for ${input.area ?? 'all areas'}: no row returned`);
  return toAuditEntry(sqliteColumns(row));
}

/**
 * Filters of `listAudit`: newest first, at most `limit` (1-1000) entries older than `beforeId`, of
 * one `area` and one of `actions` when given; the store's environment and the entries of every
 * environment (publish, removal), or every entry with `allEnvironments` (decision 059).
 */
export interface AuditQuery {
  area?: string;
  limit?: number;
  beforeId?: number;
  actions?: readonly string[];
  allEnvironments?: boolean;
}

/** Lists entries of `environment` (and of every environment) newest first. */
export function listAudit(db: DatabaseSync, query: AuditQuery = {}, environment = DEFAULT_ENVIRONMENT): AuditEntry[] {
  const limit = Math.min(1000, Math.max(1, query.limit ?? 100));
  const actions = query.actions === undefined ? null : JSON.stringify(query.actions);
  const scope = query.allEnvironments === true ? null : environment;
  const rows = db
    .prepare(
      `SELECT * FROM audit WHERE (? IS NULL OR environment = ? OR environment IS NULL) AND (? IS NULL OR area = ?)
         AND (? IS NULL OR id < ?) AND (? IS NULL OR action IN (SELECT value FROM json_each(?))) ORDER BY id DESC LIMIT ?`,
    )
    .all(scope, scope, query.area ?? null, query.area ?? null, query.beforeId ?? null, query.beforeId ?? null, actions, actions, limit);
  return rows.map((row) => toAuditEntry(sqliteColumns(row)));
}
