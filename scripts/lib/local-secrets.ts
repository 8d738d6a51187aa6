/**
 * Secrets of a local run (`npm start`, `npm test`, `npm run release`, `npm run deploy`): made at
 * random on first use and kept in `var/local-secrets.json` (mode 600), never committed and
 * never a default in code, so no two machines share them and nobody can sign a preview link or
 * write to a registry with a value printed in the repository. Production sets each one in its
 * own environment instead (README, "Production settings"); a value in the environment wins here too.
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
  /** HMAC key of the API's built-in captcha (`API_CAPTCHA_LOCAL_SECRET`). */
  readonly captchaSecret: string;
}

const FILE = join(ROOT, 'var', 'local-secrets.json');

const random = () => randomBytes(32).toString('base64url');

function isSecrets(value: unknown): value is LocalSecrets {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['previewSecret', 'registryToken', 'captchaSecret'].every(
    (key) => typeof record[key] === 'string' && (record[key] as string).length >= 32,
  );
}

function readOrCreate(): LocalSecrets {
  if (existsSync(FILE)) {
    try {
      const stored: unknown = JSON.parse(readFileSync(FILE, 'utf8'));
      if (isSecrets(stored)) return stored;
    } catch {
      // An unreadable file is replaced below: local secrets protect nothing that outlives them.
    }
  }
  const created: LocalSecrets = { previewSecret: random(), registryToken: random(), captchaSecret: random() };
  mkdirSync(dirname(FILE), { recursive: true });
  writeFileSync(FILE, `${JSON.stringify(created, null, 2)}\n`, { mode: 0o600 });
  chmodSync(FILE, 0o600);
  return created;
}

let cached: LocalSecrets | undefined;

/** The local secrets, with `PREVIEW_SECRET`, `REGISTRY_TOKEN` and `API_CAPTCHA_LOCAL_SECRET` from the environment taking precedence. */
export function localSecrets(): LocalSecrets {
  cached ??= readOrCreate();
  return {
    previewSecret: process.env.PREVIEW_SECRET || cached.previewSecret,
    registryToken: process.env.REGISTRY_TOKEN || cached.registryToken,
    captchaSecret: process.env.API_CAPTCHA_LOCAL_SECRET || cached.captchaSecret,
  };
}
