/**
 * The only reader of `process.env` (docs/conventions.md rule 9). It validates the API's keys once at
 * start-up with zod and fails fast naming the bad key. Key list and defaults: README.md.
 */
import { randomBytes } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { TELEMETRY_ENV, telemetrySettings, type TelemetrySettings } from '@meridian/shared/telemetry-env.server';
import type { AppConfig } from './config.ts';
import { apiPort, DEFAULT_TABLE, hostPort, siteOrigin } from '../../tooling/local-system.ts';

const flag = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');
const count = z.coerce.number().int().min(1).max(1_000_000);
const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== ''),
);
/** An http(s) origin without path, e.g. 'https://api.example.com'; a trailing slash is dropped. */
const origin = z
  .string()
  .transform((v) => v.trim().replace(/\/+$/, ''))
  .refine(
    (v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol) && new URL(v).origin === v,
    'must be an http(s) origin such as https://api.example.com',
  );

const envSchema = z.object({
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(apiPort(DEFAULT_TABLE)),
  API_DB_PATH: z.string().min(1).default('var/api.sqlite'),
  API_TRUSTED_PROXY: z.string().default('false'),
  API_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
  API_TOKEN_TTL_SECONDS: count.default(30 * 24 * 3600),
  API_SINGLE_SESSION: flag.default(false),
  API_VERIFICATION_CODE_TTL_SECONDS: count.default(600),
  API_DEV_ENDPOINTS: flag.default(false),
  API_GEO_FALLBACK_COUNTRY: z.union([z.literal(''), z.string().regex(/^[A-Z]{2}$/)]).default(''),
  API_CORS_ORIGINS: csv.default([`http://127.0.0.1:${hostPort(DEFAULT_TABLE)}`, siteOrigin(DEFAULT_TABLE)]),
  API_PUBLIC_ORIGIN: z.union([z.literal(''), origin]).default(''),
  API_RATE_WINDOW_SECONDS: count.default(900),
  API_RATE_LOGIN_PER_IP: count.default(30),
  API_RATE_LOGIN_PER_ACCOUNT: count.default(10),
  API_RATE_VERIFICATION_PER_IP: count.default(20),
  API_RATE_VERIFICATION_PER_ACCOUNT: count.default(5),
  API_RATE_CONTACT_PER_IP: count.default(10),
  API_RATE_CONTACT_PER_ACCOUNT: count.default(3),
  API_RATE_ANALYTICS_PER_MINUTE: count.default(60),
  API_ANALYTICS_PER_IP_PER_DAY: count.default(2000),
  API_ANALYTICS_RETENTION_DAYS: count.default(30),
  API_CAPTCHA_PROVIDER: z.enum(['local', 'recaptcha']).default('local'),
  API_CAPTCHA_LOCAL_SECRET: z.string().min(32).optional(),
  API_CAPTCHA_TTL_SECONDS: count.default(120),
  API_RECAPTCHA_SECRET: z.string().min(1).optional(),
  API_RECAPTCHA_V3_SECRET: z.string().min(1).optional(),
  API_RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  API_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default(''),
});

type Env = z.infer<typeof envSchema>;

/**
 * Parses API_TRUSTED_PROXY: 'false'/'' (ignore X-Forwarded-For), 'true' (trust every hop),
 * a hop count such as '1', or a comma list of proxy addresses/CIDRs.
 */
export function parseTrustProxy(value: string): boolean | number | string[] {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function captchaConfig(env: Env): AppConfig['captcha'] {
  if (env.API_CAPTCHA_PROVIDER === 'recaptcha') {
    if (env.API_RECAPTCHA_SECRET === undefined) {
      throw new Error('Invalid environment: API_RECAPTCHA_SECRET is required when API_CAPTCHA_PROVIDER=recaptcha');
    }
    return {
      provider: 'recaptcha',
      v2Secret: env.API_RECAPTCHA_SECRET,
      v3Secret: env.API_RECAPTCHA_V3_SECRET ?? env.API_RECAPTCHA_SECRET,
      minScore: env.API_RECAPTCHA_MIN_SCORE,
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    };
  }
  return {
    provider: 'local',
    // A per-process key is enough for local runs: tokens live two minutes anyway.
    secret: env.API_CAPTCHA_LOCAL_SECRET ?? randomBytes(32).toString('base64url'),
    ttlSeconds: env.API_CAPTCHA_TTL_SECONDS,
  };
}

/**
 * Builds the AppConfig from an environment map.
 * @param source key/value pairs such as `process.env`
 * @param repoRoot absolute path of the repository; a relative API_DB_PATH is resolved against it
 * @throws Error naming the first invalid key, e.g. "Invalid environment: API_PORT: ..."
 */
export function parseEnv(source: Readonly<Record<string, string | undefined>>, repoRoot: string): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment: ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`);
  }
  const env = parsed.data;
  return {
    host: env.API_HOST,
    port: env.API_PORT,
    dbPath: isAbsolute(env.API_DB_PATH) ? env.API_DB_PATH : resolve(repoRoot, env.API_DB_PATH),
    trustProxy: parseTrustProxy(env.API_TRUSTED_PROXY),
    bodyLimitBytes: env.API_BODY_LIMIT_BYTES,
    tokenTtlSeconds: env.API_TOKEN_TTL_SECONDS,
    singleSession: env.API_SINGLE_SESSION,
    verificationCodeTtlSeconds: env.API_VERIFICATION_CODE_TTL_SECONDS,
    devEndpoints: env.API_DEV_ENDPOINTS,
    geoFallbackCountry: env.API_GEO_FALLBACK_COUNTRY === '' ? null : env.API_GEO_FALLBACK_COUNTRY,
    corsOrigins: env.API_CORS_ORIGINS,
    publicOrigin: env.API_PUBLIC_ORIGIN === '' ? null : env.API_PUBLIC_ORIGIN,
    production: env.NODE_ENV === 'production',
    rateLimits: {
      windowSeconds: env.API_RATE_WINDOW_SECONDS,
      login: { perIp: env.API_RATE_LOGIN_PER_IP, perAccount: env.API_RATE_LOGIN_PER_ACCOUNT },
      verification: { perIp: env.API_RATE_VERIFICATION_PER_IP, perAccount: env.API_RATE_VERIFICATION_PER_ACCOUNT },
      contact: { perIp: env.API_RATE_CONTACT_PER_IP, perAccount: env.API_RATE_CONTACT_PER_ACCOUNT },
    },
    analytics: {
      perIpPerMinute: env.API_RATE_ANALYTICS_PER_MINUTE,
      perIpPerDay: env.API_ANALYTICS_PER_IP_PER_DAY,
      retentionDays: env.API_ANALYTICS_RETENTION_DAYS,
    },
    captcha: captchaConfig(env),
    logLevel: env.API_LOG_LEVEL,
  };
}

/** Reads and validates `process.env` (see parseEnv). */
export function readEnv(repoRoot: string): AppConfig {
  return parseEnv(process.env, repoRoot);
}

/**
 * The telemetry keys (decision 056): METRICS_PORT (default: the api's `port` + 250, or `off`),
 * METRICS_BIND, OTEL_TRACES_EXPORTER and the standard switches.
 * @throws Error naming the first invalid key
 */
export function readTelemetry(port: number, source: Readonly<Record<string, string | undefined>> = process.env): TelemetrySettings {
  const parsed = z.object(TELEMETRY_ENV).safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment: ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`);
  }
  return telemetrySettings(parsed.data, port, 'api');
}
