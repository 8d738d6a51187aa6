/**
 * The only reader of `process.env` in the registry (docs/conventions.md rule 9). Validates once, fails
 * fast naming the bad key. `parseServerEnv` serves the HTTP server, `parseClientEnv` the CLI
 * and the deploy script.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { AREAS, type Area } from '@meridian/shared/areas';
import {
  DEFAULT_ROLLOUT_POLICY,
  LOCAL_ORIGINS,
  normaliseOrigin,
  type NamedToken,
  type ObjectStoreConfig,
  type RegistryConfig,
  type RemoteCheckerConfig,
} from './config.ts';
import { invalidArtifactPath } from './store/artifact-store.ts';
import { invalidTokenName, mergeTokens, parseTokenList, readTokenFile, roleOf } from './tokens.ts';

type EnvSource = Record<string, string | undefined>;

const emptyAsUnset = (value: unknown): unknown => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUnset, z.string().optional());

/** Actions REGISTRY_TWO_PERSON_ACTIONS may name (a rollback or an abort never waits: they must work when things are broken). */
export const TWO_PERSON_ACTIONS = ['activate', 'canary', 'promote', 'rollout'] as const;
const httpOrigin = z.url({ protocol: /^https?$/ }).transform(normaliseOrigin);
const optionalOrigin = z.preprocess(emptyAsUnset, httpOrigin.optional());

const serverSchema = z.object({
  NODE_ENV: optionalString,
  REGISTRY_HOST: z.preprocess(emptyAsUnset, z.string().default('127.0.0.1')),
  REGISTRY_PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65535).default(3200)),
  REGISTRY_TOKEN: z.preprocess(emptyAsUnset, z.string().min(16, 'must have at least 16 characters').optional()),
  REGISTRY_TOKEN_NAME: z.preprocess(emptyAsUnset, z.string().default('admin')),
  REGISTRY_TOKENS: optionalString,
  REGISTRY_TOKENS_FILE: optionalString,
  REGISTRY_HEALTH_TOKEN: z.preprocess(emptyAsUnset, z.string().min(32, 'must have at least 32 characters').optional()),
  REGISTRY_HEALTH_TOKEN_NAME: z.preprocess(emptyAsUnset, z.string().default('hosts')),
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
  REGISTRY_ROLLOUT_MAX_ERRORS_PER_1000: z.preprocess(
    emptyAsUnset,
    z.coerce.number().min(0).default(DEFAULT_ROLLOUT_POLICY.guard.maxErrorsPer1000Increase),
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
  HOST_ORIGIN: z.preprocess(emptyAsUnset, httpOrigin.default('http://localhost:3000')),
  ...Object.fromEntries(AREAS.map((area) => [`MERIDIAN_${area.toUpperCase()}_ORIGIN`, optionalOrigin])),
});

/** Development-only preview secret, so a local host verifies links without configuration. */
export const DEV_PREVIEW_SECRET = 'meridian-dev-preview-secret';

/** Value of REGISTRY_REMOTE_CHECKER that skips the `loads-and-renders` gate. */
export const CHECKER_OFF = 'off';

/**
 * The only variables the remote checker inherits: no NODE_ENV, no registry key, no registry
 * secret; only the origins' read credential of server bundles and their private sources
 * (`REMOTE_SERVER_SOURCES`), which it needs to load a version as a host does.
 */
export const CHECKER_ENV_KEYS: readonly string[] = [
  'PATH',
  'HOME',
  'TMPDIR',
  'LANG',
  'LC_ALL',
  'TZ',
  'SYSTEMROOT',
  'ORIGIN_SERVER_TOKEN',
  'REMOTE_SERVER_SOURCES',
];

function failOn(error: z.ZodError): never {
  const issue = error.issues[0];
  throw new Error(`invalid registry environment: ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`);
}

function fail(key: string, message: string): never {
  throw new Error(`invalid registry environment: ${key}: ${message}`);
}

type ServerEnv = z.infer<typeof serverSchema>;

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Parses `s3://<bucket>/<prefix>` (the prefix optional, its segments safe path segments).
 * Returns the bucket and prefix, or a message saying what is wrong.
 */
export function parseObjectStoreUrl(value: string): { bucket: string; prefix: string } | { error: string } {
  const match = /^s3:\/\/([^/?#@:]+)(\/[^?#]*)?$/.exec(value.trim());
  if (match === null) return { error: 'must look like s3://<bucket>/<prefix>' };
  const [, bucket = '', path = ''] = match;
  if (!BUCKET_NAME.test(bucket)) return { error: `bucket "${bucket}" must have 3 to 63 lower-case letters, digits, dots or hyphens` };
  const prefix = path.replace(/^\/+|\/+$/g, '');
  const problem = prefix === '' ? null : invalidArtifactPath(prefix);
  if (problem !== null) return { error: `prefix "${prefix}" ${problem}` };
  return { bucket, prefix };
}

function resolveObjectStore(env: ServerEnv): ObjectStoreConfig | undefined {
  if (env.ARTIFACT_STORE_URL === undefined) return undefined;
  const parsed = parseObjectStoreUrl(env.ARTIFACT_STORE_URL);
  if ('error' in parsed) fail('ARTIFACT_STORE_URL', parsed.error);
  return { ...parsed, forcePathStyle: env.ARTIFACT_STORE_FORCE_PATH_STYLE === 'true' };
}

/**
 * Tokens from REGISTRY_TOKENS, REGISTRY_TOKENS_FILE and REGISTRY_TOKEN (as REGISTRY_TOKEN_NAME),
 * plus the hosts' REGISTRY_HEALTH_TOKEN (as REGISTRY_HEALTH_TOKEN_NAME, role `health`), checked
 * together: a health token equal to a person's token is refused. `environment` are those the
 * configuration keeps; the file's are read again while running (a missing file has none yet).
 */
function resolveTokens(env: ServerEnv, fromRoot: (path: string) => string): { environment: NamedToken[]; all: NamedToken[] } {
  const sources: { key: string; tokens: NamedToken[] }[] = [];
  if (env.REGISTRY_TOKENS !== undefined) {
    const list = parseTokenList(env.REGISTRY_TOKENS);
    if ('error' in list) fail('REGISTRY_TOKENS', list.error);
    sources.push({ key: 'REGISTRY_TOKENS', tokens: list.tokens });
  }
  const nameProblem = invalidTokenName(env.REGISTRY_TOKEN_NAME);
  if (nameProblem !== null) fail('REGISTRY_TOKEN_NAME', nameProblem);
  if (env.REGISTRY_TOKEN !== undefined)
    sources.push({ key: 'REGISTRY_TOKEN', tokens: [{ name: env.REGISTRY_TOKEN_NAME, token: env.REGISTRY_TOKEN }] });
  const healthNameProblem = invalidTokenName(env.REGISTRY_HEALTH_TOKEN_NAME);
  if (healthNameProblem !== null) fail('REGISTRY_HEALTH_TOKEN_NAME', healthNameProblem);
  if (env.REGISTRY_HEALTH_TOKEN !== undefined)
    sources.push({
      key: 'REGISTRY_HEALTH_TOKEN',
      tokens: [{ name: env.REGISTRY_HEALTH_TOKEN_NAME, token: env.REGISTRY_HEALTH_TOKEN, role: 'health' }],
    });
  const environment = mergeTokens(sources);
  if ('error' in environment) throw new Error(`invalid registry environment: ${environment.error}`);
  if (env.REGISTRY_TOKENS_FILE === undefined) return { environment: environment.tokens, all: environment.tokens };
  const path = fromRoot(env.REGISTRY_TOKENS_FILE);
  // A missing file has nobody yet (`people add` creates it); a missing folder is a wrong path.
  if (!existsSync(dirname(path))) fail('REGISTRY_TOKENS_FILE', `cannot read ${path}: the folder ${dirname(path)} does not exist`);
  const file = readTokenFile(path);
  if ('error' in file) fail('REGISTRY_TOKENS_FILE', file.error);
  const all = mergeTokens([...sources, { key: 'REGISTRY_TOKENS_FILE', tokens: file.tokens }]);
  if ('error' in all) throw new Error(`invalid registry environment: ${all.error}`);
  return { environment: environment.tokens, all: all.tokens };
}

function resolveChecker(env: ServerEnv, source: EnvSource, fromRoot: (path: string) => string): RemoteCheckerConfig | null {
  if (env.REGISTRY_REMOTE_CHECKER.trim().toLowerCase() === CHECKER_OFF) return null;
  const childEnv: Record<string, string> = {};
  for (const key of CHECKER_ENV_KEYS) {
    const value = source[key];
    if (value !== undefined) childEnv[key] = value;
  }
  return { path: fromRoot(env.REGISTRY_REMOTE_CHECKER), env: childEnv };
}

/**
 * Resolves the server configuration from `source` (default `process.env`); relative paths are
 * taken from `repoRoot`. Throws an Error naming the first bad key. In production
 * (`NODE_ENV=production`) at least one write token (REGISTRY_TOKENS, REGISTRY_TOKENS_FILE or
 * REGISTRY_TOKEN), the hosts' REGISTRY_HEALTH_TOKEN and REGISTRY_PREVIEW_SECRET are required;
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
  if (production && env.REGISTRY_HEALTH_TOKEN === undefined) {
    throw new Error(
      'invalid registry environment: REGISTRY_HEALTH_TOKEN is required in production (the hosts report health with it, and never hold a write token)',
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
  return {
    host: env.REGISTRY_HOST,
    port: env.REGISTRY_PORT,
    tokens: writers.length > 0 ? tokens : [{ name: env.REGISTRY_TOKEN_NAME, token: randomBytes(32).toString('base64url') }, ...tokens],
    tokenGenerated: writers.length === 0,
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
        maxErrorsPer1000Increase: env.REGISTRY_ROLLOUT_MAX_ERRORS_PER_1000,
        maxServerErrorRateIncrease: env.REGISTRY_ROLLOUT_MAX_SERVER_ERROR_RATE,
        maxVitalRatio: env.REGISTRY_ROLLOUT_MAX_VITAL_RATIO,
      },
      tickMs: env.REGISTRY_ROLLOUT_TICK_MS,
      signalRetentionHours: env.REGISTRY_SIGNAL_RETENTION_HOURS,
    },
    hostOrigin: env.HOST_ORIGIN,
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
  REGISTRY_URL: z.preprocess(emptyAsUnset, httpOrigin.default('http://127.0.0.1:3200')),
  REGISTRY_TOKEN: optionalString,
  REGISTRY_ACTOR: optionalString,
  REGISTRY_TOKENS_FILE: optionalString,
  USER: optionalString,
});

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
