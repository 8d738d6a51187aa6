/**
 * The checkout's own header and footer (decision 040, "checkout that converts"): the brand and a
 * "secure checkout" line above, the legal links and copyright below, and no site navigation, so a
 * buyer who has chosen a plan meets no exits on the way to the pay button.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from './logo.tsx';
import { useBrand } from './use-brand.ts';

/** Legal pages a buyer may want before paying: path and `footer:links.*` key. */
const LEGAL_LINKS = [
  ['/terms-of-service', 'termsOfService'],
  ['/privacy-policy', 'privacyPolicy'],
] as const;

/** The checkout's header: the brand (to the home page) and the secure-checkout line. */
export function CheckoutHeader() {
  const { t } = useTranslation('header');
  return (
    <header className="nav nav--checkout">
      <div className="container nav__inner">
        <Link className="nav__brand" to="/" aria-label={t('homeLabel')}>
          <Logo />
          <span className="nav__brand-name">{useBrand()}</span>
        </Link>
        <p className="nav__secure">
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect x="5" y="11" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          {t('secureCheckout')}
        </p>
      </div>
    </header>
  );
}

/** The checkout's footer: the terms and privacy links and the copyright line. */
export function CheckoutFooter() {
  const { t } = useTranslation('footer');
  return (
    <footer className="footer footer--checkout">
      <div className="container footer__bottom">
        <ul className="footer__legal">
          {LEGAL_LINKS.map(([to, key]) => (
            <li key={to}>
              <Link to={to}>{t(`links.${key}`)}</Link>
            </li>
          ))}
        </ul>
        <p>{t('copyright', { year: new Date().getUTCFullYear() })}</p>
      </div>
    </footer>
  );
}

/** The checkout's header or footer, by `part`: one export for the shell's one lazy import. */
export function CheckoutChrome({ part }: { readonly part: 'header' | 'footer' }) {
  return part === 'header' ? <CheckoutHeader /> : <CheckoutFooter />;
}
