import { ROUTE_LOCALES } from '@meridian/shared/locales';
import { FIELD_ERRORS } from '@meridian/shared/validation';
import { describeLocaleCoverage } from '../../../tooling/jest/locale-coverage.ts';
import forgetpassword from '../../locales/en/forgetpassword.json';
import login from '../../locales/en/login.json';
import myaccount from '../../locales/en/myaccount.json';
import resetpassword from '../../locales/en/resetpassword.json';
import { describeRouteNamespaces } from '../../../tooling/jest/route-namespaces.ts';
import { areaModule } from './routes.ts';

describeRouteNamespaces(areaModule);

describeLocaleCoverage(`${__dirname}/../../locales`, ROUTE_LOCALES, areaModule.namespaces);

test.each(Object.entries({ login, forgetpassword, resetpassword, myaccount }))(
  '%s carries the shared form texts: every field error and API failure',
  (_namespace, bundle) => {
    expect(Object.keys(bundle.form.errors).sort()).toEqual([...FIELD_ERRORS].sort());
    expect(Object.keys(bundle.form.api).sort()).toEqual(['invalid', 'network', 'rateLimited', 'server']);
    expect(bundle.form).toEqual(login.form);
  },
);

test('both pages that offer to set a password carry its texts', () => {
  expect(Object.keys(myaccount.setPassword).sort()).toEqual(Object.keys(login.setPassword).sort());
});

test('mounts the four account screens (rule site.areas)', () => {
  expect(areaModule.routes.map((route) => route.path)).toEqual(['login', 'forgetpassword', 'resetpassword', 'myaccount']);
});

test('each screen is a chunk of its own with a loader or an action and its page, and nothing else', async () => {
  for (const route of areaModule.routes) {
    expect(typeof route.lazy).toBe('function');
    const page = typeof route.lazy === 'function' ? await route.lazy() : {};
    expect(Object.keys(page).filter((key) => !['Component', 'loader', 'action'].includes(key))).toEqual([]);
    expect(typeof page.Component).toBe('function');
    expect(typeof page.action).toBe('function');
  }
});

test('every account page is quiet: no promotion popup over sign-in, passwords or the account (rule popup.quiet-pages)', () => {
  const quiet = areaModule.routes
    .filter((route) => (route.handle as { quiet?: boolean } | undefined)?.quiet === true)
    .map((route) => route.path);
  expect(quiet).toEqual(['login', 'forgetpassword', 'resetpassword', 'myaccount']);
});
