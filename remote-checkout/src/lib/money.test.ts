import { formatPrice, PRICE_DECIMALS } from '@meridian/shared/price-text';
import { amount, discountPercent, displayedDiscount, perMonth, roundMoney } from './money.ts';

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
  ['en', 'USD', '$12.99'],
  ['en', 'AUD', 'A$12.99'],
  ['en', 'CAD', 'CA$12.99'],
  ['en', 'GBP', '£12.99'],
  ['de', 'USD', '12,99\u00a0$'],
  ['fr', 'GBP', '12,99\u00a0£GB'],
  ['ja', 'USD', '$12.99'],
  ['pt', 'USD', 'US$\u00a012,99'],
])('formats 12.99 in %s %s as %s', (language, currency, text) => {
  expect(formatPrice(amount('12.99').toFixed(PRICE_DECIMALS), currency, language)).toBe(text);
});

test('formats with exactly 2 decimals, from the exact decimal', () => {
  expect(formatPrice(amount('5').toFixed(PRICE_DECIMALS), 'USD', 'en')).toBe('$5.00');
  expect(formatPrice(amount('1234567.125').toFixed(PRICE_DECIMALS), 'USD', 'en')).toBe('$1,234,567.13');
  expect(formatPrice(amount('1234.5').toFixed(PRICE_DECIMALS), 'USD', 'de')).toBe('1.234,50\u00a0$');
});

test('formats the decimal text loader data carries, with Western digits in Arabic', () => {
  expect(formatPrice('59.88', 'USD', 'en')).toBe('$59.88');
  expect(formatPrice('59.88', 'AUD', 'ar')).toMatch(/59\.88/);
  expect(() => formatPrice('5,99', 'USD', 'en')).toThrow('is not a decimal number');
});

test('an Arabic price is a left-to-right isolate, so "US$" stays after its number inside a right-to-left sentence', () => {
  expect(formatPrice('12.99', 'USD', 'ar')).toBe('\u2066\u200f12.99\u00a0US$\u2069');
  expect(formatPrice('12.99', 'USD', 'de')).toBe('12,99\u00a0$');
});
