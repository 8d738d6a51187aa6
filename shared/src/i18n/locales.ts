/**
 * Locales of the site (rules lang.locales, route.prefix).
 *
 * Route locales are the language prefixes a URL may start with (11); message languages are the
 * languages that message bundles exist for (18). Only `ar` is written right to left.
 */

/** Text direction of a locale. */
export type Direction = 'ltr' | 'rtl';

/**
 * The route locales, declared once (decision 037), default first: per language its ISO tag (as
 * rule lang.locales gives it; `ar`, `it` carry none), native name and direction. Every other list
 * of languages derives from this table; a new language is an entry here plus its bundles.
 */
const LOCALE_TABLE = {
  en: { iso: 'en-US', name: 'English', dir: 'ltr' },
  ar: { iso: 'ar', name: 'العربية', dir: 'rtl' },
  de: { iso: 'de-DE', name: 'Deutsch', dir: 'ltr' },
  es: { iso: 'es-ES', name: 'Español', dir: 'ltr' },
  fr: { iso: 'fr-FR', name: 'Français', dir: 'ltr' },
  it: { iso: 'it', name: 'Italiano', dir: 'ltr' },
  ja: { iso: 'ja-JP', name: '日本語', dir: 'ltr' },
  nl: { iso: 'nl-NL', name: 'Nederlands', dir: 'ltr' },
  pl: { iso: 'pl-PL', name: 'Polski', dir: 'ltr' },
  pt: { iso: 'pt-BR', name: 'Português', dir: 'ltr' },
  ru: { iso: 'ru-RU', name: 'Русский', dir: 'ltr' },
} as const satisfies Readonly<Record<string, { readonly iso: string; readonly name: string; readonly dir: Direction }>>;

/** A language code that may stand as the first path segment. */
export type RouteLocale = keyof typeof LOCALE_TABLE;

/** The route prefixes of rule route.prefix (11 today), default first. */
export const ROUTE_LOCALES = Object.keys(LOCALE_TABLE) as readonly RouteLocale[] as readonly [RouteLocale, ...RouteLocale[]];

/** The languages that only the host's shared bundles (`common`, `header`, `footer`, `location`) exist in, beside the route locales. */
const HOST_ONLY_LANGUAGES = ['fa', 'hi', 'id', 'ms', 'th', 'tr', 'uk'] as const;

/** A language a message bundle may be written in. */
export type MessageLanguage = RouteLocale | (typeof HOST_ONLY_LANGUAGES)[number];

/** The languages message bundles exist for (rule lang.locales; 18 today), in alphabetical order. */
export const MESSAGE_LANGUAGES: readonly MessageLanguage[] = [...ROUTE_LOCALES, ...HOST_ONLY_LANGUAGES].sort();

/** The default language (rule lang.locales): unprefixed paths are English. */
export const DEFAULT_LOCALE: RouteLocale = 'en';

/** Static facts about one route locale: code, ISO tag, native name and direction. */
export interface LocaleInfo {
  readonly code: RouteLocale;
  readonly iso: string;
  readonly name: string;
  readonly dir: Direction;
}

/** Locale table of rule lang.locales, by code. */
export const LOCALE_INFO: Readonly<Record<RouteLocale, LocaleInfo>> = Object.fromEntries(
  ROUTE_LOCALES.map((code) => [code, { code, ...LOCALE_TABLE[code] }]),
) as Record<RouteLocale, LocaleInfo>;

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

/**
 * The BCP 47 tag numbers and prices are formatted with on a page in route locale `language`: its
 * ISO tag (rule lang.locales) with Western digits (rule lang.digits), so the server's and
 * every browser's ICU write the same text and hydration matches (`ar` -> `ar-u-nu-latn`, `de` ->
 * `de-DE-u-nu-latn`); en-US's for anything else.
 */
export function numberLocaleOf(language: string | undefined): string {
  return `${LOCALE_INFO[isRouteLocale(language) ? language : DEFAULT_LOCALE].iso}-u-nu-latn`;
}

/** Name of the locale cookie and its attributes (rule lang.cookie: 365 days, SameSite lax, path /). */
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
 * algorithm cannot draw its symbol on the other side of the number inside a sentence (it showed
 * "$US"); unchanged in a left-to-right page.
 */
export function isolateAmount(amount: string, locale: string): string {
  return /^(ar|fa)(-|$)/i.test(locale) ? `\u2066${amount}\u2069` : amount;
}
