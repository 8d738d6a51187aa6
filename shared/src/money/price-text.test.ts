import { isolateAmount } from '../i18n/locales.ts';
import { formatPrice, isDecimalText, priceLocaleOf } from './price-text.ts';

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

test('prices keep their own locale and currency when formatters are reused across requests', () => {
  const asked = [
    ['12.99', 'USD', 'en', '$12.99'],
    ['12.99', 'EUR', 'de', '12,99\u00a0€'],
    ['4.995', 'USD', 'en', '$5.00'],
    ['1299', 'JPY', 'ja', '￥1,299.00'],
    ['12.99', 'EUR', 'de', '12,99\u00a0€'],
    ['12.99', 'USD', 'en', '$12.99'],
  ] as const;
  for (const [value, currency, language, text] of asked) expect(formatPrice(value, currency, language)).toBe(text);
});

test('an amount that is not a plain decimal is refused with its text', () => {
  expect(() => formatPrice('1e3', 'USD', 'en')).toThrow('"1e3" is not a decimal number');
  expect(() => formatPrice('12,99', 'EUR', 'de')).toThrow('"12,99" is not a decimal number');
  expect(() => formatPrice('', 'USD', 'en')).toThrow('is not a decimal number');
  expect(isDecimalText('-1.5')).toBe(true);
  expect(isDecimalText(1.5)).toBe(false);
});
