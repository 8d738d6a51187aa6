/**
 * The host process's configuration, validated once at start-up (STYLE.md rule 9). Nothing else
 * reads `process.env`. A bad value stops the process with a message naming the key.
 */
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);
const origins = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) => value.split(',').map((item) => item.trim().replace(/\/+$/, '')).filter(Boolean));

const schema = z.object({
  HOST_PORT: port.default(3000),
  HOST_BIND: z.string().default('127.0.0.1'),
  /** Public origin of the site, used for canonical and hreflang URLs. */
  PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
  /** Where the release state comes from: a watched file, or the release registry. */
  RELEASE_SOURCE: z.enum(['file', 'registry']).default('file'),
  /** Release file read by the file release source. */
  RELEASE_FILE: z.string().default('var/release.json'),
  /** The release registry followed when RELEASE_SOURCE=registry, and told about area health. */
  REGISTRY_URL: z.url().default('http://127.0.0.1:3200'),
  /** Bearer token for health reports to the registry. */
  REGISTRY_TOKEN: z.string().min(16).optional(),
  /** Milliseconds between health reports. */
  HEALTH_INTERVAL_MS: z.coerce.number().int().min(200).max(600000).default(5000),
  /** HMAC secret of preview links, shared with the registry (its development default locally). */
  PREVIEW_SECRET: z.string().min(16).default('meridian-dev-preview-secret'),
  /** Origins the host may load server code from (ARCHITECTURE.md: remote origins are allow-listed). */
  REMOTE_ORIGIN_ALLOWLIST: origins(
    'http://localhost:3001,http://localhost:3002,http://localhost:3003,http://localhost:3004,http://localhost:3005',
  ),
  /** Milliseconds a remote may take to load before its area is served as unavailable. */
  REMOTE_LOAD_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(4000),
  /** Public URL of the backend (spec section 7, "the API base") as browsers reach it. */
  API_BASE: z.url().default('http://localhost:3100').transform((value) => value.replace(/\/+$/, '')),
  BRAND_NAME: z.string().min(1).default('Meridian VPN'),
  HELP_CENTRE_URL: z.url().default('https://help.meridianvpn.example/hc'),
  /** Folder of the host's browser build (served under /assets/). */
  CLIENT_DIR: z.string().default('dist/client'),
});

/** The validated configuration. */
export type HostEnv = z.infer<typeof schema>;

/** Parses `source` (normally `process.env`); throws an Error naming every bad key. */
export function parseHostEnv(source: Record<string, string | undefined>): HostEnv {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  throw new Error(`invalid host environment: ${problems}`);
}
