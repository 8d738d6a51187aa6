/**
 * The box every post ends with (decision 041):
 * the sales offer of the marketing heroes (`@meridian/shared/offer`: the lowest monthly price in the
 * visitor's currency, the saving, the guarantee, the plan's checkout), under a line that ties it to
 * what the reader just read, and who wrote the post. Without an offer (the plans API failed) the
 * button goes to the price list, like the heroes'.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageOffer } from '@meridian/shared/offer';

/** Props: the loader's offer (null when it could not be loaded) and the post's author. */
export interface PostOfferProps {
  readonly offer: PageOffer | null;
  readonly author: string;
}

/** The offer box and the author line at the end of a post. */
export function PostOffer({ offer, author }: PostOfferProps) {
  const { t } = useTranslation('blog');
  const { t: tCommon } = useTranslation('common');
  return (
    <>
      <p className="post__author">{t('writtenBy', { author })}</p>
      <aside className="post-offer" aria-labelledby="post-offer-title">
        <h2 id="post-offer-title" className="post-offer__title">
          {t('offerBox.title')}
        </h2>
        <p className="post-offer__text">{t('offerBox.text')}</p>
        {offer ? (
          <p className="post-offer__price">
            <strong>{tCommon('offer.price', { price: offer.monthly })}</strong>
            {offer.saving ? <span className="saving-badge">{tCommon('offer.saving', { percent: offer.saving })}</span> : null}
          </p>
        ) : null}
        <p className="post-offer__guarantee">{tCommon('offer.guarantee')}</p>
        <Link className="button button--primary" to={offer ? `/pricing/checkout/${offer.planId}` : '/pricing'}>
          {offer ? tCommon('offer.cta') : tCommon('offer.plans')}
        </Link>
      </aside>
    </>
  );
}
