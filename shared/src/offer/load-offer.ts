/**
 * Loads the offer of a sales page (`offer.ts`; the marketing area's heroes and the box at the end of a
 * blog post, decision 038) on the server for a page request, in the browser on a client navigation: the plans in the currency of the visitor's country (page context), and the
 * festival text when a festival is active. The page depends on nothing else of the visitor, so the
 * host keeps it per country (`cacheable: 'country'`) for at most its page-cache time.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { pageOf, type PageContext } from '@meridian/shared/route-module';
import { bestOfferOf, dealLineOf } from './offer.ts';

/** The plans call (decision 026). */
export const PLANS_PATH = '/api/mms/payment/v1/providers/plans';

/** The promotion config (rule popup.festival), the one the popup reads. */
export const PROMOTION_PATH = '/config/promotion.json';

/** The offer as a page shows it, formatted for the page's language. */
export interface PageOffer {
  /** The plan the offer sells: its checkout is `/pricing/checkout/<planId>`. */
  readonly planId: number;
  /** Its price per month ('$3.99', '3,99 $', isolated in right-to-left pages). */
  readonly monthly: string;
  /** Saving in percent, null when the plan saves nothing. */
  readonly saving: number | null;
  /** The festival's line while a festival is active, else null. */
  readonly deal: string | null;
}

/** Loader data of a page with an offer: null when the plans could not be loaded. */
export interface OfferData {
  readonly offer: PageOffer | null;
}

/** The festival line for `locale` at `now` (epoch ms), null without an active festival or when the config cannot be had. */
async function loadDeal(page: PageContext, now: number): Promise<string | null> {
  try {
    const { isFestivalActive, parsePromotionConfig, segmentsFor } = await import('@meridian/shared/promotion');
    const config = parsePromotionConfig(await (await page.api()).get<unknown>(PROMOTION_PATH));
    return config !== null && isFestivalActive(config, now) ? dealLineOf(segmentsFor(config, page.locale)) : null;
  } catch (error) {
    console.warn('loading the promotion config for the offer failed', error);
    return null;
  }
}

/**
 * The offer for page `from` (sent as X-From), formatted in the page's language; never throws: null
 * when the plans cannot be loaded or hold no priced plan (logged), so the page renders without a
 * price and its button goes to the price list. `now` is epoch ms (the festival's clock).
 */
export async function loadOffer(page: PageContext, from: string, now = Date.now()): Promise<PageOffer | null> {
  try {
    const [http, country, { currencyForCountry, formatPrice }] = await Promise.all([
      page.api(),
      page.country(),
      import('@meridian/shared/money'),
    ]);
    const [data, deal] = await Promise.all([
      http.get<unknown>(PLANS_PATH, { params: { currency: currencyForCountry(country) }, headers: { 'X-From': from } }),
      loadDeal(page, now),
    ]);
    const offer = bestOfferOf(data);
    if (offer === null) return null;
    return { planId: offer.planId, monthly: formatPrice(offer.monthly, offer.currency, page.locale), saving: offer.saving, deal };
  } catch (error) {
    console.warn(`loading the offer for ${from} failed`, error);
    return null;
  }
}

/** A route loader for page `from`: the offer of {@link loadOffer}. */
export const offerLoader =
  (from: string) =>
  async ({ context }: LoaderFunctionArgs): Promise<OfferData> => ({ offer: await loadOffer(pageOf(context), from) });
