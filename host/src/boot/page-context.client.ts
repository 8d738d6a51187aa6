/**
 * Browser step 2, **page context** (docs/architecture.md, "How a request flows", step 6): what the
 * host hands every area's loaders and actions through React Router's context in the browser, as
 * the server does per request (`server/page-context.server.ts`): the page's locale and basename,
 * the API client with the visitor's session, sign-in and sign-out, the device token and the
 * visitor's country (rule checkout.currency).
 */
import type { PageContext } from '@meridian/shared/route-module';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '@meridian/shared/user';
import type { BootData } from '../boot-data.ts';
import type { PageRuntime } from '../shell/runtime/page-runtime.client.ts';

/** The page context of one page load, over the page's services (`createPageRuntime`). */
export function createPageContext(
  boot: Pick<BootData, 'locale' | 'basename' | 'brand' | 'site' | 'apiBase'>,
  runtime: Pick<PageRuntime, 'session' | 'shell' | 'geoInfo'>,
): PageContext {
  return {
    locale: boot.locale,
    basename: boot.basename,
    brand: boot.brand,
    publicOrigin: boot.site.publicOrigin,
    apiBase: boot.apiBase,
    api: () => Promise.resolve(runtime.session.http ?? Promise.reject(new Error('the page has no API client'))),
    signedIn: () => runtime.session.user.getToken() !== null,
    async signIn({ token, deviceToken }) {
      if (deviceToken) runtime.shell.cookies.set(DEVICE_COOKIE, deviceToken, { days: DEVICE_COOKIE_DAYS, path: '/', sameSite: 'lax' });
      await runtime.session.user.login(token).catch(() => undefined);
    },
    signOut: () => runtime.session.user.logout(),
    deviceToken: () => runtime.shell.cookies.get(DEVICE_COOKIE) ?? null,
    country: async () => {
      const [geo, { countryOf }] = await Promise.all([runtime.geoInfo(), import('@meridian/shared/analytics')]);
      return countryOf(geo);
    },
  };
}
