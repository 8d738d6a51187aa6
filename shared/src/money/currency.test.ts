import { currencyForCountry } from './currency.ts';

test.each([
  ['US', 'USD'],
  ['AU', 'AUD'],
  ['CA', 'CAD'],
  ['GB', 'GBP'],
  ['gb', 'GBP'],
  ['DE', 'USD'],
  ['CN', 'USD'],
  ['', 'USD'],
  [null, 'USD'],
  [undefined, 'USD'],
])('a visitor from %p pays in %s', (country, currency) => {
  expect(currencyForCountry(country)).toBe(currency);
});
