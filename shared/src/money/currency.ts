/**
 * The currency of the visitor's country (rule checkout.currency): USD '$' for US, AUD 'A$' for AU,
 * CAD 'CA$' for CA, GBP '£' for GB, and USD for every other or unknown country.
 */

/** A currency the plans are sold in. */
export type CurrencyCode = 'USD' | 'AUD' | 'CAD' | 'GBP';

/** Currency per ISO country code. */
export const CURRENCY_BY_COUNTRY: Readonly<Record<string, CurrencyCode>> = { US: 'USD', AU: 'AUD', CA: 'CAD', GB: 'GBP' };

/** Symbols of rule checkout.currency. */
export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, string>> = { USD: '$', AUD: 'A$', CAD: 'CA$', GBP: '£' };

/** The currency of all other countries. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** The currency for a country code (any case, spaces ignored); USD when unknown or empty. */
export function currencyForCountry(countryCode: string | null | undefined): CurrencyCode {
  const code = countryCode?.trim().toUpperCase() ?? '';
  return Object.hasOwn(CURRENCY_BY_COUNTRY, code) ? (CURRENCY_BY_COUNTRY[code] ?? DEFAULT_CURRENCY) : DEFAULT_CURRENCY;
}
