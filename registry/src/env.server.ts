/**
 * The only reader of `process.env` in the registry (docs/conventions.md rule 9). Validates once
 * (the keys and their limits: `env-schema.server.ts`; tokens, object store and checker:
 * `env-parts.server.ts`), fails fast naming the bad key. `parseServerEnv` serves the HTTP server,
 * `parseClientEnv` the CLI and the deploy script.
 */
import { randomBytes } from 'node:crypto';
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_TABLE, registryUrl } from '../../tooling/local-system.ts';
import { AREAS, type Area } from '@meridian/shared/areas';
import { DEFAULT_ROLLOUT_POLICY, LOCAL_ORIGINS, normaliseOrigin, type RegistryConfig } from './config.ts';
import { resolveChecker, resolveEnvironments, resolveObjectStore, resolveTokens } from './env-parts.server.ts';
import { emptyAsUnset, failOn, httpOrigin, optionalString, serverSchema, type EnvSource } from './env-schema.server.ts';
import { roleOf } from './tokens.ts';
import { TELEMETRY_ENV, telemetrySettings, type TelemetrySettings } from '@meridian/shared/telemetry-env.server';

/** Development-only preview secret, so a local host verifies links without configuration. */
export const DEV_PREVIEW_SECRET = 'meridian-dev-preview-secret';

/**
 * Resolves the server configuration from `source` (default `process.env`); relative paths are
 * taken from `repoRoot`. Throws an Error naming the first bad key. In production
 * (`NODE_ENV=production`) at least one write token (REGISTRY_TOKENS, REGISTRY_TOKENS_FILE or
 * REGISTRY_TOKEN), at least one host's health token (REGISTRY_HEALTH_TOKENS, the tokens file, or
 * the older single REGISTRY_HEALTH_TOKEN) and REGISTRY_PREVIEW_SECRET are required;
 * elsewhere a missing write token is generated for REGISTRY_TOKEN_NAME and `tokenGenerated` is set.
 */
export function parseServerEnv(repoRoot: string, source: EnvSource = process.env): RegistryConfig {
  const parsed = serverSchema.safeParse(source);
  if (!parsed.success) failOn(parsed.error);
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const fromRoot = (path: string): string => (isAbsolute(path) ? path : join(repoRoot, path));
  const { environment: tokens, all } = resolveTokens(env, fromRoot);
  const writers = all.filter((entry) => roleOf(entry) === 'releaser' || roleOf(entry) === 'admin');
  if (production && writers.length === 0) {
    throw new Error(
      'invalid registry environment: REGISTRY_TOKENS (or REGISTRY_TOKENS_FILE or REGISTRY_TOKEN) is required in production, with a releaser or an admin',
    );
  }
  if (production && !all.some((entry) => roleOf(entry) === 'health')) {
    throw new Error(
      'invalid registry environment: hosts need health tokens in production, one per host (REGISTRY_HEALTH_TOKENS, or role health in REGISTRY_TOKENS_FILE); they report health with them and never hold a write token',
    );
  }
  if (production && env.REGISTRY_PREVIEW_SECRET === undefined) {
    throw new Error('invalid registry environment: REGISTRY_PREVIEW_SECRET is required in production');
  }
  const defaultOrigins = Object.fromEntries(
    AREAS.map((area) => {
      const value = source[`MERIDIAN_${area.toUpperCase()}_ORIGIN`];
      return [area, value ? normaliseOrigin(value) : LOCAL_ORIGINS[area]];
    }),
  ) as Record<Area, string>;
  const objectStore = resolveObjectStore(env);
  const environments = resolveEnvironments(env.REGISTRY_ENVIRONMENTS, env.HOST_ORIGIN);
  return {
    host: env.REGISTRY_HOST,
    port: env.REGISTRY_PORT,
    tokens:
      writers.length > 0
        ? tokens
        : [{ name: env.REGISTRY_TOKEN_NAME, token: randomBytes(32).toString('base64url'), role: 'admin' }, ...tokens],
    tokenGenerated: writers.length === 0,
    publicReads: env.REGISTRY_PUBLIC_READS === 'true',
    twoPersonActions: env.REGISTRY_TWO_PERSON_ACTIONS,
    tokensFile: env.REGISTRY_TOKENS_FILE === undefined ? null : fromRoot(env.REGISTRY_TOKENS_FILE),
    databasePath: fromRoot(env.REGISTRY_DB_PATH),
    databaseUrl: env.REGISTRY_DATABASE_URL ?? null,
    artifactsDir: fromRoot(env.REGISTRY_ARTIFACTS_DIR),
    ...(objectStore === undefined ? {} : { objectStore }),
    allowedOrigins: env.REGISTRY_ALLOWED_ORIGINS,
    defaultOrigins,
    hostSharedPath: fromRoot(env.REGISTRY_HOST_SHARED),
    canary: {
      maxFailureRate: env.REGISTRY_CANARY_MAX_FAILURE_RATE,
      minLoads: env.REGISTRY_CANARY_MIN_LOADS,
      minPageViews: env.REGISTRY_CANARY_MIN_PAGE_VIEWS,
      windowSeconds: env.REGISTRY_CANARY_WINDOW_SECONDS,
    },
    rollout: {
      guard: {
        ...DEFAULT_ROLLOUT_POLICY.guard,
        minPageViews: env.REGISTRY_ROLLOUT_MIN_PAGE_VIEWS,
        minVitalSamples: env.REGISTRY_ROLLOUT_MIN_VITAL_SAMPLES,
        maxPageErrorRateIncrease: env.REGISTRY_ROLLOUT_MAX_PAGE_ERROR_RATE,
        maxServerErrorRateIncrease: env.REGISTRY_ROLLOUT_MAX_SERVER_ERROR_RATE,
        maxVitalRatio: env.REGISTRY_ROLLOUT_MAX_VITAL_RATIO,
        alpha: env.REGISTRY_ROLLOUT_ALPHA,
        tuningViews: env.REGISTRY_ROLLOUT_TUNING_VIEWS,
        minErrorSources: env.REGISTRY_ROLLOUT_MIN_ERROR_SOURCES,
      },
      tickMs: env.REGISTRY_ROLLOUT_TICK_MS,
      signalRetentionHours: env.REGISTRY_SIGNAL_RETENTION_HOURS,
    },
    healthIntake: {
      maxReportsPerMinute: env.REGISTRY_HEALTH_MAX_REPORTS_PER_MINUTE,
      maxViewsPerMinute: env.REGISTRY_HEALTH_MAX_VIEWS_PER_MINUTE,
      maxBrowserViewsPerSource: env.REGISTRY_BROWSER_VIEWS_PER_SOURCE,
    },
    hostOrigin: environments[0]?.hostOrigin ?? env.HOST_ORIGIN,
    environments,
    retention: { intervalMs: env.REGISTRY_GC_INTERVAL ?? null, keep: env.REGISTRY_GC_KEEP, minAgeMs: env.REGISTRY_GC_MIN_AGE },
    previewSecret: env.REGISTRY_PREVIEW_SECRET ?? DEV_PREVIEW_SECRET,
    consoleDir: join(repoRoot, 'registry', 'dist', 'console'),
    gateTimeoutMs: env.REGISTRY_GATE_TIMEOUT_MS,
    remoteChecker: resolveChecker(env, source, fromRoot),
  };
}

/** What the CLI and the deploy script need: where the registry is and the write token. */
export interface ClientEnv {
  url: string;
  token: string | undefined;
  actor: string;
  /** REGISTRY_TOKENS_FILE as given (relative to the repository root), where `people add` keeps a new person's digest. */
  tokensFile: string | undefined;
}

const clientSchema = z.object({
  REGISTRY_URL: z.preprocess(emptyAsUnset, httpOrigin.default(registryUrl(DEFAULT_TABLE))),
  REGISTRY_TOKEN: optionalString,
  REGISTRY_ACTOR: optionalString,
  REGISTRY_TOKENS_FILE: optionalString,
  USER: optionalString,
});

/**
 * The telemetry keys of the server (decision 056): METRICS_PORT (default: the registry's `port`
 * + 250, or `off`), METRICS_BIND, OTEL_TRACES_EXPORTER and the standard switches. Throws naming a bad key.
 */
export function parseTelemetryEnv(port: number, source: EnvSource = process.env): TelemetrySettings {
  const parsed = z.object(TELEMETRY_ENV).safeParse(source);
  if (!parsed.success) failOn(parsed.error);
  return telemetrySettings(parsed.data, port, 'registry');
}

/**
 * Reads REGISTRY_URL, REGISTRY_TOKEN and REGISTRY_ACTOR (default `$USER`, else `cli`). The actor
 * is only sent as a claim: the registry audits the name of the token. Throws naming a bad key.
 */
export function parseClientEnv(source: EnvSource = process.env): ClientEnv {
  const parsed = clientSchema.safeParse(source);
  if (!parsed.success) failOn(parsed.error);
  return {
    url: parsed.data.REGISTRY_URL,
    token: parsed.data.REGISTRY_TOKEN,
    actor: parsed.data.REGISTRY_ACTOR ?? parsed.data.USER ?? 'cli',
    tokensFile: parsed.data.REGISTRY_TOKENS_FILE,
  };
}
