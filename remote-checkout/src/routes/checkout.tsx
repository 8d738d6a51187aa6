/**
 * `/pricing/checkout/{id}` (id optional: the best-value plan; an id no plan has is a 404): the
 * plan with its price in the visitor's currency, the other plans to switch to, the order summary
 * and the payment form, all in the server's HTML. The form posts to this route's action
 * (features/checkout/checkout-action.ts), with or without JavaScript.
 */
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageOf } from '@meridian/shared/route-module';
import { notFound, PageIntro } from '@meridian/shared/ui';
import { checkoutAction } from '../features/checkout/checkout-action.ts';
import { CheckoutForm } from '../features/checkout/checkout-form.tsx';
import type { BuyerInfo } from '../features/checkout/load-buyer.ts';
import { loadMethods } from '../features/checkout/load-methods.ts';
import type { MethodId } from '../lib/payment-methods.ts';
import type { Pricing } from '../features/pricing/load-pricing.ts';
import { OrderSummary } from '../features/pricing/order-summary.tsx';
import { PlanSwitcher } from '../features/pricing/plan-switcher.tsx';
import { findPlan } from '../features/pricing/plan-choice.ts';
import { RetryNotice } from '../features/pricing/retry-notice.tsx';
import { isWindowsFlow } from '../features/win-pay/win-pay-messages.ts';
import { WinPayNotice } from '../features/win-pay/win-pay-notice.tsx';

/** Loader data of the checkout: null pricing when the plans could not be loaded. */
export interface CheckoutData extends BuyerInfo {
  readonly pricing: Pricing | null;
  /** The plan being bought, null when there is none to sell. */
  readonly planId: number | null;
  readonly methods: readonly MethodId[];
}

/**
 * Plans in the visitor's currency, the methods the payment params enable and the buyer, all
 * awaited. Throws a 404 for an id no plan has.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs): Promise<CheckoutData> {
  const page = pageOf(context);
  // Loaded with the loader (server and client navigations), as on /pricing: the price code and its contract stay off the first load.
  const [api, { loadPricingOrNull }, { loadBuyer }] = await Promise.all([
    page.api(),
    import('../features/pricing/load-pricing.ts'),
    import('../features/checkout/load-buyer.ts'),
  ]);
  const [pricing, methods, buyer] = await Promise.all([loadPricingOrNull(page, 'checkout'), loadMethods(api), loadBuyer(page, api)]);
  const plan = pricing === null ? undefined : findPlan(pricing.plans, params.id);
  if (pricing !== null && plan === undefined && params.id !== undefined) throw notFound(new URL(request.url).pathname, 'validation');
  return { pricing, planId: plan?.id ?? null, methods, ...buyer };
}

export const action = checkoutAction;

/** The checkout page. */
export function Component() {
  const { t } = useTranslation('pricing');
  const { search } = useLocation();
  const { pricing, planId, methods, buyer, trialEligible } = useLoaderData<CheckoutData>();
  const plan = pricing?.plans.find((candidate) => candidate.id === planId);
  return (
    <>
      <PageIntro ns="pricing" prefix="checkout">
        <p className="page-intro__meta">{t('guarantee')}</p>
      </PageIntro>
      <section className="section checkout-section">
        <div className="container">
          <WinPayNotice windows={isWindowsFlow(search)} step="checkout" />
          {pricing === null ? <RetryNotice /> : null}
          {pricing !== null && plan === undefined ? (
            <p className="checkout-notice" role="status">
              {t('noPlans')}
            </p>
          ) : null}
          {pricing !== null && plan !== undefined ? (
            <div className="checkout-layout">
              <div className="checkout-layout__order">
                <PlanSwitcher plans={pricing.plans} current={plan.id} search={search} />
                <OrderSummary plan={plan} trialEligible={trialEligible} />
              </div>
              <CheckoutForm planId={plan.id} buyer={buyer} methods={methods} country={pricing.country} />
            </div>
          ) : null}
        </div>
      </section>
    </>
  );
}
