/**
 * The offer a sales page shows above the fold (decision 038, "the offer, above the fold"): the plan with
 * the lowest monthly price in the plans API answer (decision 026), its saving, and while a
 * festival runs (rule popup.festival) the festival's own words, the very text the festival popup shows.
 * Pure functions over the answers, so the loader (`load-offer.ts`) stays a thin fetch.
 */

/** The offer in API terms: amounts are decimal strings in `currency`. */
export interface BestOffer {
  /** The plan the offer sells: its checkout is `/pricing/checkout/<planId>`. */
  readonly planId: number;
  /** ISO 4217 code. */
  readonly currency: string;
  /** What the plan costs per month ('3.99'). */
  readonly monthly: string;
  /** The saving against the list price in percent (69), null when the plan saves nothing. */
  readonly saving: number | null;
}

/** Smallest saving the site shows (rule checkout.discount-baseline, the pricing page's baseline). */
export const SAVING_BASELINE_PERCENT = 59;

const DECIMAL = /^\d{1,15}(\.\d{1,2})?$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The plan with the lowest monthly price (`money`) in a plans answer, the longer term on a tie; null
 * when no plan has the expected shape. The saving is `discount_percent`, raised to the 59 % baseline
 * like the pricing page's (so both pages show the same figure), null when the plan saves nothing.
 */
export function bestOfferOf(data: unknown): BestOffer | null {
  const plans = isRecord(data) && Array.isArray(data.plans) ? data.plans : [];
  let best: (BestOffer & { readonly months: number }) | null = null;
  for (const plan of plans) {
    if (!isRecord(plan) || typeof plan.id !== 'number' || typeof plan.duration_months !== 'number') continue;
    const { money, currency, discount_percent: percent } = plan;
    if (typeof money !== 'string' || !DECIMAL.test(money) || typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) continue;
    const saving = typeof percent === 'number' && percent > 0 ? Math.max(Math.round(percent), SAVING_BASELINE_PERCENT) : null;
    const candidate = { planId: plan.id, currency, monthly: money, saving, months: plan.duration_months };
    const cheaper = best === null || Number(money) < Number(best.monthly);
    if (cheaper || (Number(money) === Number(best?.monthly) && candidate.months > (best?.months ?? 0))) best = candidate;
  }
  if (best === null) return null;
  const { months: _months, ...offer } = best;
  return offer;
}

/** One coloured piece of the festival text (rule popup.festival). */
interface Segment {
  readonly text: string;
}

/**
 * The festival's text as one line ("Black Friday: up to 69% off on the 2-year plan"), given the
 * segments the popup shows for the page's language; null for none or only blank text.
 */
export function dealLineOf(segments: readonly Segment[]): string | null {
  const line = segments
    .map((segment) => segment.text)
    .join('')
    .trim();
  return line === '' ? null : line;
}
