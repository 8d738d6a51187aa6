import { isolateAmount } from '../i18n/locales.ts';
import { formatPrice, priceLocaleOf } from './price-text.ts';

test('prices are formatted with the page language’s ISO tag and Latin digits', () => {
  expect(priceLocaleOf('ar')).toBe('ar-u-nu-latn');
  expect(priceLocaleOf('pt')).toBe('pt-BR-u-nu-latn');
  expect(priceLocaleOf('xx')).toBe('en-US-u-nu-latn');
  expect(formatPrice('0.99', 'USD', 'en')).toBe('$0.99');
  expect(formatPrice('0.99', 'GBP', 'de')).toBe('0,99\u00a0£');
  expect(formatPrice('1', 'USD', 'ja')).toBe('$1.00');
});

test('an amount in a right-to-left page is a left-to-right isolate; other pages keep the text as it is', () => {
  expect(formatPrice('0.99', 'USD', 'ar')).toBe('\u2066\u200f0.99\u00a0US$\u2069');
  expect(isolateAmount('12.99 US$', 'fa-IR')).toBe('\u206612.99 US$\u2069');
  expect(isolateAmount('$12.99', 'en-US')).toBe('$12.99');
});

test('an amount that is not a plain decimal is refused with its text', () => {
  expect(() => formatPrice('1e3', 'USD', 'en')).toThrow('"1e3" is not a decimal number');
  expect(() => formatPrice('', 'USD', 'en')).toThrow('is not a decimal number');
});
