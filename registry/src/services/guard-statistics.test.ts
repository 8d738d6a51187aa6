import { binOf } from '@meridian/shared/vitals-histogram';
import { emptySignals, type SignalCounts } from '../db/signals-repo.ts';
import { DEFAULT_ROLLOUT_POLICY } from '../config.ts';
import { judgeWindow, p75Bounds } from './guard-statistics.ts';

const policy = { ...DEFAULT_ROLLOUT_POLICY.guard, minPageViews: 100, minVitalSamples: 30 };

function counts(pageViews: number, browserErrors: number, serverErrors = 0, lcp: number[] = []): SignalCounts {
  const histogram = new Array<number>(20).fill(0);
  for (const value of lcp) histogram[binOf('lcp', value)] = (histogram[binOf('lcp', value)] ?? 0) + 1;
  return { ...emptySignals(), pageViews, browserErrors, serverErrors, vitals: lcp.length > 0 ? { lcp: histogram } : {} };
}

const repeat = (value: number, times: number) => new Array<number>(times).fill(value);

test('trips when the new version throws on a share of page views, with the figures in the reason', () => {
  const verdict = judgeWindow(counts(40, 12), counts(400, 1), policy);
  expect(verdict.decision).toBe('trip');
  expect(verdict.reason).toMatch(/^browser errors: new 300\.0 vs active 2\.5 errors per 1 000 views \(12 of 40 vs 1 of 400 views\)/);
  expect(verdict.candidate.errorsPer1000).toBe(300);
});

test('does not trip on one unlucky error in a small sample, and holds until the minimum sample', () => {
  const verdict = judgeWindow(counts(20, 1), counts(400, 0), policy);
  expect(verdict.decision).toBe('hold');
  expect(verdict.reason).toBe('20 of 100 page views gathered');
});

test('passes a version as good as the active one once both have the sample', () => {
  expect(judgeWindow(counts(300, 1), counts(3000, 9), policy).decision).toBe('pass');
  expect(judgeWindow(counts(300, 1), counts(40, 0), policy)).toMatchObject({
    decision: 'hold',
    reason: '40 of 100 page views of the active version gathered',
  });
});

test('holds a version over a threshold by its point estimate but not yet with confidence', () => {
  const verdict = judgeWindow(counts(100, 0, 2), counts(1000, 0, 0), policy);
  expect(verdict.decision).toBe('hold');
  expect(verdict.reason).toMatch(/^over a threshold, not yet with confidence: server error rate/);
});

test('trips on a p75 LCP regression beyond the allowed ratio, not on a small one', () => {
  const slow = judgeWindow(counts(200, 0, 0, repeat(4200, 60)), counts(2000, 0, 0, repeat(1400, 200)), policy);
  expect(slow.decision).toBe('trip');
  expect(slow.reason).toMatch(/p75 LCP: new 5000 ms vs active 1500 ms/);
  const same = judgeWindow(counts(200, 0, 0, repeat(1400, 60)), counts(2000, 0, 0, repeat(1450, 200)), policy);
  expect(same.decision).toBe('pass');
});

test('bounds the p75 of a histogram between the bins the confidence interval of its rank falls in', () => {
  const histogram = new Array<number>(20).fill(0);
  histogram[binOf('lcp', 900)] = 70;
  histogram[binOf('lcp', 1900)] = 30;
  expect(p75Bounds('lcp', histogram, 2.576)).toEqual({ low: 750, high: 2000 });
});
