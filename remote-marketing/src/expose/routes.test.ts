import { matchRoutes } from 'react-router';
import { ROUTE_LOCALES } from '@meridian/shared/locales';
import { isAreaRouteHandle } from '@meridian/shared/route-module';
import { describeLocaleCoverage } from '../../../tooling/jest/locale-coverage.ts';
import { describeRouteNamespaces } from '../../../tooling/jest/route-namespaces.ts';
import { areaModule } from './routes.ts';

describeRouteNamespaces(areaModule);

describeLocaleCoverage(`${__dirname}/../../locales`, ROUTE_LOCALES, areaModule.namespaces);

const keptAs = (path: string): boolean | 'country' | undefined => {
  const handle = matchRoutes(areaModule.routes, path)?.at(-1)?.route.handle;
  return isAreaRouteHandle(handle) ? handle.cacheable : undefined;
};
const cacheable = (path: string): boolean => keptAs(path) !== undefined && keptAs(path) !== false;

/** Sales pages show the offer in the visitor's currency (decision 038). */
const SALES = /^\/($|features$|vpn-server(\/|$)|vpn-for-social-media(\/|$)|vpn-trial$)/;

test('content pages may be kept by the host for other anonymous visitors (decision 012), sales pages per country (their prices)', async () => {
  const sitemap = (await areaModule.sitemapPaths?.('en')) ?? [];
  const content = sitemap.filter((path) => path !== '/contact-us' && path !== '/download' && !SALES.test(path));
  expect(content.length).toBeGreaterThan(15);
  expect(content.filter((path) => keptAs(path) !== true)).toEqual([]);
  const sales = sitemap.filter((path) => SALES.test(path));
  expect(sales).toEqual(expect.arrayContaining(['/', '/features', '/vpn-server/germany', '/vpn-for-social-media/tiktok', '/vpn-trial']));
  expect(sales.filter((path) => keptAs(path) !== 'country')).toEqual([]);
});

test('pages with a form, a loader that reads the request, or an unmatched address are never kept', () => {
  expect(['/contact-us', '/download', '/redirect', '/404', '/no-such-page'].filter(cacheable)).toEqual([]);
});
