/**
 * Secrets of a local run (`npm start`, `npm test`, `npm run release`, `npm run deploy`): made at
 * random on first use and kept in `var/local-secrets.json` (mode 600), never committed and
 * never a default in code, so no two machines share them and nobody can sign a preview link or
 * write to a registry with a value printed in the repository. Production sets each one in its
 * own environment instead (docs/operations.md, "Production settings"); a value in the environment wins here too.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
const ROOT = join(import.meta.dirname, '..', '..');

/** The secrets the local processes share. */
export interface LocalSecrets {
  /** HMAC secret of preview links: the registry signs, every host verifies (`PREVIEW_SECRET`). */
  readonly previewSecret: string;
  /** Registry write token of the person running the local system (`REGISTRY_TOKEN`). */
  readonly registryToken: string;
  /** The secret each local host's own health token is made from (scripts/lib/host-tokens.ts, decision 048). */
  readonly registryHealthToken: string;
  /** HMAC key of the API's built-in captcha (`API_CAPTCHA_LOCAL_SECRET`). */
  readonly captchaSecret: string;
  /** The origins' read credential of server bundles: hosts and the registry's checker send it (`ORIGIN_SERVER_TOKEN`). */
  readonly originServerToken: string;
  /** The cluster's PostgreSQL superuser password (scram-sha-256, decision 055). */
  readonly postgresPassword: string;
  /** The cluster's object store key pair: the registry signs its writes with it; s3rver's fixed pair is refused (decision 055). */
  readonly objectStoreKeyId: string;
  readonly objectStoreSecret: string;
  /** HMAC secret of signed page views, the same for every local host (`SIGNALS_SECRET`, decision 047). */
  readonly signalsSecret: string;
}

const FILE = join(ROOT, 'var', 'local-secrets.json');

const random = () => randomBytes(32).toString('base64url');

const KEYS = [
  'previewSecret',
  'registryToken',
  'registryHealthToken',
  'captchaSecret',
  'originServerToken',
  'postgresPassword',
  'objectStoreKeyId',
  'objectStoreSecret',
  'signalsSecret',
] as const;

/** The stored secrets that are usable (strings of at least 32 characters); the others are made anew. */
function usable(value: unknown): Partial<LocalSecrets> {
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    KEYS.flatMap((key) => (typeof record[key] === 'string' && record[key].length >= 32 ? [[key, record[key]]] : [])),
  );
}

/**
 * Reads the secrets kept in `file`, making the missing ones; the file is left owner-only (0600)
 * whether it was made now or found readable by others (decision 051).
 */
export function readOrCreateSecrets(file: string): LocalSecrets {
  let stored: Partial<LocalSecrets> = {};
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    try {
      stored = usable(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      // An unreadable file is replaced below: local secrets protect nothing that outlives them.
    }
  }
  // A secret missing from an older file is added; the ones it holds are kept (a running registry knows them).
  if (KEYS.every((key) => stored[key] !== undefined)) return stored as LocalSecrets;
  const created = Object.fromEntries(KEYS.map((key) => [key, stored[key] ?? random()])) as unknown as LocalSecrets;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(created, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return created;
}

let cached: LocalSecrets | undefined;

/**
 * The local secrets, with `PREVIEW_SECRET`, `REGISTRY_TOKEN`, `REGISTRY_HEALTH_TOKEN`,
 * `API_CAPTCHA_LOCAL_SECRET`, `ORIGIN_SERVER_TOKEN` and `SIGNALS_SECRET` from the environment taking precedence.
 */
export function localSecrets(): LocalSecrets {
  cached ??= readOrCreateSecrets(FILE);
  return {
    previewSecret: process.env.PREVIEW_SECRET || cached.previewSecret,
    registryToken: process.env.REGISTRY_TOKEN || cached.registryToken,
    registryHealthToken: process.env.REGISTRY_HEALTH_TOKEN || cached.registryHealthToken,
    captchaSecret: process.env.API_CAPTCHA_LOCAL_SECRET || cached.captchaSecret,
    originServerToken: process.env.ORIGIN_SERVER_TOKEN || cached.originServerToken,
    postgresPassword: cached.postgresPassword,
    objectStoreKeyId: cached.objectStoreKeyId,
    objectStoreSecret: cached.objectStoreSecret,
    signalsSecret: process.env.SIGNALS_SECRET || cached.signalsSecret,
  };
}
