/**
 * Signed JSON tokens, the one format of the site's own signed tokens (preview links, decision 005;
 * signed page views, decision 047): `base64url(JSON payload)` + `.` + `base64url(HMAC-SHA256(payload
 * part, secret))`. Only the holder of the secret can make one; anyone holding one can read it (never
 * put a secret in the payload). Server only.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Buffer } from 'node:buffer';

const PART = /^[A-Za-z0-9_-]+$/;

const mac = (payloadPart: string, secret: string): Buffer => createHmac('sha256', secret).update(payloadPart).digest();

/** The token of `payload` (any JSON value) signed with `secret`. */
export function signJson(payload: unknown, secret: string): string {
  const payloadPart = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${payloadPart}.${mac(payloadPart, secret).toString('base64url')}`;
}

/**
 * The payload of `token` when it is a string of at most `maxLength` characters, of two base64url
 * parts, signed with `secret` (compared in constant time) and holding JSON; else undefined. The
 * caller checks the payload's shape. Never throws for any input.
 */
export function openSignedJson(token: unknown, secret: string, maxLength: number): unknown {
  if (typeof token !== 'string' || token.length > maxLength) return undefined;
  const [payloadPart = '', signaturePart = '', extra] = token.split('.');
  if (extra !== undefined || !PART.test(payloadPart) || !PART.test(signaturePart)) return undefined;
  const expected = mac(payloadPart, secret);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
