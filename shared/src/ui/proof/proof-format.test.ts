import { formatters } from './proof-format.ts';

describe('proof formatters', () => {
  test('write Western digits in every language, ratings with one decimal', () => {
    expect(formatters('ar').stars(4.75)).toBe('4.8');
    expect(formatters('de').stars(4.5)).toBe('4,5');
    expect(formatters('ja').number(12000)).toBe('12,000');
    expect(formatters('fr').month('2026-03-01')).toBe('mars 2026');
  });

  test('are made once per language, an unknown language formatted as the default one', () => {
    expect(formatters('de')).toBe(formatters('de'));
    expect(formatters('de')).not.toBe(formatters('en'));
    expect(formatters('xx')).toBe(formatters('en'));
  });
});
