/** The account area's route table, the only module this remote exposes (STYLE.md rule 1). */
import type { RouteObject } from 'react-router';
import type { AreaModule, AreaRouteHandle } from '@meridian/shared/route-module';
import { RouteErrorBoundary } from '@meridian/shared/ui';
import { ForgetPasswordPage } from '../routes/forget-password.tsx';
import { LoginPage } from '../routes/login.tsx';
import { MyAccountPage } from '../routes/my-account.tsx';
import { ResetPasswordPage } from '../routes/reset-password.tsx';
import '../styles/account.css';

const route = (path: string, Component: RouteObject['Component'], handle: AreaRouteHandle): RouteObject => ({
  path,
  Component,
  handle,
  ErrorBoundary: RouteErrorBoundary,
});

// Sign-up lives on /login (`?mode=signup`), so it shares the page's namespace and address.
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
