/**
 * The audit table in SQL for the PostgreSQL store (`postgres-repository.ts`): one insert with its
 * values, and the row read back through the mapping both stores share (`../audit-repo.ts`).
 */
import { toAuditEntry as auditEntryOf, type AuditInput } from '../audit-repo.ts';
import { pgColumns, type PgRow } from './pg-rows.ts';

/** An audit row as the contract's entry. */
export const toAuditEntry = (row: PgRow) => auditEntryOf(pgColumns(row));

/** The audit table's written columns, in the order of {@link auditValues}. */
const AUDIT_COLUMNS = 'at, actor, action, area, from_version, to_version, from_revision, to_revision, reason, details, environment';

/** The values of one audit row for {@link INSERT_AUDIT}, `nowMs` epoch ms, in `environment` unless the input names one (decision 059). */
export function auditValues(input: AuditInput, nowMs: number, environment: string): unknown[] {
  return [
    new Date(nowMs),
    input.actor,
    input.action,
    input.area,
    input.fromVersion,
    input.toVersion,
    input.fromRevision,
    input.toRevision,
    input.reason,
    JSON.stringify(input.details ?? {}),
    input.environment === undefined ? environment : input.environment,
  ];
}

/** Inserts one audit row and returns it. */
export const INSERT_AUDIT = `INSERT INTO audit (${AUDIT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`;
