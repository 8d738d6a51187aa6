import { backoffDelay, backoffSchedule } from './backoff.ts';

test('doubles the wait from 1 s and caps it at 8 s', () => {
  expect([0, 1, 2, 3, 4, 9].map((retry) => backoffDelay(retry))).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
});

test('stops before a minute has passed', () => {
  const schedule = backoffSchedule();
  expect(schedule).toEqual([1000, 2000, 4000, 8000, 8000, 8000, 8000, 8000, 8000]);
  expect(schedule.reduce((sum, delay) => sum + delay, 0)).toBe(55_000);
});
