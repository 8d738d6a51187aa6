import { formatBytes, formatHealth, formatRate, formatSeconds, formatWhen, healthLevel } from './format.ts';

const policy = { maxFailureRate: 0.2, minLoads: 50, minPageViews: 20, windowSeconds: 300 };

test('formats failure rates with one decimal, and a dash without loads', () => {
  expect(formatRate(0.125)).toBe('12.5 %');
  expect(formatRate(0.01234)).toBe('1.2 %');
  expect(formatRate(0)).toBe('0 %');
  expect(formatRate(1)).toBe('100 %');
  expect(formatRate(null)).toBe('–');
});

test('says how many loads failed, or that there were none', () => {
  expect(formatHealth({ loads: 40, failures: 2, failureRate: 0.05, pageViews: 0, pageFailures: 0, pageFailureRate: null })).toBe(
    '2 of 40 loads failed (5.0 %)',
  );
  expect(formatHealth({ loads: 0, failures: 0, failureRate: null, pageViews: 0, pageFailures: 0, pageFailureRate: null })).toBe('no loads');
});

test('judges health as the canary abort does: unhealthy over the limit on enough loads, watch on too few', () => {
  expect(healthLevel({ loads: 0, failures: 0, failureRate: null, pageViews: 0, pageFailures: 0, pageFailureRate: null }, policy)).toBe(
    'no-data',
  );
  expect(healthLevel({ loads: 100, failures: 20, failureRate: 0.2, pageViews: 0, pageFailures: 0, pageFailureRate: null }, policy)).toBe(
    'ok',
  );
  expect(healthLevel({ loads: 100, failures: 21, failureRate: 0.21, pageViews: 0, pageFailures: 0, pageFailureRate: null }, policy)).toBe(
    'unhealthy',
  );
  expect(healthLevel({ loads: 10, failures: 5, failureRate: 0.5, pageViews: 0, pageFailures: 0, pageFailureRate: null }, policy)).toBe(
    'watch',
  );
});

test('says how many page views failed when pages were counted', () => {
  expect(formatHealth({ loads: 40, failures: 0, failureRate: 0, pageViews: 30, pageFailures: 3, pageFailureRate: 0.1 })).toBe(
    '0 of 40 loads failed (0 %); 3 of 30 page views failed (10.0 %)',
  );
});

test('a canary whose pages fail is unhealthy although every load succeeded', () => {
  const pages = policy;
  const counts = { loads: 60, failures: 0, failureRate: 0, pageViews: 0, pageFailures: 0, pageFailureRate: null };
  expect(healthLevel({ ...counts, pageViews: 30, pageFailures: 30, pageFailureRate: 1 }, pages)).toBe('unhealthy');
  expect(healthLevel({ ...counts, pageViews: 10, pageFailures: 10, pageFailureRate: 1 }, pages)).toBe('watch');
  expect(healthLevel({ ...counts, pageViews: 30, pageFailures: 3, pageFailureRate: 0.1 }, pages)).toBe('ok');
});

test('formats sizes, timestamps and windows for people', () => {
  expect(formatBytes(950)).toBe('950 B');
  expect(formatBytes(12_600)).toBe('12.3 KB');
  expect(formatBytes(4.3 * 1024 * 1024)).toBe('4.3 MB');
  expect(formatWhen('2026-11-21T12:03:09.000Z')).toBe('2026-11-21 12:03 UTC');
  expect(formatSeconds(300)).toBe('5 min');
  expect(formatSeconds(45)).toBe('45 s');
  expect(formatSeconds(7200)).toBe('2 h');
});
