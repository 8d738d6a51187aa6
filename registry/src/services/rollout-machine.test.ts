import type { AreaRelease } from '../db/release-repo.ts';
import type { Rollout } from '../db/rollout-repo.ts';
import { emptySignals } from '../db/signals-repo.ts';
import { DEFAULT_ROLLOUT_POLICY } from '../config.ts';
import { judgeWindow, type GuardVerdict } from './guard-statistics.ts';
import { holdsOf, invalidStages, nextStep, parseHold } from './rollout-machine.ts';

const T0 = Date.UTC(2026, 10, 27, 10, 0, 0);
const rollout: Rollout = {
  id: 1,
  area: 'tools',
  version: '1.1.0',
  fromVersion: '1.0.0',
  stages: [1, 10, 50, 100],
  stageIndex: 0,
  stageStartedMs: T0,
  holdMs: 600_000,
  maxHoldMs: 2_400_000,
  status: 'running',
  reason: 'test',
  actor: 'alice',
  startedMs: T0,
  updatedMs: T0,
  lastFigures: {},
  evidenceFromMs: T0,
};
const release = (percent: number): AreaRelease => ({
  area: 'tools',
  version: '1.0.0',
  origin: 'http://localhost:3005',
  canary: { version: '1.1.0', percent, startedMs: T0 },
  previous: [],
});
/** A verdict on `views` page views of the new version (all with a beacon), `errors` of them with an error and `serverErrors` failed on the server. */
const verdict = (views: number, errors: number, serverErrors = 0): GuardVerdict =>
  judgeWindow(
    { ...emptySignals(), pageViews: views, browserViews: views, errorViews: errors, serverErrors },
    { ...emptySignals(), pageViews: views * 10, browserViews: views * 10 },
    { ...DEFAULT_ROLLOUT_POLICY.guard, minPageViews: 50 },
  );

test('holds each stage for its time even when the guard passes, then advances to the next stage', () => {
  expect(nextStep(rollout, release(1), T0 + 599_999, verdict(100, 0))).toMatchObject({ kind: 'hold', holdUntilMs: T0 + 600_000 });
  expect(nextStep(rollout, release(1), T0 + 600_000, verdict(100, 0))).toMatchObject({ kind: 'advance', stageIndex: 1, percent: 10 });
});

test('holds past its time until the minimum sample is gathered: not enough data', () => {
  expect(nextStep(rollout, release(1), T0 + 900_000, verdict(10, 0))).toMatchObject({
    kind: 'hold',
    reason: 'not enough data: 10 of 50 page views in this stage',
  });
});

test('pauses itself when the stage cannot gather its sample within the maximum hold, with the figures', () => {
  expect(nextStep(rollout, release(1), T0 + 2_399_999, verdict(12, 0))).toMatchObject({ kind: 'hold' });
  expect(nextStep(rollout, release(1), T0 + 2_400_000, verdict(12, 0))).toEqual({
    kind: 'pause',
    reason: 'not enough data: 12 of 50 page views in 40 min (stage 1 %, maximum hold 40 min); resume to hold the stage again, or stop',
  });
  const fewActive = judgeWindow(
    { ...emptySignals(), pageViews: 80 },
    { ...emptySignals(), pageViews: 7 },
    { ...DEFAULT_ROLLOUT_POLICY.guard, minPageViews: 50 },
  );
  expect(nextStep(rollout, release(1), T0 + 3_000_000, fewActive)).toMatchObject({
    kind: 'pause',
    reason: expect.stringMatching(/^not enough data: 7 of 50 page views of the active version in 50 min/),
  });
});

test('a trip still rolls back after the maximum hold, and a pass still advances', () => {
  expect(nextStep(rollout, release(1), T0 + 10 ** 8, verdict(600, 200, 200))).toMatchObject({ kind: 'rollback' });
  expect(nextStep(rollout, release(1), T0 + 10 ** 8, verdict(100, 0))).toMatchObject({ kind: 'advance' });
});

test('the maximum hold defaults to four times the hold (at least a minute) and is never under the hold', () => {
  expect(holdsOf('10m', undefined)).toEqual({ holdMs: 600_000, maxHoldMs: 2_400_000 });
  expect(holdsOf('10m', '1h')).toEqual({ holdMs: 600_000, maxHoldMs: 3_600_000 });
  expect(holdsOf('10m', '1m')).toEqual({ holdMs: 600_000, maxHoldMs: 600_000 });
  // A short hold still gets a minute: hosts report every few seconds.
  expect(holdsOf('2s', undefined)).toEqual({ holdMs: 2000, maxHoldMs: 60_000 });
  expect(holdsOf('2s', '10s')).toEqual({ holdMs: 2000, maxHoldMs: 10_000 });
});

test('promotes after the last stage under 100 passes', () => {
  const last = { ...rollout, stageIndex: 2 };
  expect(nextStep(last, release(50), T0 + 600_000, verdict(100, 0))).toMatchObject({ kind: 'promote' });
});

test('rolls back as soon as the server figures trip the guard, before the hold ends', () => {
  const step = nextStep(rollout, release(1), T0 + 1000, verdict(600, 0, 200));
  expect(step.kind).toBe('rollback');
  expect(step).toMatchObject({ reason: expect.stringMatching(/^guard tripped at 1 %: server error rate: new 33\.33 %/) });
});

test('pauses for a person when only browsers show errors: browser evidence never rolls back by itself', () => {
  const step = nextStep(rollout, release(1), T0 + 1000, verdict(600, 200));
  expect(step).toMatchObject({
    kind: 'pause',
    reason: expect.stringMatching(
      /^guard tripped at 1 % on browser evidence alone, the server's figures do not agree: page views with an error: new 33\.33 %.*; a person decides: resume \(the guard starts its evidence afresh\) or stop$/,
    ),
  });
});

test('ends when its canary was ended or replaced outside it, and does nothing unless running', () => {
  expect(nextStep(rollout, { ...release(1), canary: null }, T0, verdict(0, 0))).toMatchObject({ kind: 'end' });
  expect(nextStep({ ...rollout, status: 'paused' }, release(1), T0 + 10 ** 9, verdict(100, 0))).toEqual({ kind: 'idle' });
});

test('reads holds and checks stages', () => {
  expect(parseHold('10m')).toBe(600_000);
  expect(parseHold('2s')).toBe(2000);
  expect(parseHold('90')).toBe(90_000);
  expect(parseHold('500ms')).toBeNull();
  expect(parseHold('soon')).toBeNull();
  expect(invalidStages([1, 10, 50, 100])).toBeNull();
  expect(invalidStages([10, 5, 100])).toBe('stages must ascend');
  expect(invalidStages([1, 10, 50])).toBe('the last stage must be 100');
});
