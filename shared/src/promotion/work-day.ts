/**
 * The work-day window of rule popup.workday: from Monday 06:01 through Friday 17:59 in the
 * visitor's local time, as one continuous span (Tuesday 03:00 is inside it). At minute
 * resolution: Monday 06:00:59 is outside, Friday 17:59:59 inside, Friday 18:00 outside.
 */

const MINUTES_PER_DAY = 24 * 60;

/** First minute inside the window, counted from Monday 00:00 (Monday 06:01). */
const WINDOW_START_MINUTE = 6 * 60 + 1;

/** First minute after the window, counted from Monday 00:00 (Friday 18:00). */
const WINDOW_END_MINUTE = 4 * MINUTES_PER_DAY + 18 * 60;

/** Minutes since Monday 00:00 local time for an instant in epoch ms (0..10 079). */
export function minuteOfWeek(time: number): number {
  const date = new Date(time);
  const daysSinceMonday = (date.getDay() + 6) % 7;
  return daysSinceMonday * MINUTES_PER_DAY + date.getHours() * 60 + date.getMinutes();
}

/**
 * True when `time` (epoch ms) falls in the work-day window, Monday 06:01 to Friday 17:59
 * local time inclusive (rule popup.workday). Throws nothing; an invalid time gives false.
 */
export function isWorkDay(time: number): boolean {
  if (!Number.isFinite(time)) return false;
  const minute = minuteOfWeek(time);
  return minute >= WINDOW_START_MINUTE && minute < WINDOW_END_MINUTE;
}

/** The local calendar day of `time` (epoch ms) as `YYYY-MM-DD`, the unit of "once per day". */
export function localDayKey(time: number): string {
  const date = new Date(time);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
