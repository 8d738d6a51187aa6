/**
 * Parts of the registry server's configuration that take more than a schema (env.server.ts): the
 * object store URL, the tokens of every source checked together, and the remote checker with the
 * only variables it inherits.
 */
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { ENVIRONMENT_NAME_PATTERN, PRODUCTION } from '@meridian/shared/registry-contract';
import { normaliseOrigin, type EnvironmentConfig, type NamedToken, type ObjectStoreConfig, type RemoteCheckerConfig } from './config.ts';
import { fail, type EnvSource, type ServerEnv } from './env-schema.server.ts';
import { invalidArtifactPath } from './store/artifact-store.ts';
import { invalidTokenName, mergeTokens, noRole, parseHostTokenList, parseTokenList, readTokenFile } from './tokens.ts';

/**
 * REGISTRY_ENVIRONMENTS (decision 059): `name[=origin]` items, comma-separated; an environment
 * without an origin has HOST_ORIGIN's. Production comes first whether listed or not. Throws
 * naming the key for a bad name, a bad origin or a name given twice.
 */
export function resolveEnvironments(list: string, hostOrigin: string): EnvironmentConfig[] {
  const environments: EnvironmentConfig[] = [];
  for (const item of list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', origin] = item.split('=', 2).map((part) => part.trim());
    if (!ENVIRONMENT_NAME_PATTERN.test(name)) fail('REGISTRY_ENVIRONMENTS', `"${name}" must be a name such as staging (a-z, 0-9, -)`);
    if (environments.some((known) => known.name === name)) fail('REGISTRY_ENVIRONMENTS', `"${name}" is listed twice`);
    let site = hostOrigin;
    if (origin !== undefined) {
      const parsed = URL.canParse(origin) ? new URL(origin) : null;
      if (parsed === null || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
        fail('REGISTRY_ENVIRONMENTS', `"${origin}" (the site of ${name}) must be an http(s) origin`);
      site = normaliseOrigin(origin);
    }
    environments.push({ name, hostOrigin: site });
  }
  const production = environments.find((environment) => environment.name === PRODUCTION) ?? { name: PRODUCTION, hostOrigin };
  return [production, ...environments.filter((environment) => environment.name !== PRODUCTION)];
}

/** Value of REGISTRY_REMOTE_CHECKER that skips the `loads-and-renders` gate. */
export const CHECKER_OFF = 'off';

/**
 * The only variables the remote checker inherits: no NODE_ENV, no registry key, no registry
 * secret; only the origins' read credential of server bundles and their private sources
 * (`REMOTE_SERVER_SOURCES`), which it needs to load a version as a host does.
 */
export const CHECKER_ENV_KEYS: readonly string[] = [
  'PATH',
  'HOME',
  'TMPDIR',
  'LANG',
  'LC_ALL',
  'TZ',
  'SYSTEMROOT',
  'ORIGIN_SERVER_TOKEN',
  'REMOTE_SERVER_SOURCES',
];

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Parses `s3://<bucket>/<prefix>` (the prefix optional, its segments safe path segments).
 * Returns the bucket and prefix, or a message saying what is wrong.
 */
export function parseObjectStoreUrl(value: string): { bucket: string; prefix: string } | { error: string } {
  const match = /^s3:\/\/([^/?#@:]+)(\/[^?#]*)?$/.exec(value.trim());
  if (match === null) return { error: 'must look like s3://<bucket>/<prefix>' };
  const [, bucket = '', path = ''] = match;
  if (!BUCKET_NAME.test(bucket)) return { error: `bucket "${bucket}" must have 3 to 63 lower-case letters, digits, dots or hyphens` };
  const prefix = path.replace(/^\/+|\/+$/g, '');
  const problem = prefix === '' ? null : invalidArtifactPath(prefix);
  if (problem !== null) return { error: `prefix "${prefix}" ${problem}` };
  return { bucket, prefix };
}

/** The object store of ARTIFACT_STORE_URL, or undefined (artifacts on disk). */
export function resolveObjectStore(env: ServerEnv): ObjectStoreConfig | undefined {
  if (env.ARTIFACT_STORE_URL === undefined) return undefined;
  const parsed = parseObjectStoreUrl(env.ARTIFACT_STORE_URL);
  if ('error' in parsed) fail('ARTIFACT_STORE_URL', parsed.error);
  return { ...parsed, forcePathStyle: env.ARTIFACT_STORE_FORCE_PATH_STYLE === 'true' };
}

/**
 * Tokens from REGISTRY_TOKENS, REGISTRY_TOKENS_FILE and REGISTRY_TOKEN (as REGISTRY_TOKEN_NAME, with REGISTRY_TOKEN_ROLE),
 * plus the hosts' tokens (role `health`, decision 048): REGISTRY_HEALTH_TOKENS, `host:token` per
 * host, and the older single REGISTRY_HEALTH_TOKEN (as REGISTRY_HEALTH_TOKEN_NAME), checked
 * together: a health token equal to another token, or a name given twice, is refused. `environment` are those the
 * configuration keeps; the file's are read again while running (a missing file has none yet).
 */
export function resolveTokens(env: ServerEnv, fromRoot: (path: string) => string): { environment: NamedToken[]; all: NamedToken[] } {
  const sources: { key: string; tokens: NamedToken[] }[] = [];
  if (env.REGISTRY_TOKENS !== undefined) {
    const list = parseTokenList(env.REGISTRY_TOKENS);
    if ('error' in list) fail('REGISTRY_TOKENS', list.error);
    sources.push({ key: 'REGISTRY_TOKENS', tokens: list.tokens });
  }
  const nameProblem = invalidTokenName(env.REGISTRY_TOKEN_NAME);
  if (nameProblem !== null) fail('REGISTRY_TOKEN_NAME', nameProblem);
  if (env.REGISTRY_TOKEN !== undefined) {
    // A token without a role is refused (decision 051): it used to mean admin.
    if (env.REGISTRY_TOKEN_ROLE === undefined) fail('REGISTRY_TOKEN_ROLE', noRole(env.REGISTRY_TOKEN_NAME, 'set REGISTRY_TOKEN_ROLE'));
    sources.push({
      key: 'REGISTRY_TOKEN',
      tokens: [{ name: env.REGISTRY_TOKEN_NAME, token: env.REGISTRY_TOKEN, role: env.REGISTRY_TOKEN_ROLE }],
    });
  }
  const healthNameProblem = invalidTokenName(env.REGISTRY_HEALTH_TOKEN_NAME);
  if (healthNameProblem !== null) fail('REGISTRY_HEALTH_TOKEN_NAME', healthNameProblem);
  if (env.REGISTRY_HEALTH_TOKEN !== undefined)
    sources.push({
      key: 'REGISTRY_HEALTH_TOKEN',
      tokens: [{ name: env.REGISTRY_HEALTH_TOKEN_NAME, token: env.REGISTRY_HEALTH_TOKEN, role: 'health' }],
    });
  // Decision 048: one token per host, each named in the audit and the console.
  if (env.REGISTRY_HEALTH_TOKENS !== undefined) {
    const list = parseHostTokenList(env.REGISTRY_HEALTH_TOKENS);
    if ('error' in list) fail('REGISTRY_HEALTH_TOKENS', list.error);
    sources.push({ key: 'REGISTRY_HEALTH_TOKENS', tokens: list.tokens });
  }
  const environment = mergeTokens(sources);
  if ('error' in environment) throw new Error(`invalid registry environment: ${environment.error}`);
  if (env.REGISTRY_TOKENS_FILE === undefined) return { environment: environment.tokens, all: environment.tokens };
  const path = fromRoot(env.REGISTRY_TOKENS_FILE);
  // A missing file has nobody yet (`people add` creates it); a missing folder is a wrong path.
  if (!existsSync(dirname(path))) fail('REGISTRY_TOKENS_FILE', `cannot read ${path}: the folder ${dirname(path)} does not exist`);
  const file = readTokenFile(path);
  if ('error' in file) fail('REGISTRY_TOKENS_FILE', file.error);
  const all = mergeTokens([...sources, { key: 'REGISTRY_TOKENS_FILE', tokens: file.tokens }]);
  if ('error' in all) throw new Error(`invalid registry environment: ${all.error}`);
  return { environment: environment.tokens, all: all.tokens };
}

/** The remote checker of REGISTRY_REMOTE_CHECKER with the variables it inherits, or null when it is `off`. */
export function resolveChecker(env: ServerEnv, source: EnvSource, fromRoot: (path: string) => string): RemoteCheckerConfig | null {
  if (env.REGISTRY_REMOTE_CHECKER.trim().toLowerCase() === CHECKER_OFF) return null;
  const childEnv: Record<string, string> = {};
  for (const key of CHECKER_ENV_KEYS) {
    const value = source[key];
    if (value !== undefined) childEnv[key] = value;
  }
  return { path: fromRoot(env.REGISTRY_REMOTE_CHECKER), env: childEnv };
}
