/**
 * Step 1 of a page request, **decide** (docs/architecture.md, "How a request flows"): what the
 * request asks for before any release or remote is touched: its language and prefix (spec
 * sections 2 and 4), the redirect it gets first (language detection, the configured root
 * redirect), the visitor (canary bucket, preview) and the session token.
 */
import { parseCookie } from 'cookie';
import { LOCALE_COOKIE, type RouteLocale } from '@meridian/shared/locales';
import { resolveLocale, splitLocale } from '@meridian/shared/routing';
import { DEVICE_COOKIE, TOKEN_COOKIE } from '@meridian/shared/user';
import { preferredLocale } from '../visitor/accept-language.server.ts';
import { entryRedirect } from './root-redirect.server.ts';
import { resolveVisitor, type HostCookies, type ResolvedVisitor } from '../visitor/visitor.server.ts';

/** The parts of an HTTP request the decision reads. */
export interface IncomingPage {
  readonly method: string;
  /** The path and query as requested (`/de/pricing?plan=2`). */
  readonly originalUrl: string;
  readonly cookieHeader: string | undefined;
  readonly acceptLanguage: string | undefined;
  /** The visitor's address as the host sees it (trusted proxies honoured), '' when unknown. */
  readonly ip: string;
}

/** A redirect the response sends instead of a page; never stored by any cache. */
export interface Redirect {
  /** 302 or 303 (a form post), or the status a route's loader or action chose. */
  readonly status: number;
  readonly location: string;
  readonly cacheControl: string;
  /** `Set-Cookie` values sent with it. */
  readonly setCookies: readonly string[];
}

/** What a page request decided: the same for every release set it is rendered with. */
export interface DecidedRequest {
  readonly method: string;
  /** The path and query exactly as requested (the page cache's key). */
  readonly originalUrl: string;
  readonly url: URL;
  readonly locale: RouteLocale;
  /** The path carried a language prefix (`/de/...`, `/en/...`). */
  readonly prefixed: boolean;
  /** Router basename: `/de` for a prefixed German page, `/` for an unprefixed one. */
  readonly basename: string;
  /** The path without its prefix (`/pricing`). */
  readonly rest: string;
  /** The language cookie as it came (rule lang.cookie), or null. */
  readonly languageCookie: string | null;
  readonly visitor: ResolvedVisitor;
  /** The session token cookie (rule account.session), or null when signed out. */
  readonly token: string | null;
  /** The device token cookie of an earlier sign-in, or null. */
  readonly deviceToken: string | null;
  readonly visitorIp: string;
}

/** The outcome of {@link decideRequest}: a redirect, or a page to render; `vary` goes on either answer. */
export type Decision =
  | { readonly kind: 'redirect'; readonly vary: string; readonly redirect: Redirect }
  | { readonly kind: 'page'; readonly vary: string; readonly request: DecidedRequest; readonly setCookies: readonly string[] };

/** What the decision needs of the deployment. */
export interface DecideSettings {
  /** `ROOT_REDIRECT`: an unprefixed site path the home page redirects to (rule route.root-redirect), or undefined. */
  readonly rootRedirect: string | undefined;
  /** `PREVIEW_SECRET`: previews are off without it. */
  readonly previewSecret: string | undefined;
  readonly cookies: HostCookies;
}

/** Unprefixed paths depend on Accept-Language (detection), every page on cookies (canary, preview, language). */
const varyFor = (prefixed: boolean) => (prefixed ? 'Cookie' : 'Cookie, Accept-Language');

/**
 * Decides `incoming`. A request the home page's root redirect or the language detection sends
 * elsewhere is a `redirect` (302, 303 after a form post; a detection also sets the language
 * cookie); otherwise a `page`, whose `setCookies` carry a new visitor's id. Never throws: a
 * malformed cookie header or address is read as absent.
 */
export function decideRequest(incoming: IncomingPage, settings: DecideSettings): Decision {
  const url = new URL(incoming.originalUrl, 'http://host.invalid');
  const cookies = parseCookie(incoming.cookieHeader ?? '');
  const languageCookie = cookies[LOCALE_COOKIE.name] ?? null;
  const decision = resolveLocale({
    pathname: url.pathname,
    search: url.search,
    cookieLocale: languageCookie ?? undefined,
    acceptedLocale: preferredLocale(incoming.acceptLanguage),
  });
  const vary = varyFor(decision.prefixed);
  const location = entryRedirect(settings.rootRedirect, decision, url);
  if (location !== null) {
    const setCookies = decision.redirectTo !== null ? [settings.cookies.locale(decision.locale)] : [];
    const status = incoming.method === 'POST' ? 303 : 302;
    return { kind: 'redirect', vary, redirect: { status, location, cacheControl: 'private, no-store', setCookies } };
  }
  const visitor = resolveVisitor(cookies, settings.previewSecret);
  return {
    kind: 'page',
    vary,
    setCookies: visitor.isNew ? [settings.cookies.visitor(visitor.id)] : [],
    request: {
      method: incoming.method,
      originalUrl: incoming.originalUrl,
      url,
      locale: decision.locale,
      prefixed: decision.prefixed,
      basename: decision.prefixed ? `/${decision.locale}` : '/',
      rest: splitLocale(url.pathname).rest,
      languageCookie,
      visitor,
      token: cookies[TOKEN_COOKIE]?.trim() || null,
      deviceToken: cookies[DEVICE_COOKIE]?.trim() || null,
      visitorIp: incoming.ip,
    },
  };
}
