import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALE_COOKIE, LOCALE_INFO, ROUTE_LOCALES, type RouteLocale } from '@meridian/shared/locales';
import { switchLocalePath } from '@meridian/shared/routing';
import { useSite } from './site-context.ts';
import { useShellRuntime } from './runtime/shell-runtime.ts';
import type { CookieJar } from '@meridian/shared/runtime';

/** Remembers the visitor's choice (rule lang.cookie: LANGUAGE, 365 days, SameSite lax, path /). */
function rememberChoice(cookies: CookieJar | undefined, locale: RouteLocale, event: MouseEvent<HTMLAnchorElement>) {
  cookies?.set(LOCALE_COOKIE.name, locale, { days: LOCALE_COOKIE.maxAgeDays, sameSite: LOCALE_COOKIE.sameSite, path: LOCALE_COOKIE.path });
  // The server never sees the hash, so it is added at click time: the switch keeps path, query and hash.
  event.currentTarget.href = `${event.currentTarget.href.split('#')[0] ?? ''}${window.location.hash}`;
}

/** Language switcher: a disclosure listing the 11 route languages; works without JavaScript. */
export function LanguageSwitcher() {
  const { t } = useTranslation('header');
  const { locale } = useSite();
  const { pathname, search } = useLocation();
  const cookies = useShellRuntime()?.cookies;
  return (
    <details className="lang-switcher">
      <summary className="lang-switcher__summary" aria-label={`${t('language.label')}: ${LOCALE_INFO[locale].name}`}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9c-2.5-2.4-3.8-5.4-3.8-9S9.5 5.4 12 3Z"
          />
        </svg>
        <span>{LOCALE_INFO[locale].name}</span>
      </summary>
      <ul className="lang-switcher__list" aria-label={t('language.choose')}>
        {ROUTE_LOCALES.map((code) => (
          <li key={code}>
            <a
              className="lang-switcher__option"
              href={switchLocalePath(code, pathname, search)}
              hrefLang={LOCALE_INFO[code].iso}
              lang={LOCALE_INFO[code].iso}
              data-locale={code}
              aria-current={code === locale ? 'true' : undefined}
              onClick={(event) => rememberChoice(cookies, code, event)}
            >
              {LOCALE_INFO[code].name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
