/** The checkout area's route table, the only module this remote exposes (STYLE.md rule 1). */
import type { RouteObject } from 'react-router';
import type { AreaModule, AreaRouteHandle } from '@meridian/shared/route-module';
import { RouteErrorBoundary } from '@meridian/shared/ui';
import { CheckoutPage } from '../routes/checkout.tsx';
import { PayStatusPage } from '../routes/paystatus.tsx';
import { PaySuccessPage } from '../routes/paysuc.tsx';
import { PricingPage } from '../routes/pricing.tsx';
import '../styles/checkout.css';

const route = (path: string, Component: RouteObject['Component'], handle: AreaRouteHandle): RouteObject => ({
  path,
  Component,
  handle,
  ErrorBoundary: RouteErrorBoundary,
});

const checkoutHandle: AreaRouteHandle = { ns: 'pricing', meta: () => ({ key: 'checkout.meta' }) };

const routes: RouteObject[] = [
  route('pricing', PricingPage, { ns: 'pricing' }),
  route('pricing/checkout/:id?', CheckoutPage, checkoutHandle),
  route('paystatus', PayStatusPage, { ns: 'paystatus', layout: 'standalone' }),
  route('paysuc', PaySuccessPage, { ns: 'paysuc' }),
];

/**
 * What the host mounts for the checkout area. `win-pay` (the Windows app's flow, spec section 2)
 * is no page of its own: the pages load it in the browser for ?platform=windows.
 */
export const areaModule: AreaModule = {
  area: 'checkout',
  routes,
  namespaces: ['pricing', 'paystatus', 'paysuc', 'win-pay'],
  sitemapPaths: async () => ['/pricing'],
};
