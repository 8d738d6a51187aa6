/**
 * Security headers of every host response, set by `helmet` as the api's and the registry's are
 * (`@fastify/helmet`). The CSP allows scripts, styles and fetches only from the site itself, the
 * allow-listed remote origins and the API; HSTS is sent when the deployment asks for it (on by
 * default for an https public origin). Helmet's other defaults (nosniff, no DNS prefetch, X-XSS-Protection 0, ...) apply.
 */
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** What the headers depend on. */
export interface SecurityHeaderOptions {
  /** The allow-listed remote origins (scripts, styles, message bundles). */
  readonly remoteOrigins: readonly string[];
  /** The backend's origin (calls and the captcha script). */
  readonly apiOrigin: string;
  /** `Strict-Transport-Security` max-age in seconds; 0 sends no HSTS header. */
  readonly hstsMaxAge: number;
}

/** The Content-Security-Policy of the site's pages, as helmet's directives. */
export function contentSecurityPolicy({
  remoteOrigins,
  apiOrigin,
}: Pick<SecurityHeaderOptions, 'remoteOrigins' | 'apiOrigin'>): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins, apiOrigin],
    'style-src': ["'self'", ...remoteOrigins, "'unsafe-inline'"],
    'connect-src': ["'self'", ...remoteOrigins, apiOrigin],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
}

/** Express middleware setting the headers on every response. */
export function securityHeaders(options: SecurityHeaderOptions) {
  const headers = helmet({
    // `useDefaults: false`: helmet's own policy would add `upgrade-insecure-requests`, which sends a
    // host reached over plain HTTP on loopback to https for its own scripts.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // The host's assets are read by its own pages only, but a CDN or balancer in front may serve them from another name.
    crossOriginResourcePolicy: false,
    strictTransportSecurity: options.hstsMaxAge > 0 ? { maxAge: options.hstsMaxAge, includeSubDomains: true } : false,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    // Helmet has no Permissions-Policy: the site asks for no camera, microphone or location.
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    headers(req, res, next);
  };
}
