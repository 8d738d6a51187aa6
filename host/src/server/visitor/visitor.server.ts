/**
 * The visitor as the release set sees it (decision 005): a sticky random id for canary bucketing
 * and an optional signed preview that pins one remote to a named version for this browser;
 * and every cookie the host sets, with the deployment's `Secure` and `Domain` settings.
 */
import { randomUUID } from 'node:crypto';
import { stringifySetCookie } from 'cookie';
import type { Visitor } from '@meridian/shared/release';
import { LOCALE_COOKIE, type RouteLocale } from '@meridian/shared/locales';
import { verifyPreviewToken } from '@meridian/shared/preview-token.server';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, TOKEN_COOKIE, TOKEN_COOKIE_DAYS } from '@meridian/shared/user';

/** Cookie of the sticky visitor id (one year). */
export const VISITOR_COOKIE = 'mv_vid';
/** Cookie holding a signed preview token. */
export const PREVIEW_COOKIE = 'mv_preview';

const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The visitor of a request, and whether its id is new (then the response sets the cookie). */
export interface ResolvedVisitor extends Visitor {
  readonly id: string;
  readonly isNew: boolean;
}

/**
 * Reads the visitor from request cookies; a missing or malformed id gets a fresh one, a bad
 * preview token is ignored, and without a preview secret (previews off) every token is.
 */
export function resolveVisitor(
  cookies: Record<string, string | undefined>,
  previewSecret: string | undefined,
  nowMs = Date.now(),
): ResolvedVisitor {
  const raw = cookies[VISITOR_COOKIE];
  const known = raw !== undefined && VISITOR_ID.test(raw);
  const claims = previewSecret === undefined ? null : verifyPreviewToken(cookies[PREVIEW_COOKIE], previewSecret, nowMs);
  // The token's hashes (decision 053) are what the host checks the preview version's code against.
  const previews = claims
    ? [{ area: claims.area, version: claims.version, ...(claims.integrity === undefined ? {} : { integrity: claims.integrity }) }]
    : [];
  return { id: known ? raw : randomUUID(), isNew: !known, previews };
}

/** Deployment settings every cookie carries (docs/operations.md, "Production settings"). */
export interface CookieSettings {
  /** `Secure`: on for https sites. */
  readonly secure: boolean;
  /** `Domain`, or undefined for host-only cookies. */
  readonly domain: string | undefined;
}

/** `Set-Cookie` values of the host's cookies, built with one deployment's settings. */
export interface HostCookies {
  /** The language cookie (rule lang.cookie): 365 days, SameSite lax, path /. */
  locale(locale: RouteLocale): string;
  /** The sticky visitor id (one year). */
  visitor(id: string): string;
  /** A preview token valid for `maxAgeSeconds` (HttpOnly), or its removal when `token` is null. */
  preview(token: string | null, maxAgeSeconds?: number): string;
  /** The session token cookie (rule account.session; 30 days), or its removal when `token` is null. */
  session(token: string | null): string;
  /** The device token of the last sign-in (one year). */
  device(token: string): string;
}

/** Creates the cookie writers for `settings`. */
export function createHostCookies(settings: CookieSettings): HostCookies {
  const common = { path: '/', sameSite: 'lax' as const, secure: settings.secure, ...(settings.domain ? { domain: settings.domain } : {}) };
  return {
    locale: (locale) =>
      stringifySetCookie({
        ...common,
        name: LOCALE_COOKIE.name,
        value: locale,
        maxAge: LOCALE_COOKIE.maxAgeDays * 24 * 3600,
        sameSite: LOCALE_COOKIE.sameSite,
      }),
    visitor: (id) => stringifySetCookie({ ...common, name: VISITOR_COOKIE, value: id, maxAge: 365 * 24 * 3600 }),
    preview: (token, maxAgeSeconds = 0) =>
      stringifySetCookie({ ...common, name: PREVIEW_COOKIE, value: token ?? '', maxAge: token ? maxAgeSeconds : 0, httpOnly: true }),
    session: (token) =>
      stringifySetCookie({ ...common, name: TOKEN_COOKIE, value: token ?? '', maxAge: token ? TOKEN_COOKIE_DAYS * 24 * 3600 : 0 }),
    device: (token) => stringifySetCookie({ ...common, name: DEVICE_COOKIE, value: token, maxAge: DEVICE_COOKIE_DAYS * 24 * 3600 }),
  };
}
