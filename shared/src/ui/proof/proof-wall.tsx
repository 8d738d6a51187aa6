/**
 * The section of named reviews and press quotes (`ProofStrip variant="wall"`, decision 041): each review
 * with its publication and score, then every press quote with its outlet, all invented for this
 * fictional company and written in English (other languages say they are translated). It takes the
 * marketing area's section and quote classes (`.section`, `.quotes`, `.quote`), the only area that shows it.
 */
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE } from '@meridian/shared/locales';
import { PROOF, type Review } from '../../content/proof.ts';
import { formatters } from './proof-format.ts';

/** One quote with its source and a second line (a score, "translated from English"). */
function Quote({ text, name, place }: { readonly text: string; readonly name: string; readonly place: string }) {
  return (
    <li>
      <figure className="quote">
        <blockquote className="quote__text">
          <p>{text}</p>
        </blockquote>
        <figcaption className="quote__author">
          <span className="quote__name">{name}</span>
          {place ? <span className="quote__place">{place}</span> : null}
        </figcaption>
      </figure>
    </li>
  );
}

/** The reviews (by id) and every press quote, under one heading. */
export function ProofWall({ reviews }: { readonly reviews: readonly Review['id'][] }) {
  const { t, i18n } = useTranslation('proof');
  const format = formatters(i18n.language);
  const translated = i18n.language === DEFAULT_LOCALE ? '' : t('translated');
  return (
    <section className="section proof-wall" aria-labelledby="proof-wall-title">
      <div className="container">
        <h2 id="proof-wall-title" className="section__title">
          {t('wall.title')}
        </h2>
        <p className="section__lead">{t('wall.lead')}</p>
        <ul className="quotes">
          {PROOF.reviews
            .filter((review) => reviews.includes(review.id))
            .map((review) => (
              <Quote
                key={review.id}
                text={t(`reviews.${review.id}`)}
                name={t(`sources.${review.source}`)}
                place={[t('ratings.stars', { stars: format.stars(review.stars) }), translated].filter(Boolean).join(' · ')}
              />
            ))}
        </ul>
        <h3 className="proof-press-title">{t('press.title')}</h3>
        <ul className="quotes">
          {PROOF.press.map((quote) => (
            <Quote key={quote.id} text={t(`press.${quote.id}`)} name={t(`outlets.${quote.outlet}`)} place={translated} />
          ))}
        </ul>
      </div>
    </section>
  );
}
