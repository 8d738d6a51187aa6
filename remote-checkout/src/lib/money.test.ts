import { amount, discountPercent, displayedDiscount, formatMoney, perMonth, roundMoney } from './money.ts';

test('rounds half up to 2 decimals without floating point error', () => {
  expect(roundMoney(amount('0.125')).toFixed(2)).toBe('0.13');
  expect(roundMoney(amount('0.124')).toFixed(2)).toBe('0.12');
  expect(roundMoney(amount('1.005')).toFixed(2)).toBe('1.01');
  expect(amount('0.1').plus(amount('0.2')).toFixed(2)).toBe('0.30');
  expect(amount('0.1').plus(amount('0.2')).eq(amount('0.3'))).toBe(true);
});

test('spreads a price over its months, rounded to cents', () => {
  expect(perMonth(amount('59.88'), 12).toFixed(2)).toBe('4.99');
  expect(perMonth(amount('95.76'), 24).toFixed(2)).toBe('3.99');
  expect(perMonth(amount('10.00'), 3).toFixed(2)).toBe('3.33');
  expect(perMonth(amount('0.05'), 2).toFixed(2)).toBe('0.03');
  expect(() => perMonth(amount('1'), 0)).toThrow('not a number of months');
});

test('gives the saving in whole percent, rounded half up', () => {
  expect(discountPercent(amount('155.88'), amount('59.88'))).toBe(62);
  expect(discountPercent(amount('311.76'), amount('95.76'))).toBe(69);
  expect(discountPercent(amount('200'), amount('101'))).toBe(50);
  expect(discountPercent(amount('12.99'), amount('12.99'))).toBe(0);
  expect(discountPercent(amount('0'), amount('0'))).toBe(0);
});

test('shows at least the 59 % baseline on a discounted plan, and nothing on a full-price one', () => {
  expect(displayedDiscount(20)).toBe(59);
  expect(displayedDiscount(59)).toBe(59);
  expect(displayedDiscount(69)).toBe(69);
  expect(displayedDiscount(0)).toBeNull();
});

test('refuses text that is not a plain decimal', () => {
  for (const text of ['', '1e3', '12,99', 'NaN', ' 1']) expect(() => amount(text)).toThrow('is not a decimal number');
});

test.each([
  ['en-US', 'USD', '$12.99'],
  ['en-US', 'AUD', 'A$12.99'],
  ['en-US', 'CAD', 'CA$12.99'],
  ['en-US', 'GBP', '£12.99'],
  ['de-DE', 'USD', '12,99\u00a0$'],
  ['fr-FR', 'GBP', '12,99\u00a0£GB'],
  ['ja-JP', 'USD', '$12.99'],
  ['pt-BR', 'USD', 'US$\u00a012,99'],
])('formats 12.99 in %s %s as %s', (locale, currency, text) => {
  expect(formatMoney(amount('12.99'), currency, locale)).toBe(text);
});

test('formats with exactly 2 decimals, from the exact decimal', () => {
  expect(formatMoney(amount('5'), 'USD', 'en-US')).toBe('$5.00');
  expect(formatMoney(amount('1234567.125'), 'USD', 'en-US')).toBe('$1,234,567.13');
  expect(formatMoney(amount('1234.5'), 'USD', 'de-DE')).toBe('1.234,50\u00a0$');
});

test('formats the decimal text loader data carries, with Western digits in Arabic', () => {
  expect(formatMoney('59.88', 'USD', 'en-US')).toBe('$59.88');
  expect(formatMoney('59.88', 'AUD', 'ar-u-nu-latn')).toMatch(/59\.88/);
  expect(() => formatMoney('5,99', 'USD', 'en-US')).toThrow('is not a decimal number');
});

test('an Arabic price is a left-to-right isolate, so "US$" stays after its number inside a right-to-left sentence', () => {
  expect(formatMoney('12.99', 'USD', 'ar-u-nu-latn')).toBe('\u2066\u200f12.99\u00a0US$\u2069');
  expect(formatMoney('12.99', 'USD', 'de-DE-u-nu-latn')).toBe('12,99\u00a0$');
});
