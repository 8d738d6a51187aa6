/**
 * Locales of the site (spec section 3 "Locale", section 9).
 *
 * Route locales are the 11 language prefixes a URL may start with; message languages are the
 * 18 languages that message bundles exist for. Only `ar` is written right to left.
 */

/** The 11 route prefixes of spec section 2, default first. */
export const ROUTE_LOCALES = ['en', 'ar', 'de', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru'] as const;

/** A language code that may stand as the first path segment. */
export type RouteLocale = (typeof ROUTE_LOCALES)[number];

/** The 18 languages message bundles exist for (spec section 3). */
export const MESSAGE_LANGUAGES = [
  'ar',
  'de',
  'en',
  'es',
  'fa',
  'fr',
  'hi',
  'id',
  'it',
  'ja',
  'ms',
  'nl',
  'pl',
  'pt',
  'ru',
  'th',
  'tr',
  'uk',
] as const;

/** A language a message bundle may be written in. */
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** The default language (spec section 9): unprefixed paths are English. */
export const DEFAULT_LOCALE: RouteLocale = 'en';

/** Text direction of a locale. */
export type Direction = 'ltr' | 'rtl';

/** Static facts about one route locale: code, ISO tag, native name and direction. */
export interface LocaleInfo {
  readonly code: RouteLocale;
  readonly iso: string;
  readonly name: string;
  readonly dir: Direction;
}

/** Locale table of spec section 3 (iso tags as given there; `ar`, `it` carry none). */
export const LOCALE_INFO: Readonly<Record<RouteLocale, LocaleInfo>> = {
  en: { code: 'en', iso: 'en-US', name: 'English', dir: 'ltr' },
  ar: { code: 'ar', iso: 'ar', name: 'العربية', dir: 'rtl' },
  de: { code: 'de', iso: 'de-DE', name: 'Deutsch', dir: 'ltr' },
  es: { code: 'es', iso: 'es-ES', name: 'Español', dir: 'ltr' },
  fr: { code: 'fr', iso: 'fr-FR', name: 'Français', dir: 'ltr' },
  it: { code: 'it', iso: 'it', name: 'Italiano', dir: 'ltr' },
  ja: { code: 'ja', iso: 'ja-JP', name: '日本語', dir: 'ltr' },
  nl: { code: 'nl', iso: 'nl-NL', name: 'Nederlands', dir: 'ltr' },
  pl: { code: 'pl', iso: 'pl-PL', name: 'Polski', dir: 'ltr' },
  pt: { code: 'pt', iso: 'pt-BR', name: 'Português', dir: 'ltr' },
  ru: { code: 'ru', iso: 'ru-RU', name: 'Русский', dir: 'ltr' },
};

/** Type guard: is `value` one of the 11 route locales? Case-sensitive, as URLs are. */
export function isRouteLocale(value: unknown): value is RouteLocale {
  return typeof value === 'string' && (ROUTE_LOCALES as readonly string[]).includes(value);
}

/** Type guard: is `value` one of the 18 message languages? */
export function isMessageLanguage(value: unknown): value is MessageLanguage {
  return typeof value === 'string' && (MESSAGE_LANGUAGES as readonly string[]).includes(value);
}

/** The `og:locale` form of a locale's ISO tag (`de-DE` becomes `de_DE`). */
export function ogLocale(locale: RouteLocale): string {
  return LOCALE_INFO[locale].iso.replace('-', '_');
}

/** Name of the locale cookie and its attributes (spec section 9: 365 days, SameSite lax, path /). */
export const LOCALE_COOKIE = {
  name: 'LANGUAGE',
  maxAgeDays: 365,
  sameSite: 'lax',
  path: '/',
} as const;

/**
 * `amount`, a formatted price ("12.99 US$" after a right-to-left mark), wrapped in a
 * left-to-right isolate (U+2066 ... U+2069, plain text's `<bdi dir="ltr">`, Unicode UAX #9) when
 * `locale` (a BCP 47 tag) is written right to left (Arabic, Persian), so the bidirectional
 * algorithm cannot draw its symbol on the other side of the number inside a sentence (issue 22:
 * "$US"); unchanged in a left-to-right page.
 */
export function isolateAmount(amount: string, locale: string): string {
  return /^(ar|fa)(-|$)/i.test(locale) ? `\u2066${amount}\u2069` : amount;
}
