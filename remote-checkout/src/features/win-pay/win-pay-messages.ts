/**
 * The `win-pay` message set: texts of the purchase flow started from the Windows app (its
 * route is not shown, so it rides on the checkout pages with ?platform=windows).
 * The host loads a page's namespaces by path, which never names win-pay, so this remote adds
 * the bundle to i18next itself, in the browser, from its own chunks.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isRouteLocale, type RouteLocale } from '@meridian/shared/locales';

/** The namespace name. */
export const WIN_PAY_NS = 'win-pay';

type Bundle = { readonly default: Record<string, unknown> };

/** One chunk per language, loaded on demand. */
const LOADERS: Readonly<Record<RouteLocale, () => Promise<Bundle>>> = {
  en: () => import('../../../locales/en/win-pay.json'),
  ar: () => import('../../../locales/ar/win-pay.json'),
  de: () => import('../../../locales/de/win-pay.json'),
  es: () => import('../../../locales/es/win-pay.json'),
  fr: () => import('../../../locales/fr/win-pay.json'),
  it: () => import('../../../locales/it/win-pay.json'),
  ja: () => import('../../../locales/ja/win-pay.json'),
  nl: () => import('../../../locales/nl/win-pay.json'),
  pl: () => import('../../../locales/pl/win-pay.json'),
  pt: () => import('../../../locales/pt/win-pay.json'),
  ru: () => import('../../../locales/ru/win-pay.json'),
};

/** True when the page belongs to the Windows app's flow (`?platform=windows`). */
export function isWindowsFlow(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get('platform') === 'windows';
}

/**
 * Loads win-pay for the page language (and en as fallback) when `wanted`; true once its texts
 * can be shown. Always false on the server, so the server render never depends on it.
 */
export function useWinPayMessages(wanted: boolean): boolean {
  const { i18n } = useTranslation();
  const language = isRouteLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    const languages = language === DEFAULT_LOCALE ? [language] : [language, DEFAULT_LOCALE];
    const missing = languages.filter((lang) => !i18n.hasResourceBundle(lang, WIN_PAY_NS));
    Promise.all(
      missing.map(async (lang) => {
        const bundle = await LOADERS[lang]();
        i18n.addResourceBundle(lang, WIN_PAY_NS, bundle.default, true, false);
      }),
    ).then(
      () => {
        if (live) setReady(true);
      },
      (error: unknown) => console.warn('Failed locale loading', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, language, i18n]);
  return wanted && ready;
}
