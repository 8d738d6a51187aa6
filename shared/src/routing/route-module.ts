/**
 * The contract between the host and a remote's route table (docs/conventions.md rules 1 and 2): each
 * remote exposes one module, `./routes`, whose default-free named export `areaModule` has
 * this shape. The host mounts `routes` under its root layout and never imports a component.
 */
import type { FlatNamespace } from 'i18next';
import { createContext, type Params, type RouteObject, type RouterContextProvider } from 'react-router';
import type { HttpClient } from '../http/http-client.ts';
import type { RouteLocale } from '../i18n/locales.ts';
import type { Area } from './areas.ts';

/**
 * What the host decided about one request (server) or page (browser) and hands to every remote
 * route's loader and action through React Router's request context ("decided once,
 * passed down", decisions 002 and 013): remotes read the language here and never parse the URL for it.
 */
export interface PageContext {
  /** The page's language (rules route.prefix, lang.detect): from the path prefix, decided by the host. */
  readonly locale: RouteLocale;
  /** Router basename: `/de` for German pages, `/` for unprefixed English ones. */
  readonly basename: string;
  /** The configured brand name ("Meridian VPN" by default). */
  readonly brand: string;
  /** Public origin of the site, for absolute URLs (canonical, sharing, structured data). */
  readonly publicOrigin: string;
  /** The API base as browsers reach it, for links to pages the API serves (payment sandboxes, captcha). */
  readonly apiBase: string;
  /**
   * The API client (rule site.app-type): on the server one per request, carrying the visitor's
   * session token and address; in the browser the page's. Loaded on first use, so the HTTP
   * library stays off the first load.
   */
  readonly api: () => Promise<HttpClient>;
  /** Whether the visitor holds a session token (a signed-in page can be rendered). */
  readonly signedIn: () => boolean;
  /**
   * Starts the visitor's session after a successful sign-in (rule account.session): in the browser the
   * page's user store takes the token; on the server the response sets the token cookie. The
   * `deviceToken` of the answer (login protection, api/README.md) is kept for later sign-ins.
   */
  readonly signIn: (session: { readonly token: string; readonly deviceToken?: string }) => Promise<void>;
  /** Ends the session (rule account.session): the token is revoked at the API and forgotten here. */
  readonly signOut: () => Promise<void>;
  /** The device token an earlier sign-in on this browser left, or null. */
  readonly deviceToken: () => string | null;
  /**
   * The visitor's ISO 3166 country code from geo_info (decision 026), '' when unknown;
   * never rejects. Decided by the host once: on the server by the visitor's address (the same
   * address answers from memory for a while), in the browser once per page. Prices and the action
   * blocker read it here, and the host keys a page that depends on it by it (`cacheable: 'country'`).
   */
  readonly country: () => Promise<string>;
}

/** The React Router context key of the {@link PageContext}. */
export const pageContext = createContext<PageContext>();

/** The page context of a loader's or action's `context` argument. Throws when the host provided none (a wiring error). */
export function pageOf(context: Readonly<RouterContextProvider>): PageContext {
  return context.get(pageContext);
}

/**
 * Namespaces of `shared/locales/<lang>/<ns>.json` that every area's build ships beside its own
 * (tooling/remote-plugins.ts): words of shared components several areas show, such as the proof
 * near every call to action (`proof`, `@meridian/shared/proof`, rule proof.one-source). A route loads one by
 * naming it in `handle.sharedNs` (or as its `ns`).
 */
export const SHARED_NAMESPACES = ['proof'] as const;

/** One of {@link SHARED_NAMESPACES}. */
export type SharedNamespace = (typeof SHARED_NAMESPACES)[number];

/** Layouts of rule route.layouts, and the checkout's (header and footer without the site's navigation, decision 040). */
export type LayoutName = 'default' | 'blog' | 'standalone' | 'checkout';

/** What a remote route tells the host through `handle` (read by the shell, loaders and head). */
export interface AreaRouteHandle {
  /** i18next namespace (page name, rule lang.messages) whose `meta.title` / `meta.description` make the head. */
  readonly ns: FlatNamespace;
  /**
   * Namespaces the page also shows that every area ships from `shared/locales` (`SHARED_NAMESPACES`
   * of `@meridian/shared/i18n`: the proof near a call to action, decision 041); loaded with `ns`.
   */
  readonly sharedNs?: readonly SharedNamespace[];
  /** Layout to render the page in; `default` when absent. */
  readonly layout?: LayoutName;
  /** Navigation bar over the hero, transparent until scrolled (/, /affiliate, /features, /press-room). */
  readonly transparentNav?: boolean;
  /** Opt out of scroll-to-top on navigation to this route (rule route.scroll). */
  readonly keepScroll?: boolean;
  /**
   * No promotion popup on this page (rule popup.quiet-pages): sign-in, sign-up, passwords, the account,
   * checkout and payment results, where a visitor is doing something the popup would interrupt.
   */
  readonly quiet?: boolean;
  /**
   * The page is the same for every anonymous visitor in a language (no visitor's address,
   * country, session or form state in it): the host may keep its HTML and serve it to others
   * (decision 012). `'country'`: the same for every anonymous visitor in a language and country, where
   * the country is only ever read through {@link PageContext.country} (prices). Never set it on a
   * page whose loader reads anything else of the visitor.
   */
  readonly cacheable?: boolean | 'country';
  /**
   * Validation hook (rule route.not-found): false yields a 404 whose message is
   * 'Page Not Found: {path}'. Runs before the route's own loader.
   */
  readonly validate?: (params: Params) => boolean;
  /**
   * Sample parameters of a dynamic route, for the release gate that renders every page of a
   * version before it goes live (rule release.gates): needed only when the area's sitemap lists no page of
   * the route. Without any, the gate renders a placeholder the route may answer with a 404.
   */
  readonly sampleParams?: readonly Params[];
  /**
   * Where the head's title and description live inside `ns`: `{ key: 'regions.usa.meta' }`
   * reads `regions.usa.meta.title`; `meta` when absent. `values` are interpolated.
   */
  readonly meta?: (params: Params) => { readonly key: string; readonly values?: Record<string, string> };
  /** Names of host route middleware to run first; an unknown name is an error naming it. */
  readonly middleware?: readonly string[];
  /**
   * The languages this page really exists in, from its loader data, for hreflang alternates
   * (only real translations are listed); `canonical` is the language whose address is
   * canonical (the original, when the page shows it in place of a missing translation). All 11
   * languages and the page's own address when absent or when it returns undefined.
   */
  readonly languages?: (loaderData: unknown) => { readonly available: readonly string[]; readonly canonical: string } | undefined;
}

/** What `<remote>/routes` exports as `areaModule`. */
export interface AreaModule {
  readonly area: Area;
  /** Routes relative to the site root without locale prefix (the host adds the basename). */
  readonly routes: RouteObject[];
  /** Message namespaces this remote ships under `locales/<lang>/<ns>.json`. */
  readonly namespaces: readonly string[];
  /**
   * Unprefixed paths of the indexable pages this area has in `locale` (for example
   * `['/blog', '/blog/what-is-a-no-logs-vpn']`), for the host's sitemap. Optional: an area
   * without it contributes nothing.
   */
  readonly sitemapPaths?: (locale: string) => Promise<readonly string[]>;
}

/** Type guard for a route's `handle`. */
export function isAreaRouteHandle(value: unknown): value is AreaRouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as { ns?: unknown }).ns === 'string';
}

/** Type guard for what a remote's `./routes` expose returns, checked before mounting. */
export function isAreaModule(value: unknown): value is AreaModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AreaModule>;
  return typeof candidate.area === 'string' && Array.isArray(candidate.routes) && Array.isArray(candidate.namespaces);
}

/**
 * The message namespaces a page needs (rule lang.messages, decision 031): the `ns` each matched route
 * declares in its `handle` and the shared ones it names (`sharedNs`), outermost first, without
 * repeats, that `module` ships under `locales/<lang>/<ns>.json` (its own, or one of
 * {@link SHARED_NAMESPACES}, which every area ships). A namespace the area does not ship (a host one such as `common`,
 * inlined on every page) is not the area's to load. The server inlines these messages; the
 * browser loads them before a client navigation renders the page.
 */
export function routeNamespaces(handles: readonly unknown[], module: Pick<AreaModule, 'namespaces'>): string[] {
  const declared = handles.filter(isAreaRouteHandle).flatMap((handle) => [handle.ns, ...(handle.sharedNs ?? [])]);
  const shipped = (ns: string) => module.namespaces.includes(ns) || (SHARED_NAMESPACES as readonly string[]).includes(ns);
  return [...new Set(declared.filter(shipped))];
}
