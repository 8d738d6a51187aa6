/**
 * Security headers of every host response. The CSP allows scripts, styles and fetches only
 * from the site itself, the allow-listed remote origins and the API; HSTS is sent when the
 * deployment asks for it (on by default for an https public origin).
 */
import type { NextFunction, Request, Response } from 'express';

/** What the headers depend on. */
export interface SecurityHeaderOptions {
  /** The allow-listed remote origins (scripts, styles, message bundles). */
  readonly remoteOrigins: readonly string[];
  /** The backend's origin (calls and the captcha script). */
  readonly apiOrigin: string;
  /** `Strict-Transport-Security` max-age in seconds; 0 sends no HSTS header. */
  readonly hstsMaxAge: number;
}

/** The Content-Security-Policy of the site's pages. */
export function contentSecurityPolicy({ remoteOrigins, apiOrigin }: Pick<SecurityHeaderOptions, 'remoteOrigins' | 'apiOrigin'>): string {
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes} ${apiOrigin}`,
    `style-src 'self' ${remotes} 'unsafe-inline'`,
    `connect-src 'self' ${remotes} ${apiOrigin}`,
    "img-src 'self' data:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Express middleware setting the headers on every response. */
export function securityHeaders(options: SecurityHeaderOptions) {
  const csp = contentSecurityPolicy(options);
  const hsts = options.hstsMaxAge > 0 ? `max-age=${options.hstsMaxAge}; includeSubDomains` : null;
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (hsts) res.setHeader('Strict-Transport-Security', hsts);
    next();
  };
}
