/**
 * Two small guards of the signals endpoints (decision 047): whether a request comes from this
 * site's own pages, and a bounded memory of the page views this replica already took.
 */
import type { Request } from 'express';

/**
 * Whether `req` comes from a page of this site: `Sec-Fetch-Site`, when the browser sends it, is
 * `same-origin`, and `Origin` is the site's public origin or the origin the request was sent to.
 * A POST (`requireOrigin`) must carry `Origin` (every browser sends it with a beacon); a GET
 * from a same-origin page usually has none.
 */
export function isSameSiteBeacon(req: Request, publicOrigin: string, requireOrigin: boolean): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return !requireOrigin;
  return origin === new URL(publicOrigin).origin || origin === `${req.protocol}://${req.headers.host ?? ''}`;
}

/** A set of the last `capacity` keys (oldest forgotten first): what a replica remembers of the page views it took. */
export class SeenViews {
  readonly #keys = new Set<string>();
  readonly #capacity: number;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  /** Adds `key`; false when it was already there (a replay). */
  add(key: string): boolean {
    if (this.#keys.has(key)) return false;
    this.#keys.add(key);
    if (this.#keys.size > this.#capacity) this.#keys.delete(this.#keys.values().next().value ?? key);
    return true;
  }
}
