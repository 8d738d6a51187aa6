/**
 * The one way the repository's tests render a remote's pages (not shipped), so every area is
 * tested the way the host runs it: the area's real route table mounted with the host's own
 * `mountArea` (validation hooks, stable ids), a page context (decision 013) whose API client is a
 * {@link fakeHttp}, real message bundles, the UI kit and a session.
 *
 * - {@link renderOnServer}: what the host's server does for a GET or a form post (no
 *   JavaScript): status, HTML, redirect and the cookies a sign-in set.
 * - {@link renderInBrowser}: the hydrated page in jsdom (memory router), for interaction tests.
 */
/// <reference types="@testing-library/jest-dom" />
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  RouterProvider,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { render, type RenderResult } from '@testing-library/react';
import { GEO_INFO_PATH, countryOf } from '@meridian/shared/analytics';
import { BusContext, createBus } from '@meridian/shared/bus';
import { brandVariables, type Messages } from '@meridian/shared/i18n';
import type { RouteLocale } from '@meridian/shared/locales';
import { pageContext, SHARED_NAMESPACES, type AreaModule, type PageContext } from '@meridian/shared/route-module';
import { splitLocale } from '@meridian/shared/routing';
import { createMemoryCookieJar, createMemoryStorage } from '@meridian/shared/runtime';
import { SessionContext, type Session } from '@meridian/shared/session';
import { UiKitProvider } from '@meridian/shared/ui';
import { createUserStore, DEVICE_COOKIE, type UserStore } from '@meridian/shared/user';
import hostCommonEn from '../../locales/en/common.json';
import { mountArea, settleDeferredData } from './area-support.server.ts';
import { fakeHttp, type FakeHttp, type FakeRoute } from '../../../tooling/testing/fake-http.ts';

/** The brand tests interpolate as `{{brand}}`. */
export const TEST_BRAND = 'Meridian VPN';
/** The site origin tests use. */
export const TEST_ORIGIN = 'http://localhost:3000';
/** The profile call the user store makes after a sign-in. */
export const PROFILE_PATH = '/api/mms/account/v1/web/profile';

/** What to render. */
export interface AreaTestOptions {
  /** The remote's `areaModule` (from `src/expose/routes.ts`). */
  readonly module: AreaModule;
  /** Message bundles by language and namespace, e.g. `{ en: { login } }`; the host's `common` is added. */
  readonly bundles: Readonly<Record<string, Readonly<Record<string, Messages>>>>;
  /** The address, with a locale prefix for other languages (`/de/login`). */
  readonly url: string;
  /** The fake API's routes (`'METHOD /path'`); calls carry the visitor's session token like the real client. */
  readonly routes?: Readonly<Record<string, FakeRoute>>;
  /** A session token the visitor already holds (signed in). */
  readonly token?: string;
  /** Device token of an earlier sign-in. */
  readonly deviceToken?: string;
  /** Request headers a visitor's browser sends (`user-agent`, `sec-ch-ua-platform`), for a GET. */
  readonly headers?: Readonly<Record<string, string>>;
}

function localeOf(url: string): { locale: RouteLocale; basename: string } {
  const { prefix } = splitLocale(new URL(url, TEST_ORIGIN).pathname);
  return { locale: prefix ?? 'en', basename: prefix ? `/${prefix}` : '/' };
}

/** The namespaces every area ships (`shared/locales`, SHARED_NAMESPACES) in `lang`, as the area's build copies them. */
function sharedBundles(lang: string): Record<string, Messages> {
  const file = (ns: string) => join(__dirname, '..', '..', '..', 'shared', 'locales', lang, `${ns}.json`);
  return Object.fromEntries(
    SHARED_NAMESPACES.filter((ns) => existsSync(file(ns))).map((ns) => [ns, JSON.parse(readFileSync(file(ns), 'utf8')) as Messages]),
  );
}

function testI18n(locale: string, bundles: AreaTestOptions['bundles']): I18n {
  const resources: Record<string, Record<string, Messages>> = { en: { common: hostCommonEn as Messages, ...sharedBundles('en') } };
  for (const lang of Object.keys(bundles)) resources[lang] = { ...sharedBundles(lang), ...resources[lang] };
  for (const [lang, namespaces] of Object.entries(bundles)) resources[lang] = { ...resources[lang], ...namespaces };
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources,
    ns: Object.keys(Object.assign({}, ...Object.values(resources)) as object),
    defaultNS: false,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false, defaultVariables: { ...brandVariables(TEST_BRAND) } },
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  return instance;
}

function routesOf(module: AreaModule, Root?: () => ReactNode): RouteObject[] {
  return [{ id: 'root', path: '/', ...(Root ? { Component: Root } : {}), children: mountArea(module) }];
}

/** What a server render answered. */
export interface ServerAnswer {
  readonly status: number;
  /** The page's HTML (empty for a redirect). */
  readonly html: string;
  /** Where a redirect sends the browser, or null. */
  readonly location: string | null;
  /** Session cookies a sign-in or sign-out asked the response to set, by name. */
  readonly cookies: Readonly<Record<string, string | null>>;
  /** The data an action returned (validation errors, a sent confirmation). */
  readonly actionData: unknown;
}

/** The visitor's country as the host decides it: geo_info of the page's (fake) API, '' when it fails. */
function visitorCountry(http: FakeHttp): Promise<string> {
  return http.client
    .post<unknown>(GEO_INFO_PATH)
    .then(countryOf)
    .catch(() => '');
}

/**
 * Runs the page as the host's server does, optionally as a form post of `form` (URL-encoded, as
 * a browser without JavaScript sends it), and renders it to HTML.
 */
export async function renderOnServer(
  options: AreaTestOptions & { readonly form?: Readonly<Record<string, string>> },
): Promise<ServerAnswer & { readonly http: FakeHttp }> {
  const { locale, basename } = localeOf(options.url);
  const cookies: Record<string, string | null> = {};
  let token = options.token ?? null;
  const http = fakeHttp(options.routes, { token: () => token });
  const page: PageContext = {
    locale,
    basename,
    brand: TEST_BRAND,
    publicOrigin: TEST_ORIGIN,
    apiBase: 'http://api.test',
    api: async () => http.client,
    signedIn: () => token !== null,
    deviceToken: () => options.deviceToken ?? null,
    country: () => visitorCountry(http),
    async signIn(session) {
      token = session.token;
      cookies.paypal_token = session.token;
      if (session.deviceToken) cookies[DEVICE_COOKIE] = session.deviceToken;
    },
    async signOut() {
      token = null;
      cookies.paypal_token = null;
    },
  };
  const handler = createStaticHandler(routesOf(options.module), { basename });
  const url = new URL(options.url, TEST_ORIGIN);
  const request = options.form
    ? new Request(url, {
        method: 'POST',
        body: new URLSearchParams(options.form),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
    : new Request(url, { headers: options.headers ?? {} });
  const context = await handler.query(request, { requestContext: new RouterContextProvider(new Map([[pageContext, page]])) });
  if (context instanceof Response)
    return { status: context.status, html: '', location: context.headers.get('Location'), cookies, actionData: null, http };
  // As the host does: deferred data is awaited, so the HTML is the page a visitor without JavaScript gets.
  await settleDeferredData(context.loaderData);
  const anonymous = createUserStore({
    storage: createMemoryStorage(),
    cookies: createMemoryCookieJar(() => Date.now()),
    bus: createBus(),
    fetchProfile: () => Promise.reject(new Error('no profile call while rendering on the server')),
  });
  const html = renderToString(
    <I18nextProvider i18n={testI18n(locale, options.bundles)}>
      <SessionContext.Provider value={{ http: null, user: anonymous, apiBase: 'http://api.test' }}>
        <UiKitProvider>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </UiKitProvider>
      </SessionContext.Provider>
    </I18nextProvider>,
  );
  const actionData = context.actionData ? Object.values(context.actionData)[0] : null;
  return { status: context.statusCode, html, location: null, cookies, actionData, http };
}

/** What an interaction test works with. */
export interface BrowserPage extends RenderResult {
  readonly router: ReturnType<typeof createMemoryRouter>;
  readonly http: FakeHttp;
  readonly user: UserStore;
  /** The router's current path and query. */
  path(): string;
}

/** Renders the page hydrated in jsdom: memory router, page context, session with a real user store over the fake API. */
export async function renderInBrowser(options: AreaTestOptions & { readonly Root?: () => ReactNode }): Promise<BrowserPage> {
  const { locale, basename } = localeOf(options.url);
  const cookies = createMemoryCookieJar(() => Date.now());
  if (options.deviceToken) cookies.set(DEVICE_COOKIE, options.deviceToken, { days: 365, path: '/' });
  const bus = createBus();
  const login: { go: () => void } = { go: () => undefined };
  const http: FakeHttp = fakeHttp(options.routes, {
    token: () => user.getToken(),
    clearSession: () => user.clear(),
    goToLogin: () => login.go(),
  });
  const user: UserStore = createUserStore({
    storage: createMemoryStorage(),
    cookies,
    bus,
    fetchProfile: () => http.client.get(PROFILE_PATH),
    revokeToken: () => http.client.post('/api/mms/account/v1/web/logout'),
  });
  const session: Session = { http: http.client, user, apiBase: 'http://api.test' };
  if (options.token) await user.login(options.token).catch(() => undefined);
  const page: PageContext = {
    locale,
    basename,
    brand: TEST_BRAND,
    publicOrigin: TEST_ORIGIN,
    apiBase: 'http://api.test',
    api: async () => http.client,
    signedIn: () => session.user.getToken() !== null,
    deviceToken: () => cookies.get(DEVICE_COOKIE) ?? null,
    country: () => visitorCountry(http),
    async signIn({ token, deviceToken }) {
      if (deviceToken) cookies.set(DEVICE_COOKIE, deviceToken, { days: 365, path: '/' });
      await session.user.login(token).catch(() => undefined);
    },
    signOut: () => session.user.logout(),
  };
  const router = createMemoryRouter(routesOf(options.module, options.Root), {
    initialEntries: [options.url],
    basename,
    getContext: () => new RouterContextProvider(new Map([[pageContext, page]])),
  });
  login.go = () => void router.navigate('/login');
  const view = render(
    <I18nextProvider i18n={testI18n(locale, options.bundles)}>
      <BusContext.Provider value={bus}>
        <SessionContext.Provider value={session}>
          <UiKitProvider bus={bus}>
            <RouterProvider router={router} />
          </UiKitProvider>
        </SessionContext.Provider>
      </BusContext.Provider>
    </I18nextProvider>,
  );
  return { ...view, router, http, user: session.user, path: () => `${router.state.location.pathname}${router.state.location.search}` };
}
