/**
 * The API's run-time settings, as one plain object. `env.server.ts` builds it from the
 * environment; tests build it with `testConfig` so that nothing else reads `process.env`.
 */

/** Per-IP and per-account caps of one rate-limited action, in requests per window. */
export interface RateLimitPair {
  readonly perIp: number;
  readonly perAccount: number;
}

/** Fixed-window rate limits of the account actions (rule account.lockout; login, verification, contact). */
export interface RateLimitConfig {
  /** Length of one window, in seconds. */
  readonly windowSeconds: number;
  readonly login: RateLimitPair;
  readonly verification: RateLimitPair;
  readonly contact: RateLimitPair;
}

/** Bounds of the anonymous analytics call (POST /api/mms/analytics/v1/events). */
export interface AnalyticsConfig {
  /** Requests one IP may make per minute (in memory, per process); more get 429. */
  readonly perIpPerMinute: number;
  /** Events stored per IP per UTC day; the rest of a batch is dropped (`accepted` tells how many were kept). */
  readonly perIpPerDay: number;
  /** Stored events older than this many days are deleted by the maintenance job. */
  readonly retentionDays: number;
}

/** The built-in captcha: HMAC-signed, short-lived, single-use tokens from /captcha/local.js. */
export interface LocalCaptchaConfig {
  readonly provider: 'local';
  /** HMAC key; at least 32 characters. */
  readonly secret: string;
  /** Lifetime of an issued token, in seconds. */
  readonly ttlSeconds: number;
}

/** Google reCAPTCHA: tokens are checked with Google's siteverify call. */
export interface RecaptchaConfig {
  readonly provider: 'recaptcha';
  readonly v2Secret: string;
  readonly v3Secret: string;
  /** Lowest accepted v3 score, 0..1. */
  readonly minScore: number;
  readonly verifyUrl: string;
}

/** Every setting the app needs; see README.md for the matching environment keys. */
export interface AppConfig {
  readonly host: string;
  readonly port: number;
  /** Absolute path of the SQLite file; its folder is created when missing. */
  readonly dbPath: string;
  /** Fastify `trustProxy`: false ignores X-Forwarded-For; true, a hop count or addresses trust it. */
  readonly trustProxy: boolean | number | readonly string[];
  /** Largest accepted request body, in bytes; larger ones get 413. */
  readonly bodyLimitBytes: number;
  /** Lifetime of a bearer token, in seconds. */
  readonly tokenTtlSeconds: number;
  /** When true a login revokes the account's other tokens (they then get code 50012). */
  readonly singleSession: boolean;
  /** Lifetime of an emailed verification code, in seconds. */
  readonly verificationCodeTtlSeconds: number;
  /** Serve /api/dev/... (outbox and fixtures). Never in production. */
  readonly devEndpoints: boolean;
  /** ISO country code reported for addresses the GeoIP data does not know (private, loopback). */
  readonly geoFallbackCountry: string | null;
  /** Browser origins allowed by CORS. */
  readonly corsOrigins: readonly string[];
  /**
   * Origin at which browsers reach this API, e.g. 'https://api.example.com': the sandbox payment
   * pages' links are built on it. null: the address the server listens on (local runs). Never
   * taken from the request's Host header.
   */
  readonly publicOrigin: string | null;
  /** NODE_ENV is 'production': start-up warns about settings unsafe there. */
  readonly production: boolean;
  readonly rateLimits: RateLimitConfig;
  readonly analytics: AnalyticsConfig;
  readonly captcha: LocalCaptchaConfig | RecaptchaConfig;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}
