import type { AuditEntry } from '../db/audit-repo.ts';
import { marksFromEntries } from './version-marks.ts';

let id = 0;
const entry = (action: string, from: string | null, to: string | null, details: Record<string, unknown> = {}): AuditEntry => ({
  id: (id += 1),
  environment: 'production',
  at: `2026-11-21T12:00:0${id % 10}.000Z`,
  actor: 'alice',
  action,
  area: 'tools',
  fromVersion: from,
  toVersion: to,
  fromRevision: 1,
  toRevision: 2,
  reason: `reason ${id}`,
  details,
});

test('a rollback, an abort, a guard rollback, a stop that ended the canary and a gate refusal each pull a version for good', () => {
  const marks = marksFromEntries([
    entry('rollback', '1.0.1', '1.0.0'),
    entry('abort-canary', '1.0.2', null),
    entry('auto-abort-canary', '1.0.3', null),
    entry('rollout-rollback', '1.0.4', null),
    entry('rollout-stop', '1.0.5', null, { canaryEnded: true }),
    entry('rollout-stop', '1.0.6', null, { canaryEnded: false }),
    entry('gate-refused', '1.0.0', '1.0.7'),
    entry('activate', '1.0.0', '1.0.1', { gatesPassed: true }),
  ]);
  expect(['1.0.1', '1.0.2', '1.0.3', '1.0.4', '1.0.5', '1.0.7'].map((version) => marks.pulled(version)?.action)).toEqual([
    'rollback',
    'abort-canary',
    'auto-abort-canary',
    'rollout-rollback',
    'rollout-stop',
    'gate-refused',
  ]);
  expect(marks.pulled('1.0.6')).toBeNull();
  expect(marks.pulled('1.0.0')).toBeNull();
});

test('a refusal counts as "refused now" until the gates pass the version again, whichever order the entries come in', () => {
  const refusal = entry('gate-refused', '1.0.0', '1.0.1');
  const pass = entry('canary', '1.0.0', '1.0.1', { gatesPassed: true });
  const shareOnly = entry('canary', '1.0.0', '1.0.1');
  expect(marksFromEntries([refusal]).refused('1.0.1')).toMatchObject({ action: 'gate-refused' });
  expect(marksFromEntries([pass, refusal, shareOnly]).refused('1.0.1')).toBeNull();
  expect(marksFromEntries([refusal, pass]).pulled('1.0.1')).toMatchObject({ action: 'gate-refused' });
  const later = entry('gate-refused', '1.0.0', '1.0.1');
  expect(marksFromEntries([later, pass, refusal]).refused('1.0.1')).toMatchObject({ reason: later.reason });
});
