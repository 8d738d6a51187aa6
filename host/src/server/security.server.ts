/**
 * Security headers of every host response. The CSP allows scripts, styles and fetches only
 * from the site itself and the allow-listed remote origins.
 */
import type { NextFunction, Request, Response } from 'express';

/** Express middleware setting the headers; `remoteOrigins` are the allow-listed remote origins, `apiOrigin` the backend (calls and the captcha script). */
export function securityHeaders(remoteOrigins: readonly string[], apiOrigin: string) {
  const remotes = remoteOrigins.join(' ');
  const csp = [
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
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    next();
  };
}
