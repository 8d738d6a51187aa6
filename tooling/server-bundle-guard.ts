/**
 * What a remote origin of the local system answers for a remote's server bundles (decision 020):
 * `/<version>/server/...` holds server-side code, so only a host holding the shared
 * read credential (`ORIGIN_SERVER_TOKEN`, `Authorization: Bearer`) gets it; anyone else gets the
 * same 404 as for a file that does not exist. Browser files stay public.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { posix } from 'node:path';

/**
 * True when `path` (as requested, percent-encoded) names something under a version's `server`
 * folder once decoded and normalised as the static file server will (`./`, `..`, `//`, `%73`),
 * or cannot be decoded at all (refused rather than guessed).
 */
export function isServerBundlePath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return /^\/[^/]+\/server(\/|$)/.test(posix.normalize(`/${decoded}`));
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a request for `path` with the `authorization` header it carries may be answered:
 * always for browser files, for server bundles only with `Bearer <token>` (compared in
 * constant time). Without a configured token, server bundles are never served.
 */
export function mayServe(path: string, authorization: string | undefined, token: string | undefined): boolean {
  if (!isServerBundlePath(path)) return true;
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (token === undefined || presented === undefined) return false;
  return timingSafeEqual(digest(presented), digest(token));
}
