import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Download pages linked after payment (`/download/{product}`, rule site.areas), Windows first for the Windows flow. */
export const DOWNLOAD_PRODUCTS = ['windows', 'mac', 'ios', 'android', 'chrome'] as const;

/** Links to the app download pages. */
export function AppDownloads() {
  const { t } = useTranslation('paysuc');
  return (
    <section className="app-downloads" aria-labelledby="app-downloads-title">
      <h2 id="app-downloads-title" className="app-downloads__title">
        {t('download')}
      </h2>
      <ul className="app-downloads__list">
        {DOWNLOAD_PRODUCTS.map((product) => (
          <li key={product}>
            <Link className="app-downloads__link" to={`/download/${product}`}>
              {t(`apps.${product}`)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="app-downloads__more">
        <Link to="/download">{t('allApps')}</Link>
      </p>
    </section>
  );
}
