import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTokenSource } from './services/token-source.ts';
import { DEV_PREVIEW_SECRET, parseClientEnv, parseServerEnv } from './env.server.ts';

const ALICE = 'alice-token-0123456789abcdef0123456789';
const BOB = 'bob-token-0123456789abcdef0123456789ab';
const HOSTS = 'hosts-token-0123456789abcdef0123456789';

test('defaults to 127.0.0.1:3200, repo-root var/ paths and the five localhost origins', () => {
  const config = parseServerEnv('/repo', {});
  expect(config).toMatchObject({
    host: '127.0.0.1',
    port: 3200,
    tokenGenerated: true,
    databasePath: '/repo/var/registry/registry.sqlite',
    databaseUrl: null,
    artifactsDir: '/repo/var/registry/artifacts',
    hostSharedPath: '/repo/host/dist/client/shared-versions.json',
    gateTimeoutMs: 10000,
    hostOrigin: 'http://localhost:3000',
    previewSecret: DEV_PREVIEW_SECRET,
    canary: { maxFailureRate: 0.2, minLoads: 50, windowSeconds: 300 },
  });
  expect(config.allowedOrigins).toEqual([
    'http://localhost:3001',
    'http://localhost:3002',
    'http://localhost:3003',
    'http://localhost:3004',
    'http://localhost:3005',
  ]);
  expect(config.defaultOrigins.blog).toBe('http://localhost:3002');
  expect(config.tokens).toHaveLength(1);
  expect(config.tokens[0]?.name).toBe('admin');
  expect(config.tokens[0]?.token?.length).toBeGreaterThanOrEqual(32);
  expect(config.remoteChecker?.path).toBe('/repo/host/dist/server/check-remote.cjs');
});

test('has production and staging, production first, each site from REGISTRY_ENVIRONMENTS or HOST_ORIGIN (decision 059)', () => {
  expect(parseServerEnv('/repo', {}).environments).toEqual([
    { name: 'production', hostOrigin: 'http://localhost:3000' },
    { name: 'staging', hostOrigin: 'http://localhost:3000' },
  ]);
  const config = parseServerEnv('/repo', {
    HOST_ORIGIN: 'https://www.example.com',
    REGISTRY_ENVIRONMENTS: 'staging=https://staging.example.com/, qa, production',
  });
  expect(config.environments).toEqual([
    { name: 'production', hostOrigin: 'https://www.example.com' },
    { name: 'staging', hostOrigin: 'https://staging.example.com' },
    { name: 'qa', hostOrigin: 'https://www.example.com' },
  ]);
  expect(() => parseServerEnv('/repo', { REGISTRY_ENVIRONMENTS: 'Staging' })).toThrow(/REGISTRY_ENVIRONMENTS: "Staging" must be a name/);
  expect(() => parseServerEnv('/repo', { REGISTRY_ENVIRONMENTS: 'qa,qa' })).toThrow(/REGISTRY_ENVIRONMENTS: "qa" is listed twice/);
  expect(() => parseServerEnv('/repo', { REGISTRY_ENVIRONMENTS: 'qa=ftp://x' })).toThrow(/must be an http\(s\) origin/);
});

test('retention runs on no schedule unless REGISTRY_GC_INTERVAL says, keeping 10 and what served in 30 days (decision 061)', () => {
  expect(parseServerEnv('/repo', {}).retention).toEqual({ intervalMs: null, keep: 10, minAgeMs: 30 * 86_400_000 });
  expect(parseServerEnv('/repo', { REGISTRY_GC_INTERVAL: '24h', REGISTRY_GC_KEEP: '5', REGISTRY_GC_MIN_AGE: '7d' }).retention).toEqual({
    intervalMs: 86_400_000,
    keep: 5,
    minAgeMs: 7 * 86_400_000,
  });
  expect(() => parseServerEnv('/repo', { REGISTRY_GC_INTERVAL: 'often' })).toThrow(/REGISTRY_GC_INTERVAL: must be a duration/);
});

test('reads every key it documents', () => {
  const config = parseServerEnv('/repo', {
    REGISTRY_PORT: '4000',
    REGISTRY_TOKEN: 'a-token-of-enough-length',
    REGISTRY_TOKEN_ROLE: 'admin',
    REGISTRY_DB_PATH: '/data/r.sqlite',
    REGISTRY_ARTIFACTS_DIR: 'store',
    REGISTRY_ALLOWED_ORIGINS: 'https://cdn.example.com/, http://localhost:3002',
    REGISTRY_CANARY_MAX_FAILURE_RATE: '0.05',
    MERIDIAN_BLOG_ORIGIN: 'https://cdn.example.com/',
  });
  expect(config).toMatchObject({
    port: 4000,
    tokens: [{ name: 'admin', token: 'a-token-of-enough-length', role: 'admin' }],
    tokenGenerated: false,
    databasePath: '/data/r.sqlite',
    artifactsDir: '/repo/store',
  });
  expect(config.allowedOrigins).toEqual(['https://cdn.example.com', 'http://localhost:3002']);
  expect(config.canary.maxFailureRate).toBe(0.05);
  expect(config.defaultOrigins.blog).toBe('https://cdn.example.com');
});

test('keeps artifacts in folders unless ARTIFACT_STORE_URL names a bucket', () => {
  expect(parseServerEnv('/repo', {}).objectStore).toBeUndefined();
  expect(parseServerEnv('/repo', { ARTIFACT_STORE_URL: 's3://meridian-artifacts/remotes/' }).objectStore).toEqual({
    bucket: 'meridian-artifacts',
    prefix: 'remotes',
    forcePathStyle: false,
  });
  expect(parseServerEnv('/repo', { ARTIFACT_STORE_URL: 's3://meridian', ARTIFACT_STORE_FORCE_PATH_STYLE: 'true' }).objectStore).toEqual({
    bucket: 'meridian',
    prefix: '',
    forcePathStyle: true,
  });
});

test.each([
  ['https://meridian.s3.amazonaws.com/x', /ARTIFACT_STORE_URL: must look like s3:\/\/<bucket>\/<prefix>/],
  ['s3://Meridian_Bucket/x', /ARTIFACT_STORE_URL: bucket "Meridian_Bucket" must have 3 to 63/],
  ['s3://meridian/a/../b', /ARTIFACT_STORE_URL: prefix "a\/..\/b" must not contain/],
  ['s3://meridian/x?region=eu', /ARTIFACT_STORE_URL: must look like/],
])('refuses ARTIFACT_STORE_URL=%s, naming the key', (value, message) => {
  expect(() => parseServerEnv('/repo', { ARTIFACT_STORE_URL: value })).toThrow(message);
});

test('fails fast naming the bad key', () => {
  expect(() => parseServerEnv('/repo', { REGISTRY_PORT: 'eighty' })).toThrow(/REGISTRY_PORT/);
  expect(() => parseServerEnv('/repo', { REGISTRY_ALLOWED_ORIGINS: 'not a url' })).toThrow(/REGISTRY_ALLOWED_ORIGINS/);
  expect(() => parseServerEnv('/repo', { REGISTRY_TOKEN: 'short' })).toThrow(/REGISTRY_TOKEN/);
  expect(() => parseServerEnv('/repo', { REGISTRY_CANARY_MAX_FAILURE_RATE: '2' })).toThrow(/REGISTRY_CANARY_MAX_FAILURE_RATE/);
});

test("requires a write token, the hosts' health token and a preview secret in production", () => {
  expect(() => parseServerEnv('/repo', { NODE_ENV: 'production' })).toThrow(/REGISTRY_TOKENS/);
  expect(() => parseServerEnv('/repo', { NODE_ENV: 'production', REGISTRY_HEALTH_TOKEN: HOSTS })).toThrow(/REGISTRY_TOKENS/);
  const admin = { REGISTRY_TOKEN: 'a-token-of-enough-length', REGISTRY_TOKEN_ROLE: 'admin' };
  expect(() => parseServerEnv('/repo', { NODE_ENV: 'production', ...admin })).toThrow(/REGISTRY_HEALTH_TOKEN/);
  expect(() => parseServerEnv('/repo', { NODE_ENV: 'production', ...admin, REGISTRY_HEALTH_TOKEN: HOSTS })).toThrow(
    /REGISTRY_PREVIEW_SECRET/,
  );
  const config = parseServerEnv('/repo', {
    NODE_ENV: 'production',
    REGISTRY_TOKENS: `alice:releaser:${ALICE}`,
    REGISTRY_HEALTH_TOKEN: HOSTS,
    REGISTRY_PREVIEW_SECRET: 'a-preview-secret-0123',
  });
  expect(config).toMatchObject({
    tokens: [
      { name: 'alice', token: ALICE, role: 'releaser' },
      { name: 'hosts', token: HOSTS, role: 'health' },
    ],
    tokenGenerated: false,
  });
});

test("the hosts' health token is named by REGISTRY_HEALTH_TOKEN_NAME, and may not be a write token too", () => {
  const config = parseServerEnv('/repo', { REGISTRY_HEALTH_TOKEN: HOSTS, REGISTRY_HEALTH_TOKEN_NAME: 'web-servers' });
  expect(config.tokenGenerated).toBe(true);
  expect(config.tokens.map(({ name, role }) => [name, role])).toEqual([
    ['admin', 'admin'],
    ['web-servers', 'health'],
  ]);
  expect(() => parseServerEnv('/repo', { REGISTRY_TOKENS: `alice:admin:${HOSTS}`, REGISTRY_HEALTH_TOKEN: HOSTS })).toThrow(/same token/);
  expect(() => parseServerEnv('/repo', { REGISTRY_HEALTH_TOKEN: 'short' })).toThrow(/REGISTRY_HEALTH_TOKEN/);
  expect(() => parseServerEnv('/repo', { REGISTRY_HEALTH_TOKEN: HOSTS, REGISTRY_HEALTH_TOKEN_NAME: 'registry' })).toThrow(
    /REGISTRY_HEALTH_TOKEN_NAME/,
  );
});

test('reads named tokens from REGISTRY_TOKENS, REGISTRY_TOKENS_FILE and REGISTRY_TOKEN with its name', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'registry-env-'));
  try {
    const ciDigest = 'a'.repeat(64);
    await writeFile(join(dir, 'tokens.json'), JSON.stringify({ ci: { role: 'releaser', sha256: ciDigest } }));
    const config = parseServerEnv(dir, {
      REGISTRY_TOKENS: ` alice:releaser:${ALICE} , bob:viewer:${BOB}`,
      REGISTRY_TOKENS_FILE: 'tokens.json',
      REGISTRY_TOKEN: 'legacy-token-0123456789',
      REGISTRY_TOKEN_NAME: 'ops',
      REGISTRY_TOKEN_ROLE: 'admin',
    });
    expect(config.tokens.map((entry) => [entry.name, entry.role])).toEqual([
      ['alice', 'releaser'],
      ['bob', 'viewer'],
      ['ops', 'admin'],
    ]);
    expect(config.tokensFile).toBe(join(dir, 'tokens.json'));
    const accepted = createTokenSource(config, { info: () => undefined, warn: () => undefined })();
    expect(accepted.map((entry) => entry.name)).toEqual(['alice', 'bob', 'ops', 'ci']);
    expect(accepted.find((entry) => entry.name === 'ci')).toMatchObject({ role: 'releaser', sha256: ciDigest });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test.each([
  ['a short token', { REGISTRY_TOKENS: 'alice:admin:short' }, /REGISTRY_TOKENS: the token of "alice" must have at least 32 characters/],
  ['an entry without a name', { REGISTRY_TOKENS: ALICE }, /REGISTRY_TOKENS: entry 1 must be name:role:token/],
  [
    'a token without a role (it used to mean admin)',
    { REGISTRY_TOKENS: `alice:${ALICE}` },
    /REGISTRY_TOKENS: the token of "alice" has no role \(viewer, releaser, admin\): a token without a role is refused; write name:role:token/,
  ],
  ['REGISTRY_TOKEN without REGISTRY_TOKEN_ROLE', { REGISTRY_TOKEN: ALICE }, /REGISTRY_TOKEN_ROLE: the token of "admin" has no role/],
  ['a name given twice', { REGISTRY_TOKENS: `alice:admin:${ALICE},alice:admin:${BOB}` }, /token name "alice" is already given/],
  ['one token for two names', { REGISTRY_TOKENS: `alice:admin:${ALICE},bob:viewer:${ALICE}` }, /"bob" uses the same token as "alice"/],
  ['the reserved name registry', { REGISTRY_TOKENS: `registry:admin:${ALICE}` }, /token name "registry" is reserved/],
  [
    'a token name with spaces',
    { REGISTRY_TOKEN: ALICE, REGISTRY_TOKEN_ROLE: 'admin', REGISTRY_TOKEN_NAME: 'the boss' },
    /REGISTRY_TOKEN_NAME/,
  ],
  ['a missing tokens file', { REGISTRY_TOKENS_FILE: '/nowhere/tokens.json' }, /REGISTRY_TOKENS_FILE: cannot read \/nowhere\/tokens.json/],
])('refuses %s, naming the key', (_label, source, message) => {
  expect(() => parseServerEnv('/repo', source)).toThrow(message);
});

test('refuses a tokens file with a token in clear and no role (it used to mean admin)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'registry-env-'));
  try {
    await writeFile(join(dir, 'tokens.json'), JSON.stringify({ ci: ALICE }));
    expect(() => parseServerEnv(dir, { REGISTRY_TOKENS_FILE: 'tokens.json' })).toThrow(
      /REGISTRY_TOKENS_FILE: .*the token of "ci" has no role .*: a token without a role is refused; give it \{ role, sha256 \}/,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('refuses a tokens file that is not an object of name to token', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'registry-env-'));
  try {
    await writeFile(join(dir, 'tokens.json'), JSON.stringify(['alice', ALICE]));
    expect(() => parseServerEnv(dir, { REGISTRY_TOKENS_FILE: 'tokens.json' })).toThrow(
      /REGISTRY_TOKENS_FILE: .*must be a JSON object of name to token/,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('runs the checker with no NODE_ENV and no secret in its environment, or turns it off', () => {
  const config = parseServerEnv('/repo', {
    NODE_ENV: 'development',
    PATH: '/usr/bin',
    HOME: '/home/x',
    REGISTRY_TOKENS: `alice:admin:${ALICE}`,
    REGISTRY_REMOTE_CHECKER: 'tools/check.cjs',
  });
  expect(config.remoteChecker).toEqual({ path: '/repo/tools/check.cjs', env: { PATH: '/usr/bin', HOME: '/home/x' } });
  expect(parseServerEnv('/repo', { REGISTRY_REMOTE_CHECKER: 'off' }).remoteChecker).toBeNull();
});

test('gives the CLI the registry URL, token and actor', () => {
  expect(parseClientEnv({})).toEqual({ url: 'http://127.0.0.1:3200', token: undefined, actor: 'cli' });
  expect(parseClientEnv({ REGISTRY_URL: 'http://127.0.0.1:9999/', REGISTRY_TOKEN: 't', USER: 'ana' })).toEqual({
    url: 'http://127.0.0.1:9999',
    token: 't',
    actor: 'ana',
  });
});

test('uses PostgreSQL when REGISTRY_DATABASE_URL is a postgresql:// URL naming a host and a database', () => {
  const url = 'postgresql://registry:s3cret@db.internal:5432/registry?sslmode=verify-full';
  expect(parseServerEnv('/repo', { REGISTRY_DATABASE_URL: url }).databaseUrl).toBe(url);
  expect(parseServerEnv('/repo', { REGISTRY_DATABASE_URL: 'postgres://r@db/registry' }).databaseUrl).toBe('postgres://r@db/registry');
  expect(parseServerEnv('/repo', { REGISTRY_DATABASE_URL: '' }).databaseUrl).toBeNull();
});

test.each([
  ['mysql://db/registry', /REGISTRY_DATABASE_URL: must be a postgresql:/],
  ['db.internal:5432', /REGISTRY_DATABASE_URL: must be a postgresql:/],
  ['postgresql://db.internal:5432', /REGISTRY_DATABASE_URL: must name a host and a database/],
])('refuses REGISTRY_DATABASE_URL=%s, naming the key', (value, message) => {
  expect(() => parseServerEnv('/repo', { REGISTRY_DATABASE_URL: value })).toThrow(message);
});
