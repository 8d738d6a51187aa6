/**
 * One i18next instance per message tree, language and brand on the server (shared by the requests
 * rendering with them, its language fixed: page-messages.server.ts, decision 078) or per page in
 * the browser, never a module-level one (docs/architecture.md, "How a request flows", step 4).
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from '@meridian/shared/locales';
import { brandVariables, type Resources } from '@meridian/shared/i18n';

/** Options of {@link createI18n}. */
export interface CreateI18nOptions {
  readonly locale: string;
  readonly resources: Resources;
  /** Brand name interpolated as `{{brand}}` (and `{{brandCompound}}`) in every message. */
  readonly brand: string;
}

/** A ready, synchronous i18next instance over already-loaded resources; en is the fallback language. */
export function createI18n({ locale, resources, brand }: CreateI18nOptions): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources,
    partialBundledLanguages: true,
    ns: [],
    defaultNS: false,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false, defaultVariables: { ...brandVariables(brand) } },
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  return instance;
}
