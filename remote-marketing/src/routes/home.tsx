import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardGrid, PageIntro } from '@meridian/shared/ui';

const HIGHLIGHTS = ['privacy', 'speed', 'devices'] as const;

/** Home page: hero, highlights and the trust statement. */
export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageIntro ns="home" hero>
        <Link className="button button--primary button--large" to="/pricing">
          {t('cta.primary')}
        </Link>
        <Link className="button button--ghost button--large" to="/pricing">
          {t('cta.secondary')}
        </Link>
      </PageIntro>
      <CardGrid
        title={t('highlights.title')}
        items={HIGHLIGHTS.map((id) => ({ id, title: t(`highlights.${id}.title`), text: t(`highlights.${id}.text`) }))}
      />
      <section className="section section--tinted">
        <div className="container container--narrow">
          <h2 className="section__title">{t('trust.title')}</h2>
          <p>{t('trust.text')}</p>
        </div>
      </section>
    </>
  );
}
