/**
 * The append-only audit log (issue 4): who did what, when, why, and from which revision of the
 * release set to which. Entries are only ever inserted; the schema's triggers refuse updates
 * and deletes.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { auditEntrySchema, WireOut } from '@meridian/shared/registry-contract';
import { jsonObject, type Columns } from './columns.ts';
import { sqliteColumns } from './database.ts';

/** One stored entry, in the wire contract's shape (`auditEntrySchema`); `at` is ISO 8601 UTC. */
export type AuditEntry = WireOut<typeof auditEntrySchema>;

/** What an entry records; `details` is free-form JSON (gate results, health figures, approvals...). */
export type AuditInput = Omit<AuditEntry, 'id' | 'at' | 'details'> & { details?: Record<string, unknown> };

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

/** Appends an entry stamped with `nowMs` (epoch milliseconds) and returns it. */
export function appendAudit(db: DatabaseSync, input: AuditInput, nowMs: number): AuditEntry {
  const row = db
    .prepare(
      `INSERT INTO audit (at, actor, action, area, from_version, to_version, from_revision, to_revision, reason, details)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    )
    .get(
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

/** Filters of `listAudit`: newest first, at most `limit` (1-1000) entries older than `beforeId`. */
export interface AuditQuery {
  area?: string;
  limit?: number;
  beforeId?: number;
}

/** Lists entries newest first. */
export function listAudit(db: DatabaseSync, query: AuditQuery = {}): AuditEntry[] {
  const limit = Math.min(1000, Math.max(1, query.limit ?? 100));
  const rows = db
    .prepare(`SELECT * FROM audit WHERE (? IS NULL OR area = ?) AND (? IS NULL OR id < ?) ORDER BY id DESC LIMIT ?`)
    .all(query.area ?? null, query.area ?? null, query.beforeId ?? null, query.beforeId ?? null, limit);
  return rows.map((row) => toAuditEntry(sqliteColumns(row)));
}
