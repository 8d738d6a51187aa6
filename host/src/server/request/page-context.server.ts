/**
 * The page context of one request on the server (rule route.table): what the host decided (language,
 * basename, brand, origins) and an API client that carries the visitor's session token (the
 * `paypal_token` cookie, rule account.session) and forwards the visitor's address, so remote loaders
 * and actions call the API as the visitor would (decision 026).
 */
import { RouterContextProvider } from 'react-router';
import type { HttpClient } from '@meridian/shared/http';
import { createTransportClient, type Transport } from '@meridian/shared/http-transport.server';
import type { RouteLocale } from '@meridian/shared/locales';
import { pageContext, type PageContext } from '@meridian/shared/route-module';
import type { HostEnv } from '../process/env.server.ts';
import type { HostCookies } from '../visitor/visitor.server.ts';

/** What the request contributes. */
export interface RequestFacts {
  readonly locale: RouteLocale;
  readonly basename: string;
  /** The visitor's session token, or null when signed out. */
  readonly token: string | null;
  /** The visitor's address as the host sees it (trusted proxies honoured). */
  readonly visitorIp: string;
  /** The device token cookie of an earlier sign-in, or null. */
  readonly deviceToken: string | null;
  /** The visitor's country as the host decided it (geo.server.ts): '' when unknown. */
  readonly country: () => Promise<string>;
}

/** The page context of a request plus the cookies its actions asked the response to set. */
export interface ServerPage {
  readonly page: PageContext;
  /** `Set-Cookie` values to send with the response (a sign-in or sign-out on the server). */
  readonly responseCookies: readonly string[];
}

/**
 * The page context of one request. The API client is made on first use and shared by the
 * request's loaders and actions, its calls sent by `transport` (the process's, decision 078); a
 * sign-in or sign-out (a form posted without JavaScript) turns into cookies of the response.
 */
export function serverPageContext(env: HostEnv, cookies: HostCookies, transport: Transport, facts: RequestFacts): ServerPage {
  let client: Promise<HttpClient> | undefined;
  let token = facts.token;
  const responseCookies: string[] = [];
  const noop = () => undefined;
  const page: PageContext = {
    locale: facts.locale,
    basename: facts.basename,
    brand: env.BRAND_NAME,
    publicOrigin: env.PUBLIC_ORIGIN,
    apiBase: env.API_BASE,
    signedIn: () => token !== null,
    deviceToken: () => facts.deviceToken,
    country: facts.country,
    async signIn(session) {
      token = session.token;
      client = undefined;
      responseCookies.push(cookies.session(session.token));
      if (session.deviceToken) responseCookies.push(cookies.device(session.deviceToken));
    },
    async signOut() {
      if (token !== null)
        await page
          .api()
          .then((api) => api.post('/api/mms/account/v1/web/logout'))
          .catch(() => undefined);
      token = null;
      client = undefined;
      responseCookies.push(cookies.session(null));
    },
    api: () =>
      (client ??= Promise.resolve(
        createTransportClient({
          baseURL: env.API_INTERNAL_BASE ?? env.API_BASE,
          getToken: () => token,
          // On the server there is nobody to ask and nothing to reload: a dead session is the loader's to handle.
          confirm: () => false,
          clearSession: noop,
          reload: noop,
          goToLogin: noop,
          timeoutMs: env.API_TIMEOUT_MS,
          headers: { 'X-Forwarded-For': facts.visitorIp },
          transport,
        }),
      )),
  };
  return { page, responseCookies };
}

/** React Router's request context holding `page`. */
export function requestContextOf(page: PageContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[pageContext, page]]));
}
