/**
 * The offer above the fold of a sales page (decision 038): the lowest monthly price in the visitor's
 * currency, the saving and the guarantee, with the page's one primary action straight to that
 * plan's checkout; while a festival runs, its line (the popup's words) above the price. On a phone
 * a slim bar with the price and the same button shows once the hero is scrolled past (CSS
 * scroll-driven animation on the hero's view timeline: no JavaScript). The data comes from the
 * route's loader (`offerLoader`); without it (the plans API failed) the button goes to the price list.
 */
import { Link, useLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OfferData } from '@meridian/shared/offer';
import { SHARED_LINKS } from '../features/links/page-links.ts';
import { Icon } from './icons.tsx';

/** The offer block; goes first in a `PageIntro`'s actions, before the page's secondary links. */
export function HeroOffer() {
  const { t } = useTranslation('common');
  const offer = useLoaderData<OfferData | undefined>()?.offer;
  if (!offer) {
    return (
      <Link className="button button--primary button--large" to={SHARED_LINKS.pricing}>
        {t('offer.plans')}
      </Link>
    );
  }
  const price = t('offer.price', { price: offer.monthly });
  const buy = (className: string) => (
    <Link className={`button button--primary ${className}`} to={`/pricing/checkout/${offer.planId}`}>
      {t('offer.cta')}
    </Link>
  );
  return (
    <div className="hero-offer">
      {offer.deal && (
        <p className="hero-offer__deal">
          <Icon name="megaphone" size={18} />
          {offer.deal}
        </p>
      )}
      <p className="hero-offer__price">
        <strong>{price}</strong>
        {offer.saving && <span className="saving-badge">{t('offer.saving', { percent: offer.saving })}</span>}
      </p>
      <p className="hero-offer__guarantee">
        <Icon name="shield" size={18} />
        {t('offer.guarantee')}
      </p>
      {buy('button--large hero-offer__cta')}
      <div className="offer-bar" role="region" aria-label={t('offer.bar')}>
        <span className="offer-bar__price">{price}</span>
        {buy('offer-bar__cta')}
      </div>
    </div>
  );
}
