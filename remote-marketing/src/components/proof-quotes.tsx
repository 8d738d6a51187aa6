/**
 * Reviews and press quotes from the company's proof (`@meridian/shared/proof`, issue 22), each with
 * its source: they replace the home page's anonymous "messages to our support team". Every
 * publication and outlet is invented for this fictional company; English is the original.
 */
import { useTranslation } from 'react-i18next';
import { PROOF, type Review } from '@meridian/shared/proof';
import { QuoteList } from './quote-list.tsx';
import { Section } from './section.tsx';

/** The reviews (by id) and every press quote, under one heading. */
export function ProofQuotes({ reviews }: { readonly reviews: readonly Review['id'][] }) {
  const { t, i18n } = useTranslation('proof');
  const translated = i18n.language === 'en' ? '' : ` · ${t('translated')}`;
  const stars = (value: number) => new Intl.NumberFormat(`${i18n.language}-u-nu-latn`, { minimumFractionDigits: 1 }).format(value);
  return (
    <Section title={t('wall.title')} lead={t('wall.lead')}>
      <QuoteList
        items={PROOF.reviews
          .filter((review) => reviews.includes(review.id))
          .map((review) => ({
            id: review.id,
            text: t(`reviews.${review.id}`),
            name: t(`sources.${review.source}`),
            place: `${t('ratings.stars', { stars: stars(review.stars) })}${translated}`,
          }))}
      />
      <h3 className="proof-press-title">{t('press.title')}</h3>
      <QuoteList
        items={PROOF.press.map((quote) => ({
          id: quote.id,
          text: t(`press.${quote.id}`),
          name: t(`outlets.${quote.outlet}`),
          place: translated.slice(3),
        }))}
      />
    </Section>
  );
}
