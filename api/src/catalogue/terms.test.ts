import { addMonths, termEnd } from './terms.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

test.each([
  ['2026-11-24T10:00:00.000Z', 12, '2027-11-24T10:00:00.000Z'],
  ['2026-11-24T10:00:00.000Z', 24, '2028-11-24T10:00:00.000Z'],
  ['2026-11-21T12:00:00.000Z', 1, '2026-12-21T12:00:00.000Z'],
  ['2026-12-15T23:59:59.999Z', 1, '2027-01-15T23:59:59.999Z'],
  ['2027-01-31T08:30:00.000Z', 1, '2027-02-28T08:30:00.000Z'],
  ['2028-01-31T08:30:00.000Z', 1, '2028-02-29T08:30:00.000Z'],
  ['2028-02-29T00:00:00.000Z', 12, '2029-02-28T00:00:00.000Z'],
  ['2028-02-29T00:00:00.000Z', 48, '2032-02-29T00:00:00.000Z'],
  ['2027-03-31T12:00:00.000Z', 1, '2027-04-30T12:00:00.000Z'],
  ['2027-08-31T12:00:00.000Z', 6, '2028-02-29T12:00:00.000Z'],
  ['2100-01-31T00:00:00.000Z', 1, '2100-02-28T00:00:00.000Z'],
  ['2027-10-31T01:30:00.000Z', 1, '2027-11-30T01:30:00.000Z'],
  // Across the European (last Sunday of March/October) and US (second Sunday of March,
  // first Sunday of November) clock changes: still the same UTC time of day.
  ['2027-03-14T10:00:00.000Z', 1, '2027-04-14T10:00:00.000Z'],
  ['2027-03-27T01:30:00.000Z', 1, '2027-04-27T01:30:00.000Z'],
  ['2027-10-30T01:30:00.000Z', 1, '2027-11-30T01:30:00.000Z'],
  ['2026-11-24T10:00:00.000Z', 0, '2026-11-24T10:00:00.000Z'],
])('%s plus %i months is %s', (start, months, end) => {
  expect(iso(addMonths(at(start), months))).toBe(end);
});

test('refuses partial, negative and absurd month counts and a start that is not a time', () => {
  expect(() => addMonths(0, 1.5)).toThrow('1.5');
  expect(() => addMonths(0, -1)).toThrow('-1');
  expect(() => addMonths(0, 100_000)).toThrow('100000');
  expect(() => addMonths(Number.NaN, 1)).toThrow('NaN');
});

test('a new term starts now, or where the paid time ends when that is later', () => {
  const now = at('2026-11-24T10:00:00.000Z');
  expect(iso(termEnd(now, null, 12))).toBe('2027-11-24T10:00:00.000Z');
  expect(iso(termEnd(now, at('2026-01-01T00:00:00.000Z'), 1))).toBe('2026-12-24T10:00:00.000Z');
  expect(iso(termEnd(now, at('2027-01-31T00:00:00.000Z'), 1))).toBe('2027-02-28T00:00:00.000Z');
});
