import { ROUTE_LOCALES } from '@meridian/shared/locales';
import { describeLocaleCoverage } from '../../../tooling/jest/locale-coverage.ts';
import forgetpassword from '../../locales/en/forgetpassword.json';
import login from '../../locales/en/login.json';
import myaccount from '../../locales/en/myaccount.json';
import resetpassword from '../../locales/en/resetpassword.json';
import { FIELD_ERRORS } from '@meridian/shared/validation';
import { areaModule } from './routes.ts';

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

test('mounts the four account screens of spec section 2', () => {
  expect(areaModule.routes.map((route) => route.path)).toEqual(['login', 'forgetpassword', 'resetpassword', 'myaccount']);
});
