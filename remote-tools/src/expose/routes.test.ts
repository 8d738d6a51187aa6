import { matchRoutes } from 'react-router';
import { ROUTE_LOCALES } from '@meridian/shared/locales';
import { isAreaRouteHandle } from '@meridian/shared/route-module';
import { describeLocaleCoverage } from '../../../tooling/jest/locale-coverage.ts';
import { describeRouteNamespaces } from '../../../tooling/jest/route-namespaces.ts';
import { areaModule } from './routes.ts';

describeRouteNamespaces(areaModule);

describeLocaleCoverage(`${__dirname}/../../locales`, ROUTE_LOCALES, areaModule.namespaces);

test("only the static explainer may be kept by the host; the pages that show the visitor's address never are", () => {
  const cacheable = (path: string) => {
    const handle = matchRoutes(areaModule.routes, path)?.at(-1)?.route.handle;
    return isAreaRouteHandle(handle) && handle.cacheable === true;
  };
  expect(['/what-is-my-ip', '/webrtc-leak-test', '/what-is-vpn'].filter(cacheable)).toEqual(['/what-is-vpn']);
});
