import { useTranslation } from 'react-i18next';

/** Question keys, in display order (bundles hold no arrays, so each is its own object). */
export const FAQ_KEYS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'] as const;

/** Common questions as native disclosure widgets: keyboard and screen-reader friendly without script. */
export function VpnFaq() {
  const { t } = useTranslation('what-is-vpn');
  return (
    <section className="section section--tinted">
      <div className="container container--narrow">
        <h2 className="section__title">{t('faq.title')}</h2>
        <div className="faq">
          {FAQ_KEYS.map((key) => (
            <details key={key} className="faq__item">
              <summary className="faq__question">{t(`faq.${key}.question`)}</summary>
              <p className="faq__answer">{t(`faq.${key}.answer`)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
