/**
 * Named tokens of people and hosts (REGISTRY_TOKENS, REGISTRY_TOKENS_FILE, REGISTRY_TOKEN with
 * REGISTRY_TOKEN_NAME): parsing, the rules every source shares, and minting a person's token
 * (decision 035). Whoever writes is known by the name of the token they used; that name is what
 * the audit log records. A token minted here is kept only as its sha256 digest.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { ROLES, type Role } from '@meridian/shared/registry-contract';
import type { NamedToken, TokenRole } from './config.ts';

/** Shortest token accepted from REGISTRY_TOKENS and REGISTRY_TOKENS_FILE, in characters. */
export const MIN_TOKEN_LENGTH = 32;

/** Names the registry uses itself; a token may not take them. */
export const RESERVED_NAMES: readonly string[] = ['registry', 'anonymous'];

const NAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/;
const TOKEN = /^[!-~]+$/;
const SHA256 = /^[0-9a-f]{64}$/;

const tokenFileSchema = z.record(
  z.string(),
  z.union([
    z.string(),
    z.object({ role: z.enum([...ROLES, 'health']), sha256: z.string().regex(SHA256, 'must be 64 lowercase hex digits') }),
  ]),
);

/** Whether `value` names a person's role. */
export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The sha256 digest of a token, in lowercase hex: how REGISTRY_TOKENS_FILE keeps minted tokens. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The digest of a configured token (its own, or the one it was stored as). */
export function digestOf(entry: NamedToken): string {
  return entry.sha256 ?? tokenDigest(entry.token ?? '');
}

/** The role of a configured token. */
export function roleOf(entry: NamedToken): TokenRole {
  return entry.role;
}

/** Why `name` cannot name a token, or null when it can. */
export function invalidTokenName(name: string): string | null {
  if (!NAME.test(name)) return `token name "${name}" must be 1-64 letters, digits or . _ @ - and start with a letter or digit`;
  if (RESERVED_NAMES.includes(name.toLowerCase())) return `token name "${name}" is reserved`;
  return null;
}

/** Why a token without a role is refused, and what to write instead. */
export function noRole(name: string, fix: string): string {
  return `the token of "${name}" has no role (${ROLES.join(', ')}): a token without a role is refused; ${fix}`;
}

function checkToken(name: string, token: string, minLength: number): string | null {
  if (token.length < minLength) return `the token of "${name}" must have at least ${minLength} characters`;
  if (!TOKEN.test(token)) return `the token of "${name}" must be printable ASCII without spaces`;
  return null;
}

/**
 * Parses REGISTRY_TOKENS, `alice:releaser:<token>,ci:viewer:<token>`: name, role (viewer,
 * releaser or admin), then the token (everything after). Returns the tokens, or a message naming
 * the first bad entry; an entry without a role is refused (decision 051: it used to mean admin).
 */
export function parseTokenList(value: string): { tokens: NamedToken[] } | { error: string } {
  const tokens: NamedToken[] = [];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const [index, entry] of entries.entries()) {
    const colon = entry.indexOf(':');
    if (colon <= 0) return { error: `entry ${index + 1} must be name:role:token` };
    const name = entry.slice(0, colon);
    const rest = entry.slice(colon + 1);
    const second = rest.indexOf(':');
    const role = second > 0 ? rest.slice(0, second) : '';
    if (!isRole(role)) return { error: noRole(name, 'write name:role:token') };
    const token = rest.slice(second + 1);
    const problem = invalidTokenName(name) ?? checkToken(name, token, MIN_TOKEN_LENGTH);
    if (problem !== null) return { error: problem };
    tokens.push({ name, token, role });
  }
  return { tokens };
}

/**
 * Parses REGISTRY_HEALTH_TOKENS: `host:token,...`, one token per host, each of role `health`
 * (decision 048). Returns the tokens, or a message naming the bad entry.
 */
export function parseHostTokenList(value: string): { tokens: NamedToken[] } | { error: string } {
  const tokens: NamedToken[] = [];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const [index, entry] of entries.entries()) {
    const colon = entry.indexOf(':');
    if (colon <= 0) return { error: `entry ${index + 1} must be host:token` };
    const name = entry.slice(0, colon);
    const token = entry.slice(colon + 1);
    const problem = invalidTokenName(name) ?? checkToken(name, token, MIN_TOKEN_LENGTH);
    if (problem !== null) return { error: problem };
    tokens.push({ name, token, role: 'health' });
  }
  return { tokens };
}

/**
 * Parses the JSON of REGISTRY_TOKENS_FILE: `{ "<name>": { "role": "releaser", "sha256": "<hex>" } }`
 * (what `registry people add` writes; role `health` for a host's token, decision 048). A token in
 * clear without a role (`{ "<name>": "<token>" }`, admin before decision 051) is refused. Returns the
 * tokens, or a message on failure.
 */
export function parseTokenFile(text: string): { tokens: NamedToken[] } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'is not valid JSON' };
  }
  const parsed = tokenFileSchema.safeParse(json);
  if (!parsed.success) return { error: 'must be a JSON object of name to token, or to { role, sha256 }' };
  const tokens: NamedToken[] = [];
  for (const [name, value] of Object.entries(parsed.data)) {
    const problem =
      invalidTokenName(name) ?? (typeof value === 'string' ? noRole(name, 'give it { role, sha256 } (registry people add)') : null);
    if (problem !== null) return { error: problem };
    if (typeof value !== 'string') tokens.push({ name, role: value.role, sha256: value.sha256 });
  }
  return { tokens };
}

/**
 * Joins tokens from several sources. Refuses (a message) a name given twice or one token
 * shared by two names, since either would make the audit log ambiguous.
 */
export function mergeTokens(
  sources: readonly { key: string; tokens: readonly NamedToken[] }[],
): { tokens: NamedToken[] } | { error: string } {
  const byName = new Map<string, string>();
  const byToken = new Map<string, string>();
  const tokens: NamedToken[] = [];
  for (const { key, tokens: list } of sources) {
    for (const entry of list) {
      const nameKey = entry.name.toLowerCase();
      const digest = digestOf(entry);
      if (byName.has(nameKey)) return { error: `${key}: token name "${entry.name}" is already given by ${byName.get(nameKey) ?? '?'}` };
      if (byToken.has(digest)) return { error: `${key}: "${entry.name}" uses the same token as "${byToken.get(digest) ?? '?'}"` };
      byName.set(nameKey, key);
      byToken.set(digest, entry.name);
      tokens.push(entry);
    }
  }
  return { tokens };
}

/** Reads REGISTRY_TOKENS_FILE at `path`: its tokens, or a message naming the path. A missing file has none. */
export function readTokenFile(path: string): { tokens: NamedToken[] } | { error: string } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (typeof error === 'object' && error !== null && Reflect.get(error, 'code') === 'ENOENT') return { tokens: [] };
    return { error: `cannot read ${path}` };
  }
  const file = parseTokenFile(text);
  return 'error' in file ? { error: `${path} ${file.error}` } : file;
}

/**
 * Mints a token for `name` with `role` and adds `{ role, sha256 }` to the tokens file at `path`
 * (created with mode 0600 when missing; written whole, then renamed into place). Returns the
 * token, which exists nowhere else: print it once. Throws an Error for a bad name, a name already
 * in the file, or an unreadable file.
 */
export function addPerson(path: string, name: string, role: Role): string {
  return addToken(path, name, role, randomBytes(32).toString('base64url'));
}

/**
 * Adds `token` for `name` with `role` to the tokens file at `path` as `{ role, sha256 }` (a
 * person's, or a host's with role `health`, decision 048). Returns the token. Throws an Error
 * for a bad name or token, a name already in the file, or an unreadable file.
 */
export function addToken(path: string, name: string, role: TokenRole, token: string): string {
  const problem = invalidTokenName(name) ?? checkToken(name, token, MIN_TOKEN_LENGTH);
  if (problem !== null) throw new Error(problem);
  let current: Record<string, unknown> = {};
  const read = readTokenFile(path);
  if ('error' in read) throw new Error(read.error);
  if (read.tokens.length > 0) current = z.record(z.string(), z.unknown()).parse(JSON.parse(readFileSync(path, 'utf8')));
  if (Object.keys(current).some((known) => known.toLowerCase() === name.toLowerCase()))
    throw new Error(`"${name}" already has a token in ${path}`);
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ ...current, [name]: { role, sha256: tokenDigest(token) } }, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, path);
  return token;
}
