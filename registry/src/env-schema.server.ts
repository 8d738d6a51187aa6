/**
 * The registry server's environment as zod reads it (docs/conventions.md rule 9): every key, its
 * default and its limits, and the errors that name the bad key. `env.server.ts` parses with it.
 */
import { z } from 'zod';
import { DEFAULT_TABLE, registryPort, siteOrigin } from '../../tooling/local-system.ts';
import { AREAS } from '@meridian/shared/areas';
import ms from 'ms';
import { ROLES } from '@meridian/shared/registry-contract';
import { DEFAULT_HEALTH_INTAKE, DEFAULT_RETENTION, DEFAULT_ROLLOUT_POLICY, LOCAL_ORIGINS, normaliseOrigin } from './config.ts';

/** Where the variables come from (`process.env` unless a test gives its own). */
export type EnvSource = Record<string, string | undefined>;

/** An empty variable (`KEY=`) counts as unset, so its default applies. */
export const emptyAsUnset = (value: unknown): unknown => (value === '' ? undefined : value);
/** A string variable that may be unset. */
export const optionalString = z.preprocess(emptyAsUnset, z.string().optional());

/** Actions REGISTRY_TWO_PERSON_ACTIONS may name, each implying what reaches the same end (decision 050); a rollback or an abort never waits: they must work when things are broken. */
export const TWO_PERSON_ACTIONS = ['activate', 'canary', 'promote', 'rollout', 'promote-env'] as const;

/** A duration such as `30d`, `24h` or `90m` (the `ms` package), in milliseconds, from one second to a year. */
export const duration = z.string().transform((text, context) => {
  const value = ms(text.trim() as ms.StringValue);
  if (typeof value === 'number' && Number.isFinite(value) && value >= 1000 && value <= 366 * 24 * 3_600_000) return value;
  context.addIssue({ code: 'custom', message: 'must be a duration such as 30d, 24h or 90m' });
  return z.NEVER;
});
/** An http(s) URL, normalised to its origin (`normaliseOrigin`). */
export const httpOrigin = z.url({ protocol: /^https?$/ }).transform(normaliseOrigin);
const optionalOrigin = z.preprocess(emptyAsUnset, httpOrigin.optional());

export const serverSchema = z.object({
  NODE_ENV: optionalString,
  REGISTRY_HOST: z.preprocess(emptyAsUnset, z.string().default('127.0.0.1')),
  REGISTRY_PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65535).default(registryPort(DEFAULT_TABLE))),
  REGISTRY_TOKEN: z.preprocess(emptyAsUnset, z.string().min(16, 'must have at least 16 characters').optional()),
  REGISTRY_TOKEN_NAME: z.preprocess(emptyAsUnset, z.string().default('admin')),
  REGISTRY_TOKEN_ROLE: z.preprocess(emptyAsUnset, z.enum(ROLES, `must be one of ${ROLES.join(', ')}`).optional()),
  REGISTRY_PUBLIC_READS: z.preprocess(emptyAsUnset, z.enum(['true', 'false']).default('false')),
  REGISTRY_TOKENS: optionalString,
  REGISTRY_TOKENS_FILE: optionalString,
  REGISTRY_HEALTH_TOKEN: z.preprocess(emptyAsUnset, z.string().min(32, 'must have at least 32 characters').optional()),
  REGISTRY_HEALTH_TOKEN_NAME: z.preprocess(emptyAsUnset, z.string().default('hosts')),
  REGISTRY_HEALTH_TOKENS: optionalString,
  REGISTRY_HEALTH_MAX_REPORTS_PER_MINUTE: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(1).default(DEFAULT_HEALTH_INTAKE.maxReportsPerMinute),
  ),
  REGISTRY_HEALTH_MAX_VIEWS_PER_MINUTE: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(1).default(DEFAULT_HEALTH_INTAKE.maxViewsPerMinute),
  ),
  REGISTRY_BROWSER_VIEWS_PER_SOURCE: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(1).default(DEFAULT_HEALTH_INTAKE.maxBrowserViewsPerSource),
  ),
  REGISTRY_REMOTE_CHECKER: z.preprocess(emptyAsUnset, z.string().default('host/dist/server/check-remote.cjs')),
  REGISTRY_DB_PATH: z.preprocess(emptyAsUnset, z.string().default('var/registry/registry.sqlite')),
  REGISTRY_DATABASE_URL: z.preprocess(
    emptyAsUnset,
    z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgresql://user:password@host:port/database URL' })
      .refine((url) => new URL(url).hostname !== '' && new URL(url).pathname.length > 1, 'must name a host and a database')
      .optional(),
  ),
  REGISTRY_ARTIFACTS_DIR: z.preprocess(emptyAsUnset, z.string().default('var/registry/artifacts')),
  ARTIFACT_STORE_URL: optionalString,
  ARTIFACT_STORE_FORCE_PATH_STYLE: z.preprocess(emptyAsUnset, z.enum(['true', 'false']).default('false')),
  REGISTRY_ALLOWED_ORIGINS: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .default(Object.values(LOCAL_ORIGINS).join(','))
      .transform((list) =>
        list
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(httpOrigin)),
  ),
  REGISTRY_HOST_SHARED: z.preprocess(emptyAsUnset, z.string().default('host/dist/client/shared-versions.json')),
  REGISTRY_TWO_PERSON_ACTIONS: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(TWO_PERSON_ACTIONS, `must list actions among ${TWO_PERSON_ACTIONS.join(', ')}`))),
  ),
  REGISTRY_CANARY_MAX_FAILURE_RATE: z.preprocess(emptyAsUnset, z.coerce.number().min(0).max(1).default(0.2)),
  REGISTRY_CANARY_MIN_LOADS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).default(50)),
  REGISTRY_CANARY_MIN_PAGE_VIEWS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).default(20)),
  REGISTRY_CANARY_WINDOW_SECONDS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(10).default(300)),
  REGISTRY_ROLLOUT_MIN_PAGE_VIEWS: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(1).default(DEFAULT_ROLLOUT_POLICY.guard.minPageViews),
  ),
  REGISTRY_ROLLOUT_MIN_VITAL_SAMPLES: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(1).default(DEFAULT_ROLLOUT_POLICY.guard.minVitalSamples),
  ),
  REGISTRY_ROLLOUT_MAX_PAGE_ERROR_RATE: z.preprocess(
    emptyAsUnset,
    z.coerce.number().min(0).max(1).default(DEFAULT_ROLLOUT_POLICY.guard.maxPageErrorRateIncrease),
  ),
  REGISTRY_ROLLOUT_MIN_ERROR_SOURCES: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(1).default(DEFAULT_ROLLOUT_POLICY.guard.minErrorSources),
  ),
  REGISTRY_ROLLOUT_ALPHA: z.preprocess(emptyAsUnset, z.coerce.number().gt(0).max(0.2).default(DEFAULT_ROLLOUT_POLICY.guard.alpha)),
  REGISTRY_ROLLOUT_TUNING_VIEWS: z.preprocess(
    emptyAsUnset,
    z.coerce.number().int().min(100).default(DEFAULT_ROLLOUT_POLICY.guard.tuningViews),
  ),
  REGISTRY_ROLLOUT_MAX_SERVER_ERROR_RATE: z.preprocess(
    emptyAsUnset,
    z.coerce.number().min(0).max(1).default(DEFAULT_ROLLOUT_POLICY.guard.maxServerErrorRateIncrease),
  ),
  REGISTRY_ROLLOUT_MAX_VITAL_RATIO: z.preprocess(
    emptyAsUnset,
    z.coerce.number().min(1).default(DEFAULT_ROLLOUT_POLICY.guard.maxVitalRatio),
  ),
  REGISTRY_ROLLOUT_TICK_MS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(100).default(DEFAULT_ROLLOUT_POLICY.tickMs)),
  REGISTRY_SIGNAL_RETENTION_HOURS: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number()
      .min(1)
      .max(24 * 90)
      .default(DEFAULT_ROLLOUT_POLICY.signalRetentionHours),
  ),
  REGISTRY_PREVIEW_SECRET: z.preprocess(emptyAsUnset, z.string().min(16, 'must have at least 16 characters').optional()),
  REGISTRY_GATE_TIMEOUT_MS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(100).default(10000)),
  HOST_ORIGIN: z.preprocess(emptyAsUnset, httpOrigin.default(siteOrigin(DEFAULT_TABLE))),
  /** `name[=site origin]`, comma-separated (decision 059); production is always one. */
  REGISTRY_ENVIRONMENTS: z.preprocess(emptyAsUnset, z.string().default('production,staging')),
  REGISTRY_GC_INTERVAL: z.preprocess(emptyAsUnset, duration.optional()),
  REGISTRY_GC_KEEP: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(1000).default(DEFAULT_RETENTION.keep)),
  REGISTRY_GC_MIN_AGE: z.preprocess(emptyAsUnset, duration.default(ms('30d'))),
  ...Object.fromEntries(AREAS.map((area) => [`MERIDIAN_${area.toUpperCase()}_ORIGIN`, optionalOrigin])),
});

/** The validated server environment. */
export type ServerEnv = z.infer<typeof serverSchema>;

/** Throws the first issue of `error`, naming its key. */
export function failOn(error: z.ZodError): never {
  const issue = error.issues[0];
  throw new Error(`invalid registry environment: ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`);
}

/** Throws `invalid registry environment: <key>: <message>`. */
export function fail(key: string, message: string): never {
  throw new Error(`invalid registry environment: ${key}: ${message}`);
}
