/**
 * Named write tokens (REGISTRY_TOKENS, REGISTRY_TOKENS_FILE, REGISTRY_TOKEN with
 * REGISTRY_TOKEN_NAME): parsing and the rules every source shares. Whoever writes is known by
 * the name of the token they used; that name is what the audit log records.
 */
import { z } from 'zod';
import type { NamedToken } from './config.ts';

/** Shortest token accepted from REGISTRY_TOKENS and REGISTRY_TOKENS_FILE, in characters. */
export const MIN_TOKEN_LENGTH = 32;

/** Names the registry uses itself; a token may not take them. */
export const RESERVED_NAMES: readonly string[] = ['registry', 'anonymous'];

const NAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/;
const TOKEN = /^[!-~]+$/;

const tokenFileSchema = z.record(z.string(), z.string());

/** Why `name` cannot name a token, or null when it can. */
export function invalidTokenName(name: string): string | null {
  if (!NAME.test(name)) return `token name "${name}" must be 1-64 letters, digits or . _ @ - and start with a letter or digit`;
  if (RESERVED_NAMES.includes(name.toLowerCase())) return `token name "${name}" is reserved`;
  return null;
}

function checkToken(name: string, token: string, minLength: number): string | null {
  if (token.length < minLength) return `the token of "${name}" must have at least ${minLength} characters`;
  if (!TOKEN.test(token)) return `the token of "${name}" must be printable ASCII without spaces`;
  return null;
}

/**
 * Parses REGISTRY_TOKENS, `alice:<token>,ci:<token>` (the token is everything after the first
 * colon). Returns the tokens, or a message naming the first bad entry.
 */
export function parseTokenList(value: string): { tokens: NamedToken[] } | { error: string } {
  const tokens: NamedToken[] = [];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const [index, entry] of entries.entries()) {
    const colon = entry.indexOf(':');
    if (colon <= 0) return { error: `entry ${index + 1} must be name:token` };
    const name = entry.slice(0, colon);
    const token = entry.slice(colon + 1);
    const problem = invalidTokenName(name) ?? checkToken(name, token, MIN_TOKEN_LENGTH);
    if (problem !== null) return { error: problem };
    tokens.push({ name, token });
  }
  return { tokens };
}

/** Parses the JSON of REGISTRY_TOKENS_FILE, `{ "alice": "<token>" }`; a message on failure. */
export function parseTokenFile(text: string): { tokens: NamedToken[] } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'is not valid JSON' };
  }
  const parsed = tokenFileSchema.safeParse(json);
  if (!parsed.success) return { error: 'must be a JSON object of name to token strings' };
  const tokens: NamedToken[] = [];
  for (const [name, token] of Object.entries(parsed.data)) {
    const problem = invalidTokenName(name) ?? checkToken(name, token, MIN_TOKEN_LENGTH);
    if (problem !== null) return { error: problem };
    tokens.push({ name, token });
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
      if (byName.has(nameKey)) return { error: `${key}: token name "${entry.name}" is already given by ${byName.get(nameKey) ?? '?'}` };
      if (byToken.has(entry.token)) return { error: `${key}: "${entry.name}" uses the same token as "${byToken.get(entry.token) ?? '?'}"` };
      byName.set(nameKey, key);
      byToken.set(entry.token, entry.name);
      tokens.push(entry);
    }
  }
  return { tokens };
}
