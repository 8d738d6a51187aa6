import { useTranslation } from 'react-i18next';

/** A tinted section with the namespace's `explain.title` heading and `explain.text` paragraph. */
export function ExplainSection({ ns }: { readonly ns: string }) {
  const { t } = useTranslation(ns);
  return (
    <section className="section section--tinted">
      <div className="container container--narrow">
        <h2 className="section__title">{t('explain.title')}</h2>
        <p>{t('explain.text')}</p>
      </div>
    </section>
  );
}
