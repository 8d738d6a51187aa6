import { useTranslation } from 'react-i18next';
import { useSite } from './site-context.ts';

/** Tells a product owner that this browser sees a preview version, with a way out (decision 005). */
export function PreviewBanner() {
  const { preview } = useSite();
  const { t } = useTranslation('header');
  if (!preview) return null;
  return (
    <div className="preview-banner" role="status">
      <span>{t('preview.banner', { area: preview.area, version: preview.version })}</span>
      <a className="preview-banner__leave" href="/__preview/exit">
        {t('preview.leave')}
      </a>
    </div>
  );
}
