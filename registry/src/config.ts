/**
 * The registry's resolved configuration: what `env.server.ts` produces from the environment
 * and what tests build directly. Paths are absolute; origins have no trailing slash.
 */
import { AREAS, defaultOriginPort, type Area } from '@meridian/shared/areas';
import type { Role } from '@meridian/shared/registry-contract';
import type { GuardPolicy } from './services/guard-statistics.ts';

/** Thresholds of the automatic canary abort (decision 005). */
export interface CanaryPolicy {
  /** Failure rate (0-1) above which a canary is aborted. */
  maxFailureRate: number;
  /** Loads needed in the window before the load failure rate is judged. */
  minLoads: number;
  /** Page views needed in the window before the page failure rate is judged (decision 032). */
  minPageViews: number;
  /** Length of the sliding window, in seconds. */
  windowSeconds: number;
}

/** Guarded rollouts and the signals they judge (decision 032). */
export interface RolloutPolicy {
  /** The guard's thresholds. */
  guard: GuardPolicy;
  /** How often each registry process judges the running rollouts, in milliseconds. */
  tickMs: number;
  /** How long per-minute signal buckets are kept, in hours. */
  signalRetentionHours: number;
}

/** Defaults of {@link RolloutPolicy} (env.server.ts reads each from the environment). */
export const DEFAULT_ROLLOUT_POLICY: RolloutPolicy = {
  guard: {
    minPageViews: 200,
    minVitalSamples: 50,
    maxPageErrorRateIncrease: 0.001,
    maxServerErrorRateIncrease: 0.005,
    maxVitalRatio: 1.2,
    alpha: 0.01,
    tuningViews: 20_000,
    agreeAlpha: 0.1,
    minErrorSources: 10,
  },
  tickMs: 5000,
  signalRetentionHours: 48,
};

/** Bounds of each host's health reports (decision 048); a report past one is refused naming it. */
export interface HealthIntakePolicy {
  /** Reports one host may send per minute, all versions together. */
  maxReportsPerMinute: number;
  /** Page views plus remote loads one host may report per minute, all versions together. */
  maxViewsPerMinute: number;
  /** Browser page views one source (an address, keyed by the hosts, decision 047) counts for per version per hour. */
  maxBrowserViewsPerSource: number;
}

/** Defaults of {@link HealthIntakePolicy}: a report every 5 s for 20 versions, 2 000 page views a second, 30 page views per address and version an hour. */
export const DEFAULT_HEALTH_INTAKE: HealthIntakePolicy = {
  maxReportsPerMinute: 240,
  maxViewsPerMinute: 120_000,
  maxBrowserViewsPerSource: 30,
};

/**
 * What a token may do (decision 035): a person's role, `viewer` (sign in, read), `releaser`
 * (every release write, publish, preview, approve) or `admin` (also who has access), or
 * `health`, the token every host holds, which may only report health (decision 020: a web server's
 * credential must not switch releases).
 */
export type TokenRole = Role | 'health';

/**
 * A token and the name the audit log records for whoever uses it (`alice`, `ci`). Either the
 * token itself (`token`, from the environment) or only its sha256 digest in hex (`sha256`, what
 * `registry people add` writes to REGISTRY_TOKENS_FILE). Every token has a role: one without is
 * refused at start-up (decision 051; before, it meant `admin`).
 */
export interface NamedToken {
  name: string;
  token?: string;
  sha256?: string;
  role: TokenRole;
}

/**
 * The external program of the `loads-and-renders` gate (REGISTRY_REMOTE_CHECKER):
 * `node <path> <area> <version> <origin>`, run with exactly `env` (never NODE_ENV or a secret).
 */
export interface RemoteCheckerConfig {
  path: string;
  env: Record<string, string>;
}

/**
 * The S3-compatible bucket of `ARTIFACT_STORE_URL=s3://<bucket>/<prefix>`: versions under
 * `<prefix>/<area>/<version>/`, the release snapshot at `<prefix>/release-state.json`. Endpoint,
 * region and credentials come from the AWS SDK's own settings (AWS_ENDPOINT_URL_S3, AWS_REGION,
 * AWS_ACCESS_KEY_ID ...); `forcePathStyle` is for local stores that have no per-bucket host names.
 */
export interface ObjectStoreConfig {
  bucket: string;
  /** Key prefix without leading or trailing `/`; empty for the bucket's root. */
  prefix: string;
  forcePathStyle: boolean;
}

/** A named environment (decision 059): its name and its site's public origin (where its preview links lead). */
export interface EnvironmentConfig {
  name: string;
  hostOrigin: string;
}

/** Retention of published versions (decision 061): `npm run release -- gc` and its optional schedule. */
export interface RetentionConfig {
  /** How often each registry process runs it, in milliseconds, or null for never (REGISTRY_GC_INTERVAL). */
  intervalMs: number | null;
  /** Newest versions of each area a scheduled run always keeps. */
  keep: number;
  /** A version served within this many milliseconds is kept. */
  minAgeMs: number;
}

/** Everything the registry server needs at run time. */
export interface RegistryConfig {
  host: string;
  port: number;
  /** Bearer tokens of people and of hosts (role `health`) from the environment; a write is audited under the name of the token it used. */
  tokens: readonly NamedToken[];
  /** REGISTRY_TOKENS_FILE, read again whenever it changes (a person added by `registry people add` may sign in at once), or null. */
  tokensFile: string | null;
  /**
   * REGISTRY_TWO_PERSON_ACTIONS: release actions (`activate`, `canary`, `promote`, later `rollout`)
   * that a second releaser must approve before they apply; empty turns the rule off.
   */
  twoPersonActions: readonly string[];
  /** True when no write token was configured and the only one was generated at start-up. */
  tokenGenerated: boolean;
  /**
   * REGISTRY_PUBLIC_READS: reads answer without a token (a local demo; loud warning at start-up).
   * Otherwise every read needs a viewer's token at least, and the release state a host's too (decision 051).
   */
  publicReads: boolean;
  databasePath: string;
  /** REGISTRY_DATABASE_URL: the PostgreSQL store when set (then `databasePath` is unused), else null for SQLite. */
  databaseUrl: string | null;
  artifactsDir: string;
  /** The bucket that replaces `artifactsDir` when ARTIFACT_STORE_URL is set. */
  objectStore?: ObjectStoreConfig;
  /** Origins a release may point at, e.g. `http://localhost:3002`. */
  allowedOrigins: string[];
  /** The origin each area is served from when a write names none. */
  defaultOrigins: Record<Area, string>;
  /** JSON file `{ "react": "19.3.1", ... }` written by the host build. */
  hostSharedPath: string;
  canary: CanaryPolicy;
  rollout: RolloutPolicy;
  /** Bounds of each host's health reports (decision 048). */
  healthIntake: HealthIntakePolicy;
  /** Public origin of the host, used in preview links: the environment's (decision 059). */
  hostOrigin: string;
  /** REGISTRY_ENVIRONMENTS: production first, then the others (decision 059). */
  environments: readonly EnvironmentConfig[];
  retention: RetentionConfig;
  /** HMAC secret of preview tokens; the host must verify with the same one. */
  previewSecret: string;
  /** Folder of the prebuilt console (index.html and its assets). */
  consoleDir: string;
  /** Time limit of one gate's external work (manifest fetch, checker run), in milliseconds. */
  gateTimeoutMs: number;
  /** The `loads-and-renders` checker, or null when REGISTRY_REMOTE_CHECKER=off (gate skipped). */
  remoteChecker: RemoteCheckerConfig | null;
}

/** Retention when REGISTRY_GC_* say nothing: no schedule, the 10 newest kept, anything served in 30 days kept. */
export const DEFAULT_RETENTION: RetentionConfig = { intervalMs: null, keep: 10, minAgeMs: 30 * 24 * 3_600_000 };

/** Default origin of each area (docs/architecture.md process table): `http://localhost:3001` for marketing. */
export const LOCAL_ORIGINS: Readonly<Record<Area, string>> = Object.fromEntries(
  AREAS.map((area) => [area, `http://localhost:${defaultOriginPort(area)}`]),
) as Record<Area, string>;

/** `http://Host:80/` gives `http://host`; throws a TypeError for a string that is no URL. */
export function normaliseOrigin(origin: string): string {
  return new URL(origin).origin;
}
