/**
 * The visitor as the release set sees it (issue 4): a sticky random id for canary bucketing
 * and an optional signed preview that pins one remote to a named version for this browser.
 */
import { randomUUID } from 'node:crypto';
import { stringifySetCookie } from 'cookie';
import type { Visitor } from '@meridian/shared/release';
import { verifyPreviewToken } from '@meridian/shared/preview-token.server';

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

/** Reads the visitor from request cookies; a missing or malformed id gets a fresh one, a bad preview token is ignored. */
export function resolveVisitor(cookies: Record<string, string | undefined>, previewSecret: string, nowMs = Date.now()): ResolvedVisitor {
  const raw = cookies[VISITOR_COOKIE];
  const known = raw !== undefined && VISITOR_ID.test(raw);
  const claims = verifyPreviewToken(cookies[PREVIEW_COOKIE], previewSecret, nowMs);
  const previews = claims ? [{ area: claims.area, version: claims.version }] : [];
  return { id: known ? raw : randomUUID(), isNew: !known, previews };
}

/** `Set-Cookie` value of the visitor id. */
export function visitorCookie(id: string): string {
  return stringifySetCookie({ name: VISITOR_COOKIE, value: id, maxAge: 365 * 24 * 3600, path: '/', sameSite: 'lax' });
}

/** `Set-Cookie` value of a preview token valid for `maxAgeSeconds`, or its removal when `token` is null. */
export function previewCookie(token: string | null, maxAgeSeconds = 0): string {
  return stringifySetCookie({ name: PREVIEW_COOKIE, value: token ?? '', maxAge: token ? maxAgeSeconds : 0, path: '/', sameSite: 'lax', httpOnly: true });
}
