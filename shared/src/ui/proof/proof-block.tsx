/**
 * The markup of the proof near a call to action (rule proof.one-source; `ProofStrip` in proof-strip.tsx places
 * it), from the one content source (`@meridian/shared/proof`) and the `proof` namespace every area
 * ships: app-store ratings with drawn stars, the independent no-logs audit with a link to its
 * summary page, one or two reviews with their source, and the numbers (users, servers, cities,
 * countries, devices at once). No state, no effect. `line` is the one-line version by a pay button,
 * `wall` the section of named reviews and press quotes (proof-wall.tsx).
 */
import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE } from '@meridian/shared/locales';
import { PROOF, auditIsCurrent, type Review, type StoreRating } from '../../content/proof.ts';
import { formatters } from './proof-format.ts';
import { ProofWall } from './proof-wall.tsx';

const NUMBERS = ['users', 'servers', 'cities', 'countries', 'devices'] as const;

/** Props of {@link ProofBlock} and of `ProofStrip`. */
export interface ProofStripProps {
  /** Reviews to quote, by id (one or two beside a call to action; none leaves them out). */
  readonly reviews?: readonly Review['id'][];
  /**
   * `full`: ratings, audit, reviews and numbers; `line`: the best rating and the audit, for a pay
   * button; `wall`: a page section of the reviews with their sources and every press quote.
   */
  readonly variant?: 'full' | 'line' | 'wall';
  /** The clock (epoch ms) the audit's age is judged by; the render's own time when left out (tests inject it). */
  readonly now?: number;
}

/** Five stars filled to `stars` of 5, drawn by CSS (`.stars`). */
function Stars({ stars, label }: { readonly stars: number; readonly label: string }) {
  return <span className="stars" role="img" aria-label={label} style={{ '--stars': stars } as CSSProperties} />;
}

/** The proof block (or line) near a call to action. */
export function ProofBlock({ reviews = [], variant = 'full', now }: ProofStripProps) {
  const { t, i18n } = useTranslation('proof');
  // Read once per mount, so a re-render never changes what the block shows.
  const [clock] = useState(() => now ?? Date.now());
  const format = formatters(i18n.language);
  const { audit, numbers } = PROOF;
  if (variant === 'wall') return <ProofWall reviews={reviews} />;
  // An audit older than twelve months backs nothing any more: the proof leaves it out (rule proof.audit-age).
  const auditCurrent = auditIsCurrent(audit, clock);
  const rating = (item: StoreRating) => (
    <>
      <Stars stars={item.stars} label={t('ratings.stars', { stars: format.stars(item.stars) })} />
      <strong aria-hidden="true">{format.stars(item.stars)}</strong>
      <span>{t('ratings.line', { count: item.count, value: format.number(item.count), store: t(`ratings.stores.${item.store}`) })}</span>
    </>
  );
  // By a pay button the summary opens in a tab of its own, so reading it never leaves the checkout.
  const auditLink = (
    // Evidence beside a page's main action, not a likely next page: prefetched on hover, focus or touch only (decision 027).
    <Link className="proof__link" to={audit.summaryPath} data-prefetch="intent" {...(variant === 'line' ? { target: '_blank' } : {})}>
      {t('audit.link')}
    </Link>
  );
  const [best] = [...PROOF.ratings].sort((a, b) => b.count - a.count);
  if (variant === 'line') {
    return (
      <p className="proof-line">
        {best ? <span className="proof__rating">{rating(best)}</span> : null}
        {auditCurrent ? (
          <span className="proof__audit">
            {t('audit.short')} · {auditLink}
          </span>
        ) : null}
      </p>
    );
  }
  const firm = t(`audit.firms.${audit.firm}`);
  return (
    <aside className="proof" aria-label={t('label')}>
      <ul className="proof__ratings">
        {PROOF.ratings.map((item) => (
          <li key={item.store} className="proof__rating">
            {rating(item)}
          </li>
        ))}
      </ul>
      {auditCurrent ? (
        <p className="proof__audit">
          {t('audit.line', { firm, date: format.month(audit.completed) })} {auditLink}
        </p>
      ) : null}
      {PROOF.reviews
        .filter((review) => reviews.includes(review.id))
        .map((review) => (
          <figure key={review.id} className="proof__review">
            <blockquote>
              <p>{t(`reviews.${review.id}`)}</p>
            </blockquote>
            <figcaption>
              {t('reviewBy', { source: t(`sources.${review.source}`), stars: format.stars(review.stars) })}
              {i18n.language === DEFAULT_LOCALE ? null : <span className="proof__translated">{t('translated')}</span>}
            </figcaption>
          </figure>
        ))}
      <ul className="proof__numbers" aria-label={t('numbers.label')}>
        {NUMBERS.map((key) => (
          <li key={key}>{t(`numbers.${key}`, { count: numbers[key], value: format.number(numbers[key]) })}</li>
        ))}
      </ul>
    </aside>
  );
}
