/** The account area's route table, the only module this remote exposes (STYLE.md rule 1). */
import type { RouteObject } from 'react-router';
import type { AreaModule, AreaRouteHandle } from '@meridian/shared/route-module';
import { RouteErrorBoundary } from '@meridian/shared/ui';
import { ForgetPasswordPage, LoginPage, MyAccountPage, ResetPasswordPage } from '../routes/account-pages.tsx';
import '../styles/account.css';

const route = (path: string, Component: RouteObject['Component'], handle: AreaRouteHandle): RouteObject => ({
  path,
  Component,
  handle,
  ErrorBoundary: RouteErrorBoundary,
});

const routes: RouteObject[] = [
  route('login', LoginPage, { ns: 'login' }),
  route('forgetpassword', ForgetPasswordPage, { ns: 'forgetpassword' }),
  route('resetpassword', ResetPasswordPage, { ns: 'resetpassword' }),
  route('myaccount', MyAccountPage, { ns: 'myaccount' }),
];

/** What the host mounts for the account area. */
export const areaModule: AreaModule = {
  area: 'account',
  routes,
  namespaces: ['login', 'forgetpassword', 'resetpassword', 'myaccount'],
};
