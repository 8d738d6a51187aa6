import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StaticContent } from '@meridian/shared/ui';
import { Logo } from './logo.tsx';
import { helpCentreHref, useSite } from './site-context.ts';
import { useBrand } from './use-brand.ts';

const COLUMNS = [
  {
    key: 'product',
    links: [
      ['/features', 'features'],
      ['/vpn-server', 'servers'],
      ['/pricing', 'pricing'],
      ['/download', 'download'],
      ['/vpn-trial', 'trial'],
      ['/vpn-for-social-media', 'socialMedia'],
    ],
  },
  {
    key: 'company',
    links: [
      ['/aboutus', 'aboutus'],
      ['/press-room', 'pressRoom'],
      ['/affiliate', 'affiliate'],
      ['/contact-us', 'contactUs'],
    ],
  },
  {
    key: 'resources',
    links: [
      ['/blog', 'blog'],
      ['/what-is-my-ip', 'whatIsMyIp'],
      ['/webrtc-leak-test', 'webrtcLeakTest'],
      ['/what-is-vpn', 'whatIsVpn'],
    ],
  },
  {
    key: 'legal',
    links: [
      ['/privacy-policy', 'privacyPolicy'],
      ['/terms-of-service', 'termsOfService'],
      ['/termsuse', 'termsUse'],
      ['/cookie-policy-2025', 'cookiePolicy'],
    ],
  },
] as const;

/**
 * Site footer: link columns, legal links and the help-centre link (rule route.help-centre). Nothing in it but
 * links: a first load keeps it as the server rendered it (decision 062).
 */
export function Footer() {
  return (
    <StaticContent as="footer" className="footer">
      <FooterContent />
    </StaticContent>
  );
}

function FooterContent() {
  const { t } = useTranslation('footer');
  const { helpCentreUrl, languageCookie } = useSite();
  const brand = useBrand();
  return (
    <>
      <div className="container footer__grid">
        <div className="footer__about">
          <Link className="footer__brand" to="/">
            <Logo />
            <span>{brand}</span>
          </Link>
          <p>{t('tagline')}</p>
          <p className="footer__note">{t('languageNote')}</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.key} className="footer__column" aria-labelledby={`footer-${column.key}`}>
            <h2 id={`footer-${column.key}`} className="footer__heading">
              {t(`columns.${column.key}`)}
            </h2>
            <ul>
              {column.links.map(([to, key]) => (
                <li key={to}>
                  <Link to={to}>{t(`links.${key}`)}</Link>
                </li>
              ))}
              {column.key === 'resources' ? (
                <li>
                  <a href={helpCentreHref(helpCentreUrl, languageCookie)} rel="noopener">
                    {t('links.helpCentre')}
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer__bottom">
        <p>{t('copyright', { year: new Date().getUTCFullYear() })}</p>
      </div>
    </>
  );
}
