/**
 * One health token per local host (decision 048): `npm start`, the cluster's replicas, `npm run
 * start:host` and the journeys' extra hosts each report as `host-<port>`. A host's token is an
 * HMAC of the machine's local health secret (`registryHealthToken` in var/local-secrets.json) and
 * its name, so the same host gets the same token on every start, and no two hosts share one. The
 * registry learns it from its tokens file (var/registry/people.json, role `health`, the digest
 * only), which it reads again when it changes: a host started later is accepted without a restart.
 */
import { createHmac } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { addToken, readTokenFile, tokenDigest } from 'registry/src/tokens.ts';
import { LOCAL_PEOPLE_FILE } from './apps.ts';
import { localSecrets } from './local-secrets.ts';

/** The name a local host reports under. */
export const hostName = (port: number): string => `host-${port}`;

/** The health token of the local host `name`. */
export function hostToken(name: string): string {
  return createHmac('sha256', localSecrets().registryHealthToken).update(`host:${name}`).digest('base64url');
}

/** Whether the tokens file holds `name` with `token`'s digest. */
function known(name: string, token: string): boolean {
  const read = readTokenFile(LOCAL_PEOPLE_FILE);
  return (
    !('error' in read) && read.tokens.some((entry) => entry.name === name && entry.sha256 === tokenDigest(token) && entry.role === 'health')
  );
}

/**
 * The token of the local host on `port`, its digest added to the local registry's tokens file
 * when missing (or replaced when the machine's secret changed). Two processes adding at once may
 * lose one write: the file is read back and written again until it holds the token.
 */
export function localHostToken(port: number): string {
  const name = hostName(port);
  const token = hostToken(name);
  for (let attempt = 0; attempt < 5 && !known(name, token); attempt += 1) {
    try {
      addToken(LOCAL_PEOPLE_FILE, name, 'health', token);
    } catch {
      // Present with another digest (the local secret changed): drop the old line and add it again.
      dropToken(name);
    }
  }
  if (!known(name, token)) throw new Error(`could not add the health token of ${name} to ${LOCAL_PEOPLE_FILE}`);
  return token;
}

/** Rewrites the tokens file without `name` (written whole, then renamed into place, mode 0600). */
function dropToken(name: string): void {
  const entries = Object.entries(JSON.parse(readFileSync(LOCAL_PEOPLE_FILE, 'utf8')) as Record<string, unknown>);
  const temporary = `${LOCAL_PEOPLE_FILE}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(Object.fromEntries(entries.filter(([key]) => key !== name)), null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, LOCAL_PEOPLE_FILE);
}
