import { ROUTE_LOCALES } from '@meridian/shared/locales';
import { describeLocaleCoverage } from '../../../tooling/jest/locale-coverage.ts';
import { describeRouteNamespaces } from '../../../tooling/jest/route-namespaces.ts';
import { areaModule } from './routes.ts';

describeRouteNamespaces(areaModule);

describeLocaleCoverage(`${__dirname}/../../locales`, ROUTE_LOCALES, areaModule.namespaces);

test('the checkout and payment result pages are quiet: no promotion popup interrupts a buyer (rule popup.quiet-pages)', () => {
  const quiet = areaModule.routes
    .filter((route) => (route.handle as { quiet?: boolean } | undefined)?.quiet === true)
    .map((route) => route.path);
  expect(quiet).toEqual(['pricing/checkout/:id?', 'paystatus', 'paysuc']);
});
