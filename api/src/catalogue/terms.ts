/**
 * Plan terms by the calendar (a plan's `duration_months`). A term of n months
 * ends on the same day of the month n months later, at the same UTC time of day; when that
 * month is shorter, on its last day (Jan 31 + 1 month = Feb 28, or Feb 29 in a leap year).
 * Everything is UTC, so daylight-saving changes never move an end by an hour.
 */

const MAX_MONTHS = 1200;

/**
 * The instant `months` calendar months after `startMs`.
 * @param startMs ms since epoch
 * @param months whole months, 0..1200
 * @returns ms since epoch
 * @throws Error for a non-finite start or a months value that is not a whole number in range
 */
export function addMonths(startMs: number, months: number): number {
  if (!Number.isFinite(startMs)) throw new Error(`Adding months: start ${startMs} is not a time`);
  if (!Number.isInteger(months) || months < 0 || months > MAX_MONTHS) {
    throw new Error(`Adding months: ${months} is not a whole number of months in 0..${MAX_MONTHS}`);
  }
  const start = new Date(startMs);
  const monthIndex = start.getUTCMonth() + months;
  const year = start.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  // Day 0 of the following month is the last day of `month`.
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(startMs);
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return end.getTime();
}

/**
 * When a new term of `months` ends if bought at `now` by someone whose paid time (VIP) runs
 * until `paidUntil` (ms, null when none): terms never overlap, so it starts at the later of
 * the two.
 */
export function termEnd(now: number, paidUntil: number | null, months: number): number {
  return addMonths(Math.max(now, paidUntil ?? 0), months);
}
