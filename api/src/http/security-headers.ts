/**
 * Security headers (@fastify/helmet). API answers are JSON, so the default policy forbids
 * everything a browser could do with an answer as a document: `default-src 'none';
 * frame-ancestors 'none'`, no framing, no referrer, same-origin resource policy (CORS fetches
 * are not affected by it). The two kinds of route that browsers use otherwise loosen it per
 * route: the sandbox payment pages (SANDBOX_PAGE_HELMET) and the local captcha script, which
 * the site's pages load from another origin (SCRIPT_HELMET).
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';

/** Global options: a strict CSP and the helmet defaults that suit an API. */
export const JSON_HELMET: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
};

/**
 * Route options of the sandbox HTML pages: inline styles (no scripts), the form posting to
 * this API and being redirected to the site's return_url (one of `siteOrigins`).
 */
export function sandboxPageHelmet(siteOrigins: readonly string[]) {
  return {
    helmet: {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          styleSrc: ["'unsafe-inline'"],
          formAction: ["'self'", ...siteOrigins],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
        },
      },
    },
  };
}

/** Route options of a script that other origins' pages load with <script src>. */
export const SCRIPT_HELMET = { helmet: { crossOriginResourcePolicy: { policy: 'cross-origin' as const } } };
