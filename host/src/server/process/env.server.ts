/**
 * The host process's configuration, validated once at start-up (docs/conventions.md rule 9). Nothing else
 * reads `process.env`. A bad value stops the process with a message naming the key.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { apiOrigin, DEFAULT_TABLE, hostPort, registryUrl, siteOrigin } from '../../../../tooling/local-system.ts';
import { AREAS, defaultOriginPort } from '@meridian/shared/areas';
import { ENVIRONMENT_NAME_PATTERN, PRODUCTION } from '@meridian/shared/registry-contract';
import { collapseSlashes, splitLocale } from '@meridian/shared/routing';
import { TELEMETRY_ENV } from '@meridian/shared/telemetry-env.server';

const port = z.coerce.number().int().min(1).max(65535);
const origins = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    );

/**
 * `REMOTE_SERVER_SOURCES`: comma-separated `<public origin>=<private base URL>` pairs; a server
 * bundle of that origin (`/<version>/server/...`) is read from `<base><path>` instead.
 */
const serverSources = z
  .string()
  .default('')
  .transform((value, context) => {
    const sources: Record<string, string> = {};
    for (const pair of value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const [origin = '', base = ''] = pair.split('=', 2);
      const parsed = [origin, base].map((url) => URL.parse(url.trim()));
      if (!pair.includes('=') || parsed.some((url) => url === null || !/^https?:$/.test(url.protocol))) {
        context.addIssue({ code: 'custom', message: `"${pair}" is not <public origin>=<http(s) base URL>` });
        return z.NEVER;
      }
      sources[(parsed[0] as URL).origin] = base.trim().replace(/\/+$/, '');
    }
    return sources;
  });

/** The public development secret of earlier versions: refused in production even when set on purpose. */
const KNOWN_PUBLIC_SECRETS = new Set(['meridian-dev-preview-secret']);

/**
 * `ROOT_REDIRECT`: a path of this site without locale prefix, query or hash (`/pricing`). An
 * address elsewhere (`//host`, `https://…`, a backslash) is refused, and so are `/` and a bare
 * locale (`/de`), which would redirect the home page to itself.
 */
const rootRedirect = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string()
    .regex(/^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]+$/, 'must be a path of this site such as /pricing, without query or hash')
    .refine((value) => collapseSlashes(value) === value, 'must not contain double slashes')
    .refine((value) => splitLocale(value).prefix === null, 'must not start with a locale: the visitor keeps their own')
    .optional(),
);

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** `TRUST_PROXY`: false (default), true, a hop count, or a comma list of addresses, CIDRs or Express names (`loopback`). */
const trustProxy = z
  .string()
  .default('false')
  .transform((value): boolean | number | string[] => {
    const text = value.trim();
    if (text === '' || text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    return text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  });

const schema = z.object({
  /** `production` makes secrets mandatory; `npm start` sets it. */
  NODE_ENV: z.string().optional(),
  HOST_PORT: port.default(hostPort(DEFAULT_TABLE)),
  HOST_BIND: z.string().default('127.0.0.1'),
  /** Public origin of the site, used for canonical and hreflang URLs. */
  PUBLIC_ORIGIN: z.url().default(siteOrigin(DEFAULT_TABLE)),
  /** Where the release state comes from: a watched file, or the release registry. */
  RELEASE_SOURCE: z.enum(['file', 'registry']).default('file'),
  /** Release file read by the file release source. */
  RELEASE_FILE: z.string().default('var/release.json'),
  /** The release registry followed when RELEASE_SOURCE=registry, and told about area health. */
  REGISTRY_URL: z.url().default(registryUrl(DEFAULT_TABLE)),
  /** The registry environment whose release state this host serves (decision 059): `production`, `staging` ... */
  REGISTRY_ENVIRONMENT: z.string().regex(ENVIRONMENT_NAME_PATTERN, 'must be an environment name such as staging').default(PRODUCTION),
  /** This host's bearer token for health reports: the registry's REGISTRY_HEALTH_TOKEN, which may do nothing else (never a write token). */
  REGISTRY_TOKEN: z.string().min(16).optional(),
  /** Milliseconds between health reports. */
  HEALTH_INTERVAL_MS: z.coerce.number().int().min(200).max(600000).default(5000),
  /** Share (0-1) of page views whose browser sends signals (decision 032); 0 turns the beacon off. */
  SIGNALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  /** Signed page views one client address may ask for per minute at `/__signals/view` (its beacons: twice that). */
  SIGNALS_RATE_LIMIT: z.coerce.number().int().min(1).max(10000).default(30),
  /**
   * HMAC secret of signed page views (decision 047), the same on every replica so a beacon
   * verifies on any of them; at least 32 characters. Required in production while signals are on;
   * elsewhere a missing one is made at random per process (one host only).
   */
  SIGNALS_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  /**
   * HMAC secret of preview links, shared with the registry. No default: without it preview
   * links are refused; in production it is required (at least 32 characters).
   */
  PREVIEW_SECRET: z.string().min(16).optional(),
  /** `Secure` on every cookie the site sets; default: on when PUBLIC_ORIGIN is https. */
  COOKIE_SECURE: flag.optional(),
  /** `Domain` of the site's cookies (for example `.example.com`); default: host-only cookies. */
  COOKIE_DOMAIN: z
    .string()
    .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/i, 'must be a domain such as .example.com')
    .optional(),
  /** `Strict-Transport-Security` max-age in seconds, 0 for none; default: one year when PUBLIC_ORIGIN is https. */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).max(63_072_000).optional(),
  /** Proxies whose `X-Forwarded-For` / `-Proto` the host believes (Express `trust proxy`). */
  TRUST_PROXY: trustProxy,
  /**
   * Milliseconds a replica keeps answering after SIGTERM, with `/readyz` at 503, so the load
   * balancer stops sending it requests before it closes (then requests in flight finish).
   */
  HOST_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  /** Where the host keeps the last release state it applied, to boot from when the registry is down. */
  RELEASE_CACHE_FILE: z.string().default('var/release-state.cache.json'),
  /** Milliseconds a starting host keeps retrying the registry before booting from RELEASE_SNAPSHOT_URL, then RELEASE_CACHE_FILE. */
  REGISTRY_BOOT_WAIT_MS: z.coerce.number().int().min(100).max(120_000).default(3000),
  /** http(s) URL of the release snapshot the registry writes into the bucket (`release-state.json`), read at start-up when the registry cannot be. */
  RELEASE_SNAPSHOT_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of release-state.json' }).optional(),
  /** Origins the host may load server code from (docs/architecture.md: remote origins are allow-listed). */
  REMOTE_ORIGIN_ALLOWLIST: origins(AREAS.map((area) => `http://localhost:${defaultOriginPort(area)}`).join(',')),
  /**
   * The read credential of server bundles (`/<version>/server/`) on the remote origins, which
   * refuse them to anyone else; sent as `Authorization: Bearer` to allow-listed origins only.
   */
  ORIGIN_SERVER_TOKEN: z.string().min(16).optional(),
  /**
   * Private sources of server bundles, per public origin (`<origin>=<base URL>`, comma-separated):
   * where the public origin is a CDN serving browser files only, the host reads
   * `/<version>/server/...` from `<base>` (the bucket's folder of that area) instead. Empty: from the origin.
   */
  REMOTE_SERVER_SOURCES: serverSources,
  /** Milliseconds a remote may take to load before its area is served as unavailable. */
  REMOTE_LOAD_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(4000),
  /** Milliseconds an origin's answer to the reachability probe is trusted (how fast a warm host notices a dead origin). */
  REMOTE_PROBE_TTL_MS: z.coerce.number().int().min(100).max(60000).default(1000),
  /** Milliseconds the reachability probe may take before the origin counts as down. */
  REMOTE_PROBE_TIMEOUT_MS: z.coerce.number().int().min(50).max(30000).default(1500),
  /** Milliseconds a failed remote load is answered from memory before it is tried again. */
  REMOTE_FAILURE_TTL_MS: z.coerce.number().int().min(100).max(600000).default(5000),
  /** Milliseconds between log lines about one unavailable area. */
  FAILURE_LOG_INTERVAL_MS: z.coerce.number().int().min(1000).max(3600000).default(30000),
  /** Public URL of the backend ("the API base", decision 026) as browsers reach it. */
  API_BASE: z
    .url()
    .default(apiOrigin(DEFAULT_TABLE))
    .transform((value) => value.replace(/\/+$/, '')),
  /** Pages the page cache keeps for anonymous visitors (0 turns it off). */
  PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100000).default(2000),
  /** Megabytes the page cache may hold. */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** Milliseconds a kept page is served before it is rendered again. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(1000).max(86400000).default(300000),
  /** Fragments of kept content (decision 077) the host keeps to write again instead of rendering them (0 turns it off); they expire after PAGE_CACHE_TTL_MS. */
  KEPT_HTML_ENTRIES: z.coerce.number().int().min(0).max(100000).default(2000),
  /** Megabytes the kept fragments may hold. */
  KEPT_HTML_MB: z.coerce.number().int().min(1).max(4096).default(32),
  /** pino level of the host's logs: `info` writes one line per page request, `warn` only problems. */
  HOST_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The API as the host's server reaches it (loaders and actions); default API_BASE. */
  API_INTERNAL_BASE: z
    .url()
    .optional()
    .transform((value) => value?.replace(/\/+$/, '')),
  /** Milliseconds a server-side API call may take. */
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  /** Where the home page (`/`, `/<locale>`) redirects, keeping the prefix; unset: no redirect (rule route.root-redirect). */
  ROOT_REDIRECT: rootRedirect,
  BRAND_NAME: z.string().min(1).default('Meridian VPN'),
  HELP_CENTRE_URL: z.url().default('https://help.meridianvpn.example/hc'),
  /** Folder of the host's browser build (served under /assets/). */
  CLIENT_DIR: z.string().default('dist/client'),
  /**
   * Development only (`npm run dev`): `POST /__dev/rebuilt/<area>` makes the host drop what it
   * cached for an area rebuilt in place, and `/__dev/events` tells open pages to reload.
   * Refused with NODE_ENV=production.
   */
  HOST_DEV_HOOK: flag.default(false),
  /** METRICS_PORT (default HOST_PORT + 250, or `off`), METRICS_BIND and the OTEL_* switches (decision 056). */
  ...TELEMETRY_ENV,
});

type ParsedEnv = z.infer<typeof schema>;

/** The validated configuration; cookie and HSTS settings are resolved against PUBLIC_ORIGIN, the signals secret made when missing outside production. */
export type HostEnv = Omit<ParsedEnv, 'COOKIE_SECURE' | 'HSTS_MAX_AGE' | 'SIGNALS_SECRET'> & {
  readonly COOKIE_SECURE: boolean;
  readonly HSTS_MAX_AGE: number;
  readonly SIGNALS_SECRET: string;
  readonly production: boolean;
};

const ONE_YEAR_SECONDS = 31_536_000;

function productionProblems(env: ParsedEnv): string[] {
  const problems: string[] = [];
  const secret = env.PREVIEW_SECRET;
  if (secret === undefined) problems.push('PREVIEW_SECRET: required in production (the registry signs preview links with the same secret)');
  else if (secret.length < 32 || KNOWN_PUBLIC_SECRETS.has(secret))
    problems.push('PREVIEW_SECRET: must be a private random value of at least 32 characters');
  if (env.RELEASE_SOURCE === 'registry' && env.REGISTRY_TOKEN === undefined)
    problems.push('REGISTRY_TOKEN: required in production when RELEASE_SOURCE=registry');
  if (env.SIGNALS_SAMPLE_RATE > 0 && env.SIGNALS_SECRET === undefined)
    problems.push(
      'SIGNALS_SECRET: required in production while SIGNALS_SAMPLE_RATE is above 0 (every replica signs and verifies page views with it)',
    );
  if (env.HOST_DEV_HOOK)
    problems.push(
      'HOST_DEV_HOOK: refused with NODE_ENV=production (it lets anyone who reaches the host drop its caches; npm run dev only)',
    );
  return problems;
}

/**
 * Parses `source` (normally `process.env`); throws an Error naming every bad key. With
 * `NODE_ENV=production` the secrets have no default: a missing or public one stops start-up.
 */
export function parseHostEnv(source: Record<string, string | undefined>): HostEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`invalid host environment: ${problems}`);
  }
  const env = result.data;
  const production = env.NODE_ENV === 'production';
  const problems = production ? productionProblems(env) : [];
  if (problems.length > 0) throw new Error(`invalid host environment: ${problems.join('; ')}`);
  const https = new URL(env.PUBLIC_ORIGIN).protocol === 'https:';
  return {
    ...env,
    production,
    COOKIE_SECURE: env.COOKIE_SECURE ?? https,
    HSTS_MAX_AGE: env.HSTS_MAX_AGE ?? (https ? ONE_YEAR_SECONDS : 0),
    SIGNALS_SECRET: env.SIGNALS_SECRET ?? randomBytes(32).toString('base64url'),
  };
}
