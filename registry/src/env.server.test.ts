import { DEV_PREVIEW_SECRET, parseClientEnv, parseServerEnv } from './env.server.ts';

test('defaults to 127.0.0.1:3200, repo-root var/ paths and the five localhost origins', () => {
  const config = parseServerEnv('/repo', {});
  expect(config).toMatchObject({
    host: '127.0.0.1',
    port: 3200,
    tokenGenerated: true,
    databasePath: '/repo/var/registry/registry.sqlite',
    artifactsDir: '/repo/var/registry/artifacts',
    hostSharedPath: '/repo/host/dist/shared-versions.json',
    hostOrigin: 'http://localhost:3000',
    previewSecret: DEV_PREVIEW_SECRET,
    canary: { maxFailureRate: 0.2, minLoads: 50, windowSeconds: 300 },
  });
  expect(config.allowedOrigins).toEqual(['http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003', 'http://localhost:3004', 'http://localhost:3005']);
  expect(config.defaultOrigins.blog).toBe('http://localhost:3002');
  expect(config.token.length).toBeGreaterThanOrEqual(16);
});

test('reads every key it documents', () => {
  const config = parseServerEnv('/repo', {
    REGISTRY_PORT: '4000',
    REGISTRY_TOKEN: 'a-token-of-enough-length',
    REGISTRY_DB_PATH: '/data/r.sqlite',
    REGISTRY_ARTIFACTS_DIR: 'store',
    REGISTRY_ALLOWED_ORIGINS: 'https://cdn.example.com/, http://localhost:3002',
    REGISTRY_CANARY_MAX_FAILURE_RATE: '0.05',
    MERIDIAN_BLOG_ORIGIN: 'https://cdn.example.com/',
  });
  expect(config).toMatchObject({ port: 4000, token: 'a-token-of-enough-length', tokenGenerated: false, databasePath: '/data/r.sqlite', artifactsDir: '/repo/store' });
  expect(config.allowedOrigins).toEqual(['https://cdn.example.com', 'http://localhost:3002']);
  expect(config.canary.maxFailureRate).toBe(0.05);
  expect(config.defaultOrigins.blog).toBe('https://cdn.example.com');
});

test('fails fast naming the bad key', () => {
  expect(() => parseServerEnv('/repo', { REGISTRY_PORT: 'eighty' })).toThrow(/REGISTRY_PORT/);
  expect(() => parseServerEnv('/repo', { REGISTRY_ALLOWED_ORIGINS: 'not a url' })).toThrow(/REGISTRY_ALLOWED_ORIGINS/);
  expect(() => parseServerEnv('/repo', { REGISTRY_TOKEN: 'short' })).toThrow(/REGISTRY_TOKEN/);
  expect(() => parseServerEnv('/repo', { REGISTRY_CANARY_MAX_FAILURE_RATE: '2' })).toThrow(/REGISTRY_CANARY_MAX_FAILURE_RATE/);
});

test('requires a token and a preview secret in production', () => {
  expect(() => parseServerEnv('/repo', { NODE_ENV: 'production' })).toThrow(/REGISTRY_TOKEN/);
  expect(() => parseServerEnv('/repo', { NODE_ENV: 'production', REGISTRY_TOKEN: 'a-token-of-enough-length' })).toThrow(/REGISTRY_PREVIEW_SECRET/);
});

test('gives the CLI the registry URL, token and actor', () => {
  expect(parseClientEnv({})).toEqual({ url: 'http://127.0.0.1:3200', token: undefined, actor: 'cli' });
  expect(parseClientEnv({ REGISTRY_URL: 'http://127.0.0.1:9999/', REGISTRY_TOKEN: 't', USER: 'ana' })).toEqual({ url: 'http://127.0.0.1:9999', token: 't', actor: 'ana' });
});
