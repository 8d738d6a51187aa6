import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from './logo.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { useBrand } from './use-brand.ts';
import { useUser } from '@meridian/shared/session';

const LINKS = [
  { to: '/features', key: 'nav.features' },
  { to: '/vpn-server', key: 'nav.servers' },
  { to: '/pricing', key: 'nav.pricing' },
  { to: '/download', key: 'nav.download' },
  { to: '/blog', key: 'nav.blog' },
  { to: '/what-is-my-ip', key: 'nav.whatIsMyIp' },
] as const;

/**
 * The navigation bar: brand, links to the main areas, language switcher, log in and the call to
 * action. Below 1 280 px the links fold behind a menu button that is a `<details>` disclosure, so
 * it opens without JavaScript (the menu is its sibling, shown by CSS while it is open) and keeps
 * its own open state, so opening it renders nothing; React closes it on navigation, on a link of
 * the bar and on Escape.
 */
export function NavBar({ transparent }: { readonly transparent: boolean }) {
  const { t } = useTranslation('header');
  const { pathname } = useLocation();
  const disclosure = useRef<HTMLDetailsElement>(null);
  // Login and logout anywhere on the page change this link without a reload (the user store emits on the bus).
  const user = useUser();
  // The disclosure keeps its own open state (no render when it opens: the tap stays one paint);
  // React only closes it, also when the visitor opened it before hydration.
  const close = () => {
    if (disclosure.current) disclosure.current.open = false;
  };
  // The menu is open for the page it was opened on: any navigation closes it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (disclosure.current) disclosure.current.open = false;
  }, [pathname]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !disclosure.current?.open) return;
    close();
    disclosure.current.querySelector('summary')?.focus();
  };
  return (
    <header className={transparent ? 'nav nav--transparent' : 'nav'} onKeyDown={onKeyDown}>
      <div className="container nav__inner">
        <Link className="nav__brand" to="/" aria-label={t('homeLabel')} onClick={close}>
          <Logo />
          <span className="nav__brand-name">{useBrand()}</span>
        </Link>
        <details ref={disclosure} className="nav__disclosure">
          <summary className="nav__toggle" aria-controls="primary-nav">
            <span className="nav__toggle-bar" aria-hidden="true" />
            <span className="visually-hidden nav__toggle-label nav__toggle-label--open">{t('menu.open')}</span>
            <span className="visually-hidden nav__toggle-label nav__toggle-label--close">{t('menu.close')}</span>
          </summary>
        </details>
        <nav id="primary-nav" className="nav__menu" aria-label={t('primaryNav')}>
          <ul className="nav__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink className="nav__link" to={link.to} onClick={close}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="nav__actions">
            <LanguageSwitcher />
            <Link className="nav__link nav__login" to={user.token ? '/myaccount' : '/login'} onClick={close}>
              {user.token ? t('nav.myAccount') : t('nav.login')}
            </Link>
            <Link className="button button--primary button--small" to="/pricing" onClick={close}>
              {t('cta')}
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}
