import { formatMoney } from './format-money.ts';

test('prices keep their own locale and currency when formatters are reused across requests', () => {
  const asked = [
    ['12.99', 'USD', 'en-US', '$12.99'],
    ['12.99', 'EUR', 'de-DE', '12,99\u00a0€'],
    ['4.995', 'USD', 'en-US', '$5.00'],
    ['1299', 'JPY', 'ja-JP', '￥1,299.00'],
    ['12.99', 'EUR', 'de-DE', '12,99\u00a0€'],
    ['12.99', 'USD', 'en-US', '$12.99'],
  ] as const;
  for (const [value, currency, locale, text] of asked) expect(formatMoney(value, currency, locale)).toBe(text);
});

test('a text that is no decimal number is refused by name', () => {
  expect(() => formatMoney('12,99', 'EUR', 'de-DE')).toThrow('"12,99" is not a decimal number');
});
