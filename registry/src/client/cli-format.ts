/**
 * Readable text for the CLI: the release set, the versions of a remote and the audit log as
 * aligned columns, read in the shapes of the wire contract (decision 034).
 */
import type { approvalSchema, areaVersionsSchema, auditEntrySchema, releaseViewSchema, WireOut } from '@meridian/shared/registry-contract';

/** Aligns rows of cells into columns separated by two spaces. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, index) => (widths[index] = Math.max(widths[index] ?? 0, cell.length)));
  return rows
    .map((row) => row.map((cell, index) => (index === row.length - 1 ? cell : cell.padEnd(widths[index] ?? 0))).join('  '))
    .join('\n');
}

/** `status`: one line per area. */
export function formatStatus(
  view: WireOut<typeof releaseViewSchema>,
  areas: readonly (keyof WireOut<typeof releaseViewSchema>['remotes'])[],
): string {
  const rows = [['AREA', 'ACTIVE', 'CANARY', 'PREVIOUS', 'ORIGIN']];
  for (const area of areas) {
    const remote = view.remotes[area];
    rows.push(
      remote === undefined
        ? [area, '(none)', '-', '-', '-']
        : [
            area,
            remote.version,
            remote.canary ? `${remote.canary.version} @ ${remote.canary.percent}%` : '-',
            remote.previous.slice(0, 3).join(', ') || '-',
            remote.origin,
          ],
    );
  }
  return `revision ${view.revision}\n${table(rows)}`;
}

type Counts = WireOut<typeof areaVersionsSchema>['versions'][number]['health']['window'];

function rate(counts: Counts): string {
  return counts.failureRate === null ? '-' : `${(counts.failureRate * 100).toFixed(1)}% of ${counts.loads}`;
}

/** `versions <remote>`: newest first, with status and health. */
export function formatVersions(view: WireOut<typeof areaVersionsSchema>): string {
  const head = `${view.remote}: active ${view.active ?? '(none)'}${view.canary ? `, canary ${view.canary.version} @ ${view.canary.percent}%` : ''}`;
  const rows = [['VERSION', 'STATUS', 'PUBLISHED', 'FILES', 'KB', 'FAILURES (WINDOW)', 'FAILURES (ALL)', 'PULLED (NO ROLLBACK TO IT)']];
  for (const item of view.versions) {
    rows.push([
      item.version,
      item.status,
      item.publishedAt.slice(0, 19).replace('T', ' '),
      String(item.files),
      (item.bytes / 1024).toFixed(0),
      rate(item.health.window),
      rate(item.health.total),
      item.pulled ? `${item.pulled.action} ${item.pulled.at.slice(0, 19).replace('T', ' ')}` : '-',
    ]);
  }
  return `${head}\n${table(rows)}`;
}

/** `audit`: newest first. */
export function formatAudit(entries: readonly WireOut<typeof auditEntrySchema>[]): string {
  if (entries.length === 0) return '(no entries)';
  const rows = [['#', 'WHEN (UTC)', 'WHO', 'ACTION', 'AREA', 'CHANGE', 'REVISION', 'WHY']];
  for (const entry of entries) {
    rows.push([
      String(entry.id),
      entry.at.slice(0, 19).replace('T', ' '),
      entry.actor,
      entry.action,
      entry.area ?? '-',
      `${entry.fromVersion ?? '-'} -> ${entry.toVersion ?? '-'}`,
      entry.fromRevision === entry.toRevision ? String(entry.toRevision) : `${entry.fromRevision} -> ${entry.toRevision}`,
      entry.reason,
    ]);
  }
  return table(rows);
}

/** `approvals`: the writes waiting for a second releaser, newest first. */
export function formatApprovals(approvals: readonly WireOut<typeof approvalSchema>[]): string {
  if (approvals.length === 0) return '(nothing waits for approval)';
  const rows = [['#', 'ASKED (UTC)', 'BY', 'ACTION', 'AREA', 'CHANGE', 'WHY']];
  for (const item of approvals) {
    rows.push([
      String(item.id),
      item.at.slice(0, 19).replace('T', ' '),
      item.requestedBy,
      item.action,
      item.area ?? '-',
      `${item.fromVersion ?? '-'} -> ${item.toVersion ?? '-'}`,
      item.reason,
    ]);
  }
  return table(rows);
}
