import { formatMoney, formatUnit, intlLocale, vipRemaining } from './format.ts';

test.each([
  [0, { kind: 'none' }],
  [-5, { kind: 'none' }],
  [Number.NaN, { kind: 'none' }],
  [1, { kind: 'lessThanDay' }],
  [86_399, { kind: 'lessThanDay' }],
  [86_400, { kind: 'days', days: 1 }],
  [30 * 86_400 + 3600, { kind: 'days', days: 30 }],
])('reads %p seconds of VIP time as %p', (seconds, expected) => {
  expect(vipRemaining(seconds)).toEqual(expected);
});

test('spells durations out in the page language, plural forms included', () => {
  expect(formatUnit(1, 'day', 'en')).toBe('1 day');
  expect(formatUnit(23, 'day', 'en')).toBe('23 days');
  expect(formatUnit(5, 'day', 'ru')).toBe('5 дней');
  expect(formatUnit(10, 'minute', 'de')).toBe('10 Minuten');
});

test('formats prices in their currency and falls back to the raw text', () => {
  expect(formatMoney('59.88', 'USD', 'en')).toBe('$59.88');
  expect(formatMoney('abc', 'USD', 'en')).toBe('abc USD');
});

test('maps page languages to their region tags', () => {
  expect(intlLocale('pt')).toBe('pt-BR');
  expect(intlLocale('ar')).toBe('ar');
});
