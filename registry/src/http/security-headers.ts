/**
 * Security headers of every registry answer, set by `@fastify/helmet`: a Content Security
 * Policy that fits the console (scripts, styles and fetches from this origin only, nothing
 * inline, no framing), X-Frame-Options DENY, nosniff and no referrer. Artifacts override the
 * Cross-Origin-Resource-Policy (`ARTIFACT_HELMET`) so hosts on other origins can load them.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The console's CSP. `useDefaults: false` leaves out helmet's `upgrade-insecure-requests`,
 * which would send a registry reached over plain HTTP on loopback to https for its own script.
 */
export const CONSOLE_CSP_DIRECTIVES: Readonly<Record<string, string[]>> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
};

/** Global helmet options (the same for the API, the console and errors). */
export const HELMET_OPTIONS: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: { useDefaults: false, directives: { ...CONSOLE_CSP_DIRECTIVES } },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
};

/** Route-level helmet options of `/artifacts/...`: readable by pages of any origin (CORS `*` is set by the route). */
export const ARTIFACT_HELMET = { crossOriginResourcePolicy: { policy: 'cross-origin' as const } };

/** Registers helmet on `app`; routes must be registered after it (in a later plugin). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  void app.register(helmet, HELMET_OPTIONS);
}
