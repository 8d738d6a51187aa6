/**
 * `@meridian/shared/money`: the currency of a country and prices as text (rules checkout.currency, lang.digits).
 * A chunk of its own, off the first load: pages import it in loaders and actions (`await import`),
 * which do not run during hydration.
 */
export { CURRENCY_BY_COUNTRY, CURRENCY_SYMBOLS, DEFAULT_CURRENCY, currencyForCountry, type CurrencyCode } from './currency.ts';
export { formatPrice, priceLocaleOf } from './price-text.ts';
