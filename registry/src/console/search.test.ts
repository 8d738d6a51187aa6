import type { AuditEntry, VersionView } from './api.client.ts';
import { matchesAudit, matchesVersion, NO_VERSION_FILTER } from './search.ts';

const none = { loads: 0, failures: 0, pageViews: 0, pageFailures: 0, failureRate: null, pageFailureRate: null };
const version = (name: string, status: VersionView['status'], publishedBy = 'ci'): VersionView => ({
  version: name,
  status,
  publishedAt: '2026-11-21T12:00:00.000Z',
  pulled: null,
  publishedBy,
  files: 4,
  bytes: 100,
  health: { windowSeconds: 300, window: none, total: none },
});
const entry = (actor: string, action: string, reason: string, details: Record<string, unknown> = {}): AuditEntry => ({
  id: 1,
  environment: 'production',
  at: '2026-11-21T12:00:00.000Z',
  actor,
  action,
  area: 'blog',
  fromVersion: '1.0.0',
  toVersion: '1.1.0',
  fromRevision: 1,
  toRevision: 2,
  reason,
  details,
});

test('finds versions by every word of the query and by status', () => {
  expect(matchesVersion('blog', version('1.4.0', 'active'), NO_VERSION_FILTER)).toBe(true);
  expect(matchesVersion('blog', version('1.4.0', 'active'), { query: 'blog 1.4', status: 'all' })).toBe(true);
  expect(matchesVersion('blog', version('1.4.0', 'active'), { query: 'tools 1.4', status: 'all' })).toBe(false);
  expect(matchesVersion('blog', version('1.4.0', 'available', 'Rita'), { query: 'rita', status: 'available' })).toBe(true);
  expect(matchesVersion('blog', version('1.4.0', 'available'), { query: '', status: 'active' })).toBe(false);
});

test('finds audit entries by who, what, versions, why and who approved, and by action', () => {
  const approved = entry('rita', 'activate', 'New tag page', { approvedBy: 'ray' });
  expect(matchesAudit(approved, 'RAY tag', '')).toBe(true);
  expect(matchesAudit(approved, '1.1.0', 'activate')).toBe(true);
  expect(matchesAudit(approved, '', 'rollback')).toBe(false);
  expect(matchesAudit(entry('alice', 'publish', 'x', { claimedOnBehalfOf: 'bob' }), 'bob', '')).toBe(true);
  expect(matchesAudit(approved, 'checkout', '')).toBe(false);
});
