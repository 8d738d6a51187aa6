import { formatDay } from './dates.ts';

test('formats a paid-until day in UTC, whatever the time zone, with Western digits', () => {
  const end = Date.UTC(2027, 10, 24, 23, 30);
  expect(formatDay(end, 'en-US-u-nu-latn')).toBe('November 24, 2027');
  expect(formatDay(end, 'ja-JP-u-nu-latn')).toBe('2027年11月24日');
  expect(formatDay(end, 'ar-u-nu-latn')).toMatch(/24.*2027/);
});
