/**
 * Password hashing with node:crypto scrypt: a random 16-byte salt per hash, stored as
 * `scrypt$N$r$p$<salt b64url>$<hash b64url>`, compared in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const DEFAULT_COST = { N: 16384, r: 8, p: 1 } as const;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolvePromise(key),
    );
  });
}

/**
 * Hashes a password for storage.
 * @returns the encoded hash string (about 150 characters)
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, DEFAULT_COST);
  const { N, r, p } = DEFAULT_COST;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Checks a password against a stored hash in constant time.
 * @returns false for a wrong password or a malformed hash (never throws for bad input)
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  const [scheme, n, r, p, salt, hash] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  try {
    const cost = { N: Number(n), r: Number(r), p: Number(p) };
    const actual = await derive(password, Buffer.from(salt, 'base64url'), cost);
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A valid hash of a random password, made once per process. Login checks it when the account
 * does not exist or has no password, so both cases take as long as a wrong password.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64url'));
  return dummyHash;
}
