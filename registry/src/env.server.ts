/**
 * The only reader of `process.env` in the registry (STYLE.md rule 9). Validates once, fails
 * fast naming the bad key. `parseServerEnv` serves the HTTP server, `parseClientEnv` the CLI
 * and the deploy script.
 */
import { randomBytes } from 'node:crypto';
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { AREAS, type Area } from '@meridian/shared/areas';
import { LOCAL_ORIGINS, normaliseOrigin, type RegistryConfig } from './config.ts';

type EnvSource = Record<string, string | undefined>;

const emptyAsUnset = (value: unknown): unknown => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUnset, z.string().optional());
const httpOrigin = z.url({ protocol: /^https?$/ }).transform(normaliseOrigin);
const optionalOrigin = z.preprocess(emptyAsUnset, httpOrigin.optional());

const serverSchema = z.object({
  NODE_ENV: optionalString,
  REGISTRY_HOST: z.preprocess(emptyAsUnset, z.string().default('127.0.0.1')),
  REGISTRY_PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65535).default(3200)),
  REGISTRY_TOKEN: z.preprocess(emptyAsUnset, z.string().min(16, 'must have at least 16 characters').optional()),
  REGISTRY_DB_PATH: z.preprocess(emptyAsUnset, z.string().default('var/registry/registry.sqlite')),
  REGISTRY_ARTIFACTS_DIR: z.preprocess(emptyAsUnset, z.string().default('var/registry/artifacts')),
  REGISTRY_ALLOWED_ORIGINS: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .default(Object.values(LOCAL_ORIGINS).join(','))
      .transform((list) => list.split(',').map((item) => item.trim()).filter(Boolean))
      .pipe(z.array(httpOrigin)),
  ),
  REGISTRY_HOST_SHARED: z.preprocess(emptyAsUnset, z.string().default('host/dist/shared-versions.json')),
  REGISTRY_CANARY_MAX_FAILURE_RATE: z.preprocess(emptyAsUnset, z.coerce.number().min(0).max(1).default(0.2)),
  REGISTRY_CANARY_MIN_LOADS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).default(50)),
  REGISTRY_CANARY_WINDOW_SECONDS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(10).default(300)),
  REGISTRY_PREVIEW_SECRET: z.preprocess(emptyAsUnset, z.string().min(16, 'must have at least 16 characters').optional()),
  REGISTRY_GATE_TIMEOUT_MS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(100).default(5000)),
  HOST_ORIGIN: z.preprocess(emptyAsUnset, httpOrigin.default('http://localhost:3000')),
  ...Object.fromEntries(AREAS.map((area) => [`MERIDIAN_${area.toUpperCase()}_ORIGIN`, optionalOrigin])),
});

/** Development-only preview secret, so a local host verifies links without configuration. */
export const DEV_PREVIEW_SECRET = 'meridian-dev-preview-secret';

function failOn(error: z.ZodError): never {
  const issue = error.issues[0];
  throw new Error(`invalid registry environment: ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`);
}

/**
 * Resolves the server configuration from `source` (default `process.env`); relative paths are
 * taken from `repoRoot`. Throws an Error naming the first bad key. In production
 * (`NODE_ENV=production`) REGISTRY_TOKEN and REGISTRY_PREVIEW_SECRET are required.
 */
export function parseServerEnv(repoRoot: string, source: EnvSource = process.env): RegistryConfig {
  const parsed = serverSchema.safeParse(source);
  if (!parsed.success) failOn(parsed.error);
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  if (production && env.REGISTRY_TOKEN === undefined) throw new Error('invalid registry environment: REGISTRY_TOKEN is required in production');
  if (production && env.REGISTRY_PREVIEW_SECRET === undefined) {
    throw new Error('invalid registry environment: REGISTRY_PREVIEW_SECRET is required in production');
  }
  const fromRoot = (path: string): string => (isAbsolute(path) ? path : join(repoRoot, path));
  const defaultOrigins = Object.fromEntries(
    AREAS.map((area) => {
      const value = source[`MERIDIAN_${area.toUpperCase()}_ORIGIN`];
      return [area, value ? normaliseOrigin(value) : LOCAL_ORIGINS[area]];
    }),
  ) as Record<Area, string>;
  return {
    host: env.REGISTRY_HOST,
    port: env.REGISTRY_PORT,
    token: env.REGISTRY_TOKEN ?? randomBytes(24).toString('base64url'),
    tokenGenerated: env.REGISTRY_TOKEN === undefined,
    databasePath: fromRoot(env.REGISTRY_DB_PATH),
    artifactsDir: fromRoot(env.REGISTRY_ARTIFACTS_DIR),
    allowedOrigins: env.REGISTRY_ALLOWED_ORIGINS,
    defaultOrigins,
    hostSharedPath: fromRoot(env.REGISTRY_HOST_SHARED),
    canary: {
      maxFailureRate: env.REGISTRY_CANARY_MAX_FAILURE_RATE,
      minLoads: env.REGISTRY_CANARY_MIN_LOADS,
      windowSeconds: env.REGISTRY_CANARY_WINDOW_SECONDS,
    },
    hostOrigin: env.HOST_ORIGIN,
    previewSecret: env.REGISTRY_PREVIEW_SECRET ?? DEV_PREVIEW_SECRET,
    consoleDir: join(repoRoot, 'registry', 'dist', 'console'),
    gateTimeoutMs: env.REGISTRY_GATE_TIMEOUT_MS,
  };
}

/** What the CLI and the deploy script need: where the registry is and the write token. */
export interface ClientEnv {
  url: string;
  token: string | undefined;
  actor: string;
}

const clientSchema = z.object({
  REGISTRY_URL: z.preprocess(emptyAsUnset, httpOrigin.default('http://127.0.0.1:3200')),
  REGISTRY_TOKEN: optionalString,
  REGISTRY_ACTOR: optionalString,
  USER: optionalString,
});

/** Reads REGISTRY_URL, REGISTRY_TOKEN and REGISTRY_ACTOR (default `$USER`, else `cli`). Throws naming a bad key. */
export function parseClientEnv(source: EnvSource = process.env): ClientEnv {
  const parsed = clientSchema.safeParse(source);
  if (!parsed.success) failOn(parsed.error);
  return { url: parsed.data.REGISTRY_URL, token: parsed.data.REGISTRY_TOKEN, actor: parsed.data.REGISTRY_ACTOR ?? parsed.data.USER ?? 'cli' };
}
