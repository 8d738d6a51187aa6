import { useState } from 'react';
import { Link, NavLink } from 'react-router';
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

/** The navigation bar: brand, links to the main areas, language switcher, log in and the call to action. */
export function NavBar({ transparent }: { readonly transparent: boolean }) {
  const { t } = useTranslation('header');
  const [open, setOpen] = useState(false);
  // Login and logout anywhere on the page change this link without a reload (the user store emits on the bus).
  const user = useUser();
  return (
    <header className={transparent ? 'nav nav--transparent' : 'nav'} data-open={open ? 'true' : 'false'}>
      <div className="container nav__inner">
        <Link className="nav__brand" to="/" aria-label={t('homeLabel')}>
          <Logo />
          <span className="nav__brand-name">{useBrand()}</span>
        </Link>
        <button
          type="button"
          className="nav__toggle"
          aria-expanded={open}
          aria-controls="primary-nav"
          onClick={() => setOpen((value) => !value)}
        >
          <span className="nav__toggle-bar" aria-hidden="true" />
          <span className="visually-hidden">{open ? t('menu.close') : t('menu.open')}</span>
        </button>
        <nav id="primary-nav" className="nav__menu" aria-label={t('primaryNav')}>
          <ul className="nav__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink className="nav__link" to={link.to} onClick={() => setOpen(false)}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="nav__actions">
            <LanguageSwitcher />
            <Link className="nav__link nav__login" to={user.token ? '/myaccount' : '/login'} onClick={() => setOpen(false)}>
              {user.token ? t('nav.myAccount') : t('nav.login')}
            </Link>
            <Link className="button button--primary button--small" to="/pricing" onClick={() => setOpen(false)}>
              {t('cta')}
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}

