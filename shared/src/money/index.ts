/**
 * `@meridian/shared/money`: the currency of a country and prices as text (spec sections 3 and 5).
 * A chunk of its own, off the first load: pages import it in loaders and actions (`await import`),
 * which do not run during hydration.
 */
export { CURRENCY_BY_COUNTRY, CURRENCY_SYMBOLS, DEFAULT_CURRENCY, currencyForCountry, type CurrencyCode } from './currency.ts';
export { formatPrice, priceLocaleOf } from './price-text.ts';
