import { isWorkDay, localDayKey, minuteOfWeek } from './work-day.ts';

/** Local time; 2026-11-23 is a Monday, 2026-11-27 a Friday. */
const local = (day: number, hours: number, minutes: number, seconds = 0): number =>
  new Date(2026, 10, day, hours, minutes, seconds).getTime();

test('starts the work week at Monday 06:01, not 06:00', () => {
  expect(isWorkDay(local(23, 6, 0))).toBe(false);
  expect(isWorkDay(local(23, 6, 0, 59))).toBe(false);
  expect(isWorkDay(local(23, 6, 1))).toBe(true);
});

test('ends the work week after Friday 17:59: 18:00 is outside', () => {
  expect(isWorkDay(local(27, 17, 59))).toBe(true);
  expect(isWorkDay(local(27, 17, 59, 59))).toBe(true);
  expect(isWorkDay(local(27, 18, 0))).toBe(false);
});

test('counts the nights between Monday and Friday as work days', () => {
  expect(isWorkDay(local(24, 3, 0))).toBe(true);
  expect(isWorkDay(local(26, 23, 59))).toBe(true);
  expect(isWorkDay(local(27, 0, 0))).toBe(true);
});

test('treats Saturday, Sunday, early Monday and Friday evening as outside', () => {
  expect(isWorkDay(local(21, 12, 0))).toBe(false);
  expect(isWorkDay(local(22, 23, 59))).toBe(false);
  expect(isWorkDay(local(23, 0, 0))).toBe(false);
  expect(isWorkDay(local(27, 22, 0))).toBe(false);
  expect(isWorkDay(local(28, 6, 1))).toBe(false);
});

test('returns false for an invalid time', () => {
  expect(isWorkDay(Number.NaN)).toBe(false);
});

test('counts minutes of the week from Monday midnight', () => {
  expect(minuteOfWeek(local(23, 0, 0))).toBe(0);
  expect(minuteOfWeek(local(23, 6, 1))).toBe(361);
  expect(minuteOfWeek(local(29, 23, 59))).toBe(7 * 1440 - 1);
});

test('names the local calendar day as YYYY-MM-DD', () => {
  expect(localDayKey(local(3, 0, 0))).toBe('2026-11-03');
  expect(localDayKey(local(23, 23, 59, 59))).toBe('2026-11-23');
});
