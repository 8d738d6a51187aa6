/**
 * Test helper (not shipped): renders this remote's real route table in a memory router with
 * English texts, the UI kit, a bus and a session whose HTTP client talks to a {@link fakeApi}.
 */
/// <reference types="@testing-library/jest-dom" />
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { act, render, type RenderResult } from '@testing-library/react';
import { BusContext, createBus } from '@meridian/shared/bus';
import { SessionContext, type Session } from '@meridian/shared/session';
import { UiKitProvider } from '@meridian/shared/ui';
import { createUserStore, type UserStore } from '@meridian/shared/user';
import common from '../../../host/locales/en/common.json';
import forgetpassword from '../../locales/en/forgetpassword.json';
import login from '../../locales/en/login.json';
import myaccount from '../../locales/en/myaccount.json';
import resetpassword from '../../locales/en/resetpassword.json';
import { areaModule } from '../expose/routes.ts';
import './request-stand-in.ts';
import { fakeApi, fakeHttpClient, ok, type FakeApi, type FakeRoutes } from './fake-api.ts';

/** The brand the host interpolates as `{{brand}}`. */
export const TEST_BRAND = 'Meridian VPN';
export const PROFILE_PATH = '/api/mms/account/v1/web/profile';

/** The English bundles of this remote, by namespace. */
export const EN_BUNDLES = { login, forgetpassword, resetpassword, myaccount } as const;

function createTestI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, ...EN_BUNDLES } },
    ns: ['common', ...Object.keys(EN_BUNDLES)],
    defaultNS: false,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false, defaultVariables: { brand: TEST_BRAND } },
    react: { useSuspense: false },
  });
  return instance;
}

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** A profile answer (web/profile `data`). */
export function profile(fields: Partial<{ user_id: number; email: string | null; is_password_set: boolean; remain_time: number }> = {}) {
  return {
    user_id: fields.user_id ?? 100001,
    email: fields.email === undefined ? 'ann@example.com' : fields.email,
    is_password_set: fields.is_password_set ?? true,
    is_anonymous: fields.email === null,
    vip: { is_vip: (fields.remain_time ?? 0) > 0, remain_time: fields.remain_time ?? 0, expire_at: null },
  };
}

/** Options of {@link renderAccount}. */
export interface RenderAccountOptions {
  /** Where the memory router starts, for example `/login?redirect=%2Fmyaccount`. */
  readonly url: string;
  readonly routes?: FakeRoutes;
  /** Signs in with this token (the profile route must answer) before rendering. */
  readonly token?: string;
  /** Location state of the first entry. */
  readonly state?: unknown;
}

/** What a test works with. */
export interface RenderedAccount extends RenderResult {
  readonly api: FakeApi;
  readonly user: UserStore;
  readonly router: ReturnType<typeof createMemoryRouter>;
  readonly goToLogin: jest.Mock;
  /** The texts' i18next instance (add bundles and change language to test another locale). */
  readonly i18n: I18n;
  /** The router's current path and query. */
  path(): string;
}

/** Renders the account routes at `url`, with a session over a fake API. */
export async function renderAccount({ url, routes = {}, token, state }: RenderAccountOptions): Promise<RenderedAccount> {
  const api = fakeApi({ [`GET ${PROFILE_PATH}`]: ok(profile()), 'POST /api/mms/account/v1/web/logout': ok(), ...routes });
  const bus = createBus();
  const goToLogin = jest.fn();
  // The client and the store need each other, as in the host's page runtime.
  const http = fakeHttpClient(api, { getToken: () => user.getToken(), clearSession: () => user.clear(), goToLogin });
  const user: UserStore = createUserStore({
    storage: memoryStorage(),
    cookies: { get: () => undefined, set: () => {}, remove: () => {} },
    bus,
    fetchProfile: () => http.get(PROFILE_PATH),
    revokeToken: () => http.post('/api/mms/account/v1/web/logout'),
  });
  if (token) await user.login(token);
  const session: Session = { http, user, apiBase: 'http://api.test' };
  const router = createMemoryRouter(
    [
      ...areaModule.routes,
      { path: 'pricing', element: <h1>Pricing page</h1> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [state === undefined ? url : { pathname: new URL(url, 'http://x').pathname, search: new URL(url, 'http://x').search, state }] },
  );
  const i18n = createTestI18n();
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <I18nextProvider i18n={i18n}>
        <BusContext.Provider value={bus}>
          <SessionContext.Provider value={session}>
            <UiKitProvider bus={bus}>
              <RouterProvider router={router} />
            </UiKitProvider>
          </SessionContext.Provider>
        </BusContext.Provider>
      </I18nextProvider>,
    );
  });
  if (!result) throw new Error('rendering the account routes: render did not run');
  return {
    ...result,
    api,
    user,
    router,
    goToLogin,
    i18n,
    path: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
