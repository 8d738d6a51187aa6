import { PROOF } from './proof.ts';
import { contentNotices, WARN_AHEAD_DAYS } from './content-report.ts';

const audit = { ...PROOF.audit, completed: '2026-06-19' };
const at = (iso: string) => Date.parse(iso);

describe('the content report (rule proof.audit-age)', () => {
  test('says nothing while the audit has more than sixty days to run', () => {
    expect(contentNotices({ audit }, at('2026-12-01T00:00:00Z'))).toEqual([]);
    expect(contentNotices({ audit }, at('2027-04-19T23:59:59Z'))).toEqual([]);
  });

  test(`warns ${WARN_AHEAD_DAYS} days ahead, naming the day and the days left`, () => {
    expect(contentNotices({ audit }, at('2027-04-20T00:00:00Z'))).toEqual([
      { level: 'warning', message: expect.stringContaining('stops being shown on 2027-06-19 (in 60 days)') },
    ]);
    expect(contentNotices({ audit }, at('2027-06-18T12:00:00Z'))[0]?.message).toContain('(in 1 day)');
  });

  test('once the audit is twelve months old, says the proof has dropped it', () => {
    expect(contentNotices({ audit }, at('2027-06-19T00:00:00Z'))).toEqual([
      { level: 'expired', message: expect.stringContaining('the proof no longer shows it') },
    ]);
  });
});
