import { useTranslation } from 'react-i18next';
import { faqPageJsonLd, serializeJsonLd } from './faq-json-ld.ts';

/** The questions a buyer asks before paying, in the order the page shows them (decision 028). */
export const PRICING_FAQ_IDS = ['refund', 'renewal', 'devices', 'payment', 'cancel'] as const;

/**
 * The pricing FAQ: each question a `<details>` that opens without JavaScript, and the same texts
 * as schema.org FAQPage data for search engines. Rendered on the server with the page.
 */
export function PricingFaq() {
  const { t, i18n } = useTranslation('pricing');
  const entries = PRICING_FAQ_IDS.map((id) => ({ id, question: t(`faq.${id}.q`), answer: t(`faq.${id}.a`) }));
  return (
    <section className="section pricing-faq" aria-labelledby="pricing-faq-title">
      <div className="container container--narrow">
        <h2 id="pricing-faq-title" className="section__title">
          {t('faq.title')}
        </h2>
        <div className="pricing-faq__list">
          {entries.map((entry) => (
            <details key={entry.id} id={`faq-${entry.id}`} className="pricing-faq__item">
              <summary className="pricing-faq__question">{entry.question}</summary>
              <p className="pricing-faq__answer">{entry.answer}</p>
            </details>
          ))}
        </div>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(faqPageJsonLd(entries, i18n.language)) }} />
    </section>
  );
}
