/**
 * The checkout area's route table, the only module this remote exposes (docs/conventions.md rule 1). Each
 * page is a chunk of its own (`areaRoute` with a lazy page module exporting `loader`, `action`
 * and `Component`); the area's styles are imported here, synchronously, never from a page.
 */
import type { AreaModule, AreaRouteHandle } from '@meridian/shared/route-module';
import { areaRoute, staticPage } from '@meridian/shared/ui';
import '../styles/checkout.css';
import '../styles/pricing-page.css';
import '@meridian/shared/proof.css';

/** A checkout id is a plan id: digits. Anything else is a 404 before the loader runs. */
const checkoutHandle: AreaRouteHandle = {
  ns: 'pricing',
  sharedNs: ['proof'],
  quiet: true,
  // Its own header and footer, without the site's navigation: no exits on the way to paying (decision 040).
  layout: 'checkout',
  meta: () => ({ key: 'checkout.meta' }),
  validate: (params) => params.id === undefined || /^\d{1,9}$/.test(params.id),
};

const routes = [
  // The same for every anonymous visitor of a language and country (prices): kept by the host per country.
  // Nothing on it but links and disclosures responds to a visitor: a first load keeps it as the server rendered it (decision 062).
  areaRoute('pricing', { ns: 'pricing', sharedNs: ['proof'], cacheable: 'country' }, async () => {
    const page = await import('../routes/pricing.tsx');
    return { loader: page.loader, Component: staticPage(page.Component) };
  }),
  areaRoute('pricing/checkout/:id?', checkoutHandle, () => import('../routes/checkout.tsx')),
  areaRoute('paystatus', { ns: 'paystatus', layout: 'standalone', quiet: true }, () => import('../routes/paystatus.tsx')),
  areaRoute('paysuc', { ns: 'paysuc', quiet: true }, () => import('../routes/paysuc.tsx')),
];

/**
 * What the host mounts for the checkout area. `win-pay` (the Windows app's flow)
 * is no page of its own: the pages load it in the browser for ?platform=windows.
 */
export const areaModule: AreaModule = {
  area: 'checkout',
  routes,
  namespaces: ['pricing', 'paystatus', 'paysuc', 'win-pay'],
  sitemapPaths: async () => ['/pricing'],
};
