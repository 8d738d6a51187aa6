import { binOf } from '@meridian/shared/vitals-histogram';
import { emptySignals, type SignalCounts } from '../db/signals-repo.ts';
import { DEFAULT_ROLLOUT_POLICY } from '../config.ts';
import { judgeWindow, p75UpperBound } from './guard-statistics.ts';
import { increaseBound, oneSidedHalfWidth } from './confidence-sequence.ts';

const policy = { ...DEFAULT_ROLLOUT_POLICY.guard, minPageViews: 100, minVitalSamples: 30 };

/** Counts of a version: page views the hosts counted, signed browser page views and those with an error, server errors, LCP values. */
function counts(pageViews: number, browserViews: number, errorViews: number, serverErrors = 0, lcp: number[] = []): SignalCounts {
  const histogram = new Array<number>(20).fill(0);
  for (const value of lcp) histogram[binOf('lcp', value)] = (histogram[binOf('lcp', value)] ?? 0) + 1;
  return { ...emptySignals(), pageViews, browserViews, errorViews, serverErrors, vitals: lcp.length > 0 ? { lcp: histogram } : {} };
}

const repeat = (value: number, times: number) => new Array<number>(times).fill(value);

test('asks a person when browsers alone show the new version erring on a share of page views, with the figures in the reason', () => {
  const verdict = judgeWindow(counts(150, 140, 40), counts(1500, 1400, 4), policy);
  expect(verdict.decision).toBe('ask');
  expect(verdict.reason).toMatch(
    /^browser evidence alone, the server's figures do not agree: page views with an error: new 28\.57 % vs active 0\.29 % \(40 of 140 vs 4 of 1400 browser page views\); increase at least \d+\.\d\d points/,
  );
  expect(verdict.candidate.pageErrorRate).toBeCloseTo(40 / 140);
});

test('rolls back when the server error rate regressed, or when it agrees with a browser trip', () => {
  expect(judgeWindow(counts(400, 0, 0, 60), counts(4000, 0, 0, 4), policy)).toMatchObject({
    decision: 'trip',
    reason: expect.stringMatching(/^server error rate: new 15\.00 % vs active 0\.10 %/),
  });
  const both = judgeWindow(counts(400, 380, 100, 12), counts(4000, 3800, 10, 4), policy);
  expect(both.decision).toBe('trip');
  expect(both.reason).toMatch(/; the server error rate agrees$/);
});

test('never trips before the minimum sample, however bad the few views look: not enough data', () => {
  const verdict = judgeWindow(counts(20, 20, 20, 20), counts(4000, 3800, 4), policy);
  expect(verdict).toMatchObject({
    decision: 'not-enough-data',
    reason: 'not enough data: 20 of 100 page views in this stage',
    shortfall: { side: 'candidate', pageViews: 20, needed: 100 },
  });
  expect(verdict.checks.map((check) => check.state)).toEqual(['not-enough-data', 'not-enough-data', 'not-enough-data', 'not-enough-data']);
});

test('passes a version as good as the active one, and holds the step to 100 % only while a point estimate is over its threshold', () => {
  expect(judgeWindow(counts(300, 280, 1), counts(3000, 2800, 9), policy).decision).toBe('pass');
  expect(judgeWindow(counts(300, 280, 1), counts(40, 40, 0), policy)).toMatchObject({
    decision: 'not-enough-data',
    reason: 'not enough data: 40 of 100 page views of the active version in this stage',
  });
  const over = [counts(200, 0, 0, 2), counts(2000, 0, 0, 0)] as const;
  expect(judgeWindow(...over, policy).decision).toBe('pass');
  expect(judgeWindow(...over, policy, { promoting: true })).toMatchObject({
    decision: 'hold',
    reason: expect.stringMatching(/^over a threshold, not yet with confidence: server error rate/),
  });
  // Too few beacons to judge, all with an error: stages go on, but the version is not promoted on them.
  const thin = [counts(300, 9, 9), counts(3000, 2800, 9)] as const;
  expect(judgeWindow(...thin, policy).decision).toBe('pass');
  expect(judgeWindow(...thin, policy, { promoting: true })).toMatchObject({
    decision: 'hold',
    reason: expect.stringMatching(/^over a threshold, not yet with confidence: page views with an error: new 100\.00 % .*not enough data/),
  });
});

test("counts the stage's own page views for the minimum sample, and the whole window for the tests", () => {
  const verdict = judgeWindow(counts(900, 0, 0), counts(9000, 0, 0), policy, { stage: { candidate: 40, control: 400 } });
  expect(verdict).toMatchObject({ decision: 'not-enough-data', shortfall: { side: 'candidate', pageViews: 40 } });
  expect(verdict.checks.find((check) => check.metric === 'serverErrorRate')?.state).toBe('ok');
});

test('asks about a p75 LCP regression beyond the allowed ratio, not about a small one', () => {
  const slow = judgeWindow(counts(200, 0, 0, 0, repeat(4200, 60)), counts(2000, 0, 0, 0, repeat(1400, 200)), policy);
  expect(slow.decision).toBe('ask');
  expect(slow.reason).toMatch(
    /p75 LCP: new 5000 ms vs active 1500 ms \(60 vs 200 measurements\); at least \d+\.\d % of new measurements above 1800 ms/,
  );
  const same = judgeWindow(counts(200, 0, 0, 0, repeat(1400, 60)), counts(2000, 0, 0, 0, repeat(1450, 200)), policy);
  expect(same.decision).toBe('pass');
});

test("bounds the active version's p75 above by the bin its rank's always-valid spread falls in", () => {
  const histogram = new Array<number>(20).fill(0);
  histogram[binOf('lcp', 900)] = 70;
  histogram[binOf('lcp', 1900)] = 30;
  expect(p75UpperBound('lcp', histogram, 0.00125, 1000)).toBe(2000);
  expect(p75UpperBound('lcp', [5], 0.00125, 1000)).toBe(Number.POSITIVE_INFINITY);
});

test('an always-valid bound is wider than a fixed one at the same level, and narrows as views grow', () => {
  const fixedZ = 2.807; // one-sided 99.75 %
  const width = (n: number) => oneSidedHalfWidth(0.25, n, 0.0025, 20_000) / Math.sqrt(0.25 / n);
  expect(width(20_000)).toBeGreaterThan(fixedZ);
  expect(oneSidedHalfWidth(0.25, 80_000, 0.0025, 20_000)).toBeLessThan(oneSidedHalfWidth(0.25, 20_000, 0.0025, 20_000));
  expect(oneSidedHalfWidth(0.25, 0, 0.0025, 20_000)).toBe(Number.POSITIVE_INFINITY);
  const bound = increaseBound({ events: 30, views: 1000 }, { events: 50, views: 10_000 }, 0.0025, 20_000);
  expect(bound.point).toBeCloseTo(0.025);
  expect(bound.lower).toBeLessThan(bound.point);
  expect(bound.lower).toBeGreaterThan(0);
});
