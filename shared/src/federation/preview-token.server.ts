/**
 * Preview links (rule release.pinned-set, decision 005): a signed, expiring token that lets one browser see one unreleased
 * version of one area: a signed JSON token (signed-json.server.ts) of `{area, version, exp, integrity?}`, where `exp` is in seconds since the epoch and
 * `integrity` what the version's code hashes to (decision 053: a preview version is in no release
 * state, so its token carries them, signed). Server only: the registry signs, the host verifies
 * with the same secret.
 */
import { isArea, type Area } from '../routing/areas.ts';
import { openSignedJson, signJson } from './signed-json.server.ts';

/** What a preview token grants: `area` at `version` until `exp` (seconds since the epoch), with its code's hashes. */
export interface PreviewClaims {
  area: Area;
  version: string;
  exp: number;
  /** sha256 (lowercase hex) of the version's `build-files.json` and browser `remoteEntry.js` (decision 053). */
  integrity?: { buildFiles: string; remoteEntry: string };
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

function integrityOf(value: unknown): PreviewClaims['integrity'] | null {
  if (typeof value !== 'object' || value === null) return null;
  const { buildFiles, remoteEntry } = value as Record<string, unknown>;
  if (typeof buildFiles !== 'string' || typeof remoteEntry !== 'string') return null;
  return SHA256_HEX.test(buildFiles) && SHA256_HEX.test(remoteEntry) ? { buildFiles, remoteEntry } : null;
}

const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const MIN_SECRET_LENGTH = 16;
const MAX_TOKEN_LENGTH = 1024;

/**
 * Signs `claims` with `secret` (at least 16 characters). Throws an Error when the secret is too
 * short, the area unknown, the version not semver or `exp` not a positive integer.
 */
export function signPreviewToken(claims: PreviewClaims, secret: string): string {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`preview secret must have at least ${MIN_SECRET_LENGTH} characters`);
  if (!isArea(claims.area)) throw new Error(`cannot sign a preview token for unknown area ${String(claims.area)}`);
  if (!VERSION_PATTERN.test(claims.version)) throw new Error(`cannot sign a preview token for version ${claims.version}: not semver`);
  if (!Number.isInteger(claims.exp) || claims.exp <= 0) throw new Error(`cannot sign a preview token with exp ${claims.exp}`);
  if (claims.integrity !== undefined && integrityOf(claims.integrity) === null)
    throw new Error(`cannot sign a preview token for ${claims.version}: its integrity is not two sha256 in hex`);
  const payload = {
    area: claims.area,
    version: claims.version,
    exp: claims.exp,
    ...(claims.integrity === undefined ? {} : { integrity: claims.integrity }),
  };
  return signJson(payload, secret);
}

function parseClaims(value: unknown): PreviewClaims | null {
  if (typeof value !== 'object' || value === null) return null;
  const { area, version, exp, integrity } = value as Record<string, unknown>;
  if (!isArea(area) || typeof version !== 'string' || !VERSION_PATTERN.test(version)) return null;
  if (typeof exp !== 'number' || !Number.isInteger(exp)) return null;
  const hashes = integrity === undefined ? undefined : integrityOf(integrity);
  if (hashes === null) return null;
  return hashes === undefined ? { area, version, exp } : { area, version, exp, integrity: hashes };
}

/**
 * Returns the claims of a valid token, or null when it is malformed, signed with another
 * secret or expired (`exp` at or before `nowMs / 1000`). The signature is compared in constant
 * time. Never throws for any input.
 */
export function verifyPreviewToken(token: unknown, secret: string, nowMs: number = Date.now()): PreviewClaims | null {
  if (secret.length < MIN_SECRET_LENGTH) return null;
  const claims = parseClaims(openSignedJson(token, secret, MAX_TOKEN_LENGTH));
  if (claims === null || claims.exp * 1000 <= nowMs) return null;
  return claims;
}
