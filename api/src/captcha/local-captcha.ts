/**
 * The built-in captcha provider. Tokens are `<payload>.<signature>`: a base64url JSON payload
 * { k: kind, a: action, e: expiry ms, n: nonce } signed with HMAC-SHA256. A token is accepted
 * once (its nonce goes to table captcha_used) and only before its expiry. It proves the
 * request came through the page's script, not that a person was there: local runs only.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { LocalCaptchaConfig } from '../config.ts';
import { run } from '../db/database.ts';
import type { CaptchaKind, LocalCaptcha } from './captcha.ts';

const payloadSchema = z.object({
  k: z.enum(['v2', 'v3']),
  a: z.string(),
  e: z.number(),
  n: z.string().min(16),
});

function sign(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

function decode(token: string, secret: string): z.infer<typeof payloadSchema> | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return payloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
}

/**
 * Creates the local provider.
 * @param db where spent nonces are recorded
 * @param now clock in ms since epoch
 */
export function createLocalCaptcha(db: DatabaseSync, config: LocalCaptchaConfig, now: () => number): LocalCaptcha {
  return {
    provider: 'local',
    issue(kind: CaptchaKind, action: string): string {
      const body = { k: kind, a: action, e: now() + config.ttlSeconds * 1000, n: randomBytes(16).toString('base64url') };
      const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
      return `${payload}.${sign(config.secret, payload).toString('base64url')}`;
    },
    async verify(token: string, kind: CaptchaKind) {
      const payload = decode(token, config.secret);
      if (payload === undefined || payload.k !== kind || payload.e <= now()) return { ok: false };
      const spent = run(db, 'INSERT OR IGNORE INTO captcha_used (nonce, expires_at) VALUES (?, ?)', payload.n, payload.e);
      return spent.changes === 1 ? { ok: true } : { ok: false };
    },
  };
}
