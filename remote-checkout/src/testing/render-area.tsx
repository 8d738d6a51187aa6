/**
 * Test helper (not shipped): renders the checkout area's routes at a URL with the real English
 * bundles, a session (fake HTTP client, real user store), the UI kit and a memory router, plus
 * a probe showing the current location.
 */
/// <reference types="@testing-library/jest-dom" />
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { render, type RenderResult } from '@testing-library/react';
import { createBus } from '@meridian/shared/bus';
import type { HttpClient } from '@meridian/shared/http';
import { createMemoryCookieJar, createMemoryStorage } from '@meridian/shared/runtime';
import { SessionContext, type Session } from '@meridian/shared/session';
import { UiKitProvider } from '@meridian/shared/ui';
import { createUserStore, EMPTY_USER_INFO, USER_INFO_KEY, type UserStore } from '@meridian/shared/user';
import common from '../../../host/locales/en/common.json';
import paystatus from '../../locales/en/paystatus.json';
import paysuc from '../../locales/en/paysuc.json';
import pricing from '../../locales/en/pricing.json';
import './request-stand-in.ts';
import { areaModule } from '../expose/routes.ts';
import { PurchaseEffectsContext, type PurchaseEffects } from '../features/checkout/use-purchase.ts';

/** The brand the host interpolates as `{{brand}}`. */
export const TEST_BRAND = 'Meridian VPN';
export const PROFILE_PATH = '/api/mms/account/v1/web/profile';

function createTestI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { common, pricing, paystatus, paysuc } },
    partialBundledLanguages: true,
    ns: ['common', 'pricing', 'paystatus', 'paysuc'],
    defaultNS: false,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false, defaultVariables: { brand: TEST_BRAND } },
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  return instance;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <>
      <Outlet />
      <output data-testid="location">{`${pathname}${search}`}</output>
    </>
  );
}

/** Options of {@link renderArea}. */
export interface RenderAreaOptions {
  /** null renders as the server does (no API client). */
  readonly http: HttpClient | null;
  /** A token stored before the page starts (a logged-in visitor). */
  readonly token?: string;
  readonly effects?: PurchaseEffects;
}

/** Builds the user store; the client given to `fakeHttp` reads its token through `getToken`. */
export function testUserStore(fetchProfile: () => Promise<unknown>, token?: string): UserStore {
  const storage = createMemoryStorage();
  if (token !== undefined) storage.setItem(USER_INFO_KEY, JSON.stringify({ ...EMPTY_USER_INFO, token }));
  const user = createUserStore({ storage, cookies: createMemoryCookieJar(() => Date.now()), bus: createBus(), fetchProfile });
  void user.start().catch(() => undefined);
  return user;
}

/** Renders the area at `url` with `user` as the page's user store. */
export function renderArea(url: string, user: UserStore, { http, effects }: RenderAreaOptions): RenderResult & { readonly router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter([{ path: '/', Component: LocationProbe, children: areaModule.routes }], { initialEntries: [url] });
  const session: Session = { http, user, apiBase: 'http://api.test' };
  const tree = (
    <I18nextProvider i18n={createTestI18n()}>
      <SessionContext.Provider value={session}>
        <UiKitProvider>
          {effects ? (
            <PurchaseEffectsContext.Provider value={effects}>
              <RouterProvider router={router} />
            </PurchaseEffectsContext.Provider>
          ) : (
            <RouterProvider router={router} />
          )}
        </UiKitProvider>
      </SessionContext.Provider>
    </I18nextProvider>
  );
  return { ...render(tree), router };
}
