import type { AuditEntry } from './api.client.ts';
import { auditCsv, auditCsvName, csvField } from './audit-csv.ts';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  environment: 'production',
  at: '2026-11-21T12:00:00.000Z',
  actor: 'alice',
  action: 'rollback',
  area: 'blog',
  fromVersion: '1.0.1',
  toVersion: '1.0.0',
  fromRevision: 7,
  toRevision: 8,
  reason: 'tag page broken',
  details: {},
  ...overrides,
});

test('exports the loaded entries as CSV with a header, in the order given', () => {
  const csv = auditCsv([
    entry({ id: 2 }),
    entry({ id: 1, action: 'publish', fromVersion: null, toRevision: 7, fromRevision: 7, actor: 'ci', environment: null }),
  ]);
  expect(csv.split('\r\n')).toEqual([
    'id,at,actor,claimedOnBehalfOf,action,area,fromVersion,toVersion,fromRevision,toRevision,reason,environment',
    '2,2026-11-21T12:00:00.000Z,alice,,rollback,blog,1.0.1,1.0.0,7,8,tag page broken,production',
    '1,2026-11-21T12:00:00.000Z,ci,,publish,blog,,1.0.0,7,7,tag page broken,all',
    '',
  ]);
});

test('quotes commas, quotes and line breaks, and keeps the claimed actor apart', () => {
  const csv = auditCsv([entry({ reason: 'said "no", then\nyes', details: { claimedOnBehalfOf: 'bob' } })]);
  expect(csv.split('\r\n')[1]).toBe(
    '1,2026-11-21T12:00:00.000Z,alice,bob,rollback,blog,1.0.1,1.0.0,7,8,"said ""no"", then\nyes",production',
  );
});

test('defuses text a spreadsheet would run as a formula', () => {
  expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
  expect(csvField('+1')).toBe("'+1");
  expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  expect(csvField(-3)).toBe('-3');
  expect(csvField(null)).toBe('');
});

test('names the file after the filter and the day', () => {
  expect(auditCsvName('blog', new Date('2026-11-21T12:00:00Z'))).toBe('registry-audit-blog-2026-11-21.csv');
  expect(auditCsvName(null, new Date('2026-11-21T12:00:00Z'))).toBe('registry-audit-all-2026-11-21.csv');
});
