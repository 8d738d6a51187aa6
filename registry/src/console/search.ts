/**
 * Search and filters of the console: over the versions of every area (version, publisher,
 * status) and over the loaded audit entries (who, what, area, versions, why). Case-insensitive
 * substring matches of every word of the query, so "rita blog" finds Rita's blog entries.
 */
import type { AuditEntry, VersionView } from './api.client.ts';

/** What the versions are filtered by: the query and a status, or `all`. */
export interface VersionFilter {
  query: string;
  status: VersionView['status'] | 'all';
}

/** No filter: every version shows. */
export const NO_VERSION_FILTER: VersionFilter = { query: '', status: 'all' };

function words(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

function matchesWords(haystack: readonly (string | null | undefined)[], query: string): boolean {
  const text = haystack
    .filter((part) => typeof part === 'string')
    .join(' ')
    .toLowerCase();
  return words(query).every((word) => text.includes(word));
}

/** Whether `item` of `area` passes `filter`. */
export function matchesVersion(area: string, item: VersionView, filter: VersionFilter): boolean {
  if (filter.status !== 'all' && item.status !== filter.status) return false;
  return matchesWords(
    [area, item.version, item.publishedBy, item.status, item.provenance?.commit, item.provenance?.author, item.provenance?.message],
    filter.query,
  );
}

/** Whether the audit `entry` passes the query and the action (`''` for every action). */
export function matchesAudit(entry: AuditEntry, query: string, action: string): boolean {
  if (action !== '' && entry.action !== action) return false;
  const claimed = entry.details.claimedOnBehalfOf;
  const approvedBy = entry.details.approvedBy;
  return matchesWords(
    [
      entry.actor,
      entry.action,
      entry.area,
      entry.fromVersion,
      entry.toVersion,
      entry.reason,
      typeof claimed === 'string' ? claimed : null,
      typeof approvedBy === 'string' ? approvedBy : null,
    ],
    query,
  );
}
