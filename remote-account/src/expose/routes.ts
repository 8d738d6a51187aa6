/**
 * The account area's route table, the only module this remote exposes (docs/conventions.md rule 1). Each
 * page is a chunk of its own with its loader and action (decision 013): the pages render completely
 * on the server and their forms post to route actions, with or without JavaScript.
 */
import type { AreaModule } from '@meridian/shared/route-module';
import { areaRoute } from '@meridian/shared/ui';
import '../styles/account.css';

// Sign-up lives on /login (`?mode=signup`), so it shares the page's namespace and address.
const routes = [
  areaRoute('login', { ns: 'login', quiet: true }, () => import('../routes/login.tsx')),
  areaRoute('forgetpassword', { ns: 'forgetpassword', quiet: true }, () => import('../routes/forget-password.tsx')),
  areaRoute('resetpassword', { ns: 'resetpassword', quiet: true }, () => import('../routes/reset-password.tsx')),
  areaRoute('myaccount', { ns: 'myaccount', quiet: true }, () => import('../routes/my-account.tsx')),
];

/** What the host mounts for the account area. */
export const areaModule: AreaModule = {
  area: 'account',
  routes,
  namespaces: ['login', 'forgetpassword', 'resetpassword', 'myaccount'],
};
