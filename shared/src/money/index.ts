/** `@meridian/shared/money`: the currency of a country and prices as text (spec sections 3 and 5). */
export { CURRENCY_BY_COUNTRY, CURRENCY_SYMBOLS, DEFAULT_CURRENCY, currencyForCountry, type CurrencyCode } from './currency.ts';
export { formatPrice, isolateAmount, priceLocaleOf } from './price-text.ts';
