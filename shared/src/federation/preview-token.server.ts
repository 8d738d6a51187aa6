/**
 * Preview links (issue 4): a signed, expiring token that lets one browser see one unreleased
 * version of one area. Format: `base64url(JSON {area, version, exp})` + `.` +
 * `base64url(HMAC-SHA256(payload part, secret))`, where `exp` is in seconds since the epoch.
 * Server only: the registry signs, the host verifies with the same secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Buffer } from 'node:buffer';
import { isArea, type Area } from '../routing/areas.ts';

/** What a preview token grants: `area` at `version` until `exp` (seconds since the epoch). */
export interface PreviewClaims {
  area: Area;
  version: string;
  exp: number;
}

const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const MIN_SECRET_LENGTH = 16;
const MAX_TOKEN_LENGTH = 1024;

function mac(payloadPart: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payloadPart).digest();
}

/**
 * Signs `claims` with `secret` (at least 16 characters). Throws an Error when the secret is too
 * short, the area unknown, the version not semver or `exp` not a positive integer.
 */
export function signPreviewToken(claims: PreviewClaims, secret: string): string {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`preview secret must have at least ${MIN_SECRET_LENGTH} characters`);
  if (!isArea(claims.area)) throw new Error(`cannot sign a preview token for unknown area ${String(claims.area)}`);
  if (!VERSION_PATTERN.test(claims.version)) throw new Error(`cannot sign a preview token for version ${claims.version}: not semver`);
  if (!Number.isInteger(claims.exp) || claims.exp <= 0) throw new Error(`cannot sign a preview token with exp ${claims.exp}`);
  const payload = { area: claims.area, version: claims.version, exp: claims.exp };
  const payloadPart = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${payloadPart}.${mac(payloadPart, secret).toString('base64url')}`;
}

function parseClaims(payloadPart: string): PreviewClaims | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { area, version, exp } = value as Record<string, unknown>;
  if (!isArea(area) || typeof version !== 'string' || !VERSION_PATTERN.test(version)) return null;
  if (typeof exp !== 'number' || !Number.isInteger(exp)) return null;
  return { area, version, exp };
}

/**
 * Returns the claims of a valid token, or null when it is malformed, signed with another
 * secret or expired (`exp` at or before `nowMs / 1000`). The signature is compared in constant
 * time. Never throws for any input.
 */
export function verifyPreviewToken(token: unknown, secret: string, nowMs: number = Date.now()): PreviewClaims | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || secret.length < MIN_SECRET_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payloadPart = '', signaturePart = ''] = parts;
  if (!/^[A-Za-z0-9_-]+$/.test(payloadPart) || !/^[A-Za-z0-9_-]+$/.test(signaturePart)) return null;
  const expected = mac(payloadPart, secret);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = parseClaims(payloadPart);
  if (claims === null || claims.exp * 1000 <= nowMs) return null;
  return claims;
}
