/**
 * Readable text for the CLI: the release set, the versions of a remote and the audit log as
 * aligned columns.
 */

/** Aligns rows of cells into columns separated by two spaces. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, index) => (widths[index] = Math.max(widths[index] ?? 0, cell.length)));
  return rows
    .map((row) => row.map((cell, index) => (index === row.length - 1 ? cell : cell.padEnd(widths[index] ?? 0))).join('  '))
    .join('\n');
}

interface RemoteView {
  version: string;
  origin: string;
  canary: { version: string; percent: number } | null;
  previous: string[];
}

/** `status`: one line per area. */
export function formatStatus(
  view: { revision: number; remotes: Record<string, RemoteView | undefined> },
  areas: readonly string[],
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

interface Counts {
  loads: number;
  failures: number;
  failureRate: number | null;
}

interface VersionsView {
  remote: string;
  active: string | null;
  canary: { version: string; percent: number } | null;
  versions: {
    version: string;
    status: string;
    publishedAt: string;
    files: number;
    bytes: number;
    health: { windowSeconds: number; window: Counts; total: Counts };
  }[];
}

function rate(counts: Counts): string {
  return counts.failureRate === null ? '-' : `${(counts.failureRate * 100).toFixed(1)}% of ${counts.loads}`;
}

/** `versions <remote>`: newest first, with status and health. */
export function formatVersions(view: VersionsView): string {
  const head = `${view.remote}: active ${view.active ?? '(none)'}${view.canary ? `, canary ${view.canary.version} @ ${view.canary.percent}%` : ''}`;
  const rows = [['VERSION', 'STATUS', 'PUBLISHED', 'FILES', 'KB', 'FAILURES (WINDOW)', 'FAILURES (ALL)']];
  for (const item of view.versions) {
    rows.push([
      item.version,
      item.status,
      item.publishedAt.slice(0, 19).replace('T', ' '),
      String(item.files),
      (item.bytes / 1024).toFixed(0),
      rate(item.health.window),
      rate(item.health.total),
    ]);
  }
  return `${head}\n${table(rows)}`;
}

interface AuditView {
  id: number;
  at: string;
  actor: string;
  action: string;
  area: string | null;
  fromVersion: string | null;
  toVersion: string | null;
  fromRevision: number;
  toRevision: number;
  reason: string;
}

/** `audit`: newest first. */
export function formatAudit(entries: readonly AuditView[]): string {
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
