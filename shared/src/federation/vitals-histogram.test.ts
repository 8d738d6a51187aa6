import { binAtRank, binOf, countInto, emptyHistogram, quantileOf, VITAL_EDGES } from './vitals-histogram.ts';

test('puts a measurement in the bin whose upper edge it does not pass, and the rest in the last bin', () => {
  expect(binOf('lcp', 250)).toBe(0);
  expect(binOf('lcp', 251)).toBe(1);
  expect(binOf('lcp', 999_999)).toBe(VITAL_EDGES.lcp.length);
  expect(binOf('cls', 0.08)).toBe(4);
  expect(binOf('inp', Number.NaN)).toBe(0);
});

test('reads the p75 as the upper edge of the bin the 75th percentile falls in', () => {
  const counts = emptyHistogram('lcp');
  for (const value of [400, 600, 900, 1100, 1400, 1600, 2200, 2600]) countInto(counts, 'lcp', value);
  // 6th of 8 measurements is 1 600 ms, in the bin up to 1 750 ms.
  expect(quantileOf('lcp', counts, 0.75)).toBe(1750);
  expect(quantileOf('lcp', emptyHistogram('lcp'), 0.75)).toBeNull();
  expect(binAtRank([0, 0, 3], 99)).toBe(2);
});
