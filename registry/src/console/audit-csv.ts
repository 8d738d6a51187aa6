/**
 * CSV export of the audit entries the console has loaded (RFC 4180: comma-separated, CRLF line
 * ends, fields quoted when they hold a comma, quote or line break). Text a spreadsheet would run
 * as a formula (starting with = + - @, tab or CR) gets a leading apostrophe.
 */
import type { AuditEntry } from './api.client.ts';

/** The columns, in order. */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'at',
  'actor',
  'claimedOnBehalfOf',
  'action',
  'area',
  'fromVersion',
  'toVersion',
  'fromRevision',
  'toRevision',
  'reason',
  'environment',
] as const;

/** One CSV field: neutralised when it could be a formula, quoted when needed. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The claimed "on behalf of" note of an entry, when the caller made one. */
export function claimedOf(entry: AuditEntry): string | undefined {
  const value = entry.details?.claimedOnBehalfOf;
  return typeof value === 'string' ? value : undefined;
}

/** The CSV text of `entries` (header line first, newest entry first as given). */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((entry) =>
    [
      entry.id,
      entry.at,
      entry.actor,
      claimedOf(entry),
      entry.action,
      entry.area,
      entry.fromVersion,
      entry.toVersion,
      entry.fromRevision,
      entry.toRevision,
      entry.reason,
      // Decision 059: a publish or a removal belongs to every environment.
      entry.environment ?? 'all',
    ]
      .map(csvField)
      .join(','),
  );
  return [AUDIT_CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

/** File name of an export: `registry-audit-blog-2026-11-21.csv` (`all` without a filter). */
export function auditCsvName(area: string | null, now: Date): string {
  return `registry-audit-${area ?? 'all'}-${now.toISOString().slice(0, 10)}.csv`;
}
