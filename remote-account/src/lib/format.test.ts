import { formatDate, formatMoney, timeLeft } from './format.ts';

const NOW = Date.UTC(2026, 10, 24, 10);
const DAY = 86_400_000;

test.each([
  [NOW, { kind: 'none' }],
  [NOW - 5, { kind: 'none' }],
  [Number.NaN, { kind: 'none' }],
  [NOW + 1, { kind: 'lessThanDay' }],
  [NOW + DAY - 1, { kind: 'lessThanDay' }],
  [NOW + DAY, { kind: 'days', days: 1 }],
  [NOW + 30 * DAY + 3_600_000, { kind: 'days', days: 30 }],
])('reads the time until %p as %p', (until, expected) => {
  expect(timeLeft(until, NOW)).toEqual(expected);
});

test('writes dates in the page language, in UTC like the plan terms', () => {
  const renewal = Date.UTC(2027, 0, 15, 23, 30);
  expect(formatDate(renewal, 'en')).toBe('January 15, 2027');
  expect(formatDate(renewal, 'de')).toBe('15. Januar 2027');
  expect(formatDate(renewal, 'ja')).toBe('2027年1月15日');
  expect(formatDate(renewal, 'en', 'medium')).toBe('Jan 15, 2027');
});

test('formats prices in their currency and falls back to the raw text', () => {
  expect(formatMoney('59.88', 'USD', 'en')).toBe('$59.88');
  expect(formatMoney('59.88', 'EUR', 'de')).toBe('59,88\u00a0€');
  expect(formatMoney('abc', 'USD', 'en')).toBe('abc USD');
  expect(formatMoney('', 'USD', 'en')).toBe('USD');
});

test('writes prices as pricing and checkout do, with Latin digits in Arabic', () => {
  expect(formatMoney('59.88', 'USD', 'pt')).toBe('US$\u00a059,88');
  expect(formatMoney('59.88', 'USD', 'ar')).toBe('\u2066\u200f59.88\u00a0US$\u2069');
  expect(formatMoney('5', 'USD', 'en')).toBe('$5.00');
});
