/** @jest-environment node */
import { parseHostEnv } from './env.server.ts';

const SECRET = 'a-preview-secret-of-32-characters!!';
const SIGNALS = 'a-signals-secret-of-32-characters!!!';

describe('host environment', () => {
  test('refuses to start in production without PREVIEW_SECRET, naming the key', () => {
    expect(() => parseHostEnv({ NODE_ENV: 'production' })).toThrow(/PREVIEW_SECRET/);
  });

  test('has no usable preview secret by default: the public development secret is gone', () => {
    const env = parseHostEnv({});
    expect(env.PREVIEW_SECRET).toBeUndefined();
    expect(JSON.stringify(env)).not.toContain('meridian-dev-preview-secret');
  });

  test('refuses the old public development secret even when it is set explicitly in production', () => {
    expect(() => parseHostEnv({ NODE_ENV: 'production', PREVIEW_SECRET: 'meridian-dev-preview-secret' })).toThrow(/PREVIEW_SECRET/);
  });

  test('refuses a short preview secret in production', () => {
    expect(() => parseHostEnv({ NODE_ENV: 'production', PREVIEW_SECRET: 'short-secret-123' })).toThrow(/PREVIEW_SECRET/);
  });

  test('refuses the development hook in production, naming the key', () => {
    expect(() => parseHostEnv({ NODE_ENV: 'production', PREVIEW_SECRET: SECRET, HOST_DEV_HOOK: 'true' })).toThrow(/HOST_DEV_HOOK/);
  });

  test('keeps the development hook off unless asked, and allows it outside production', () => {
    expect(parseHostEnv({ NODE_ENV: 'production', PREVIEW_SECRET: SECRET, SIGNALS_SECRET: SIGNALS }).HOST_DEV_HOOK).toBe(false);
    expect(parseHostEnv({ NODE_ENV: 'development', HOST_DEV_HOOK: 'true' }).HOST_DEV_HOOK).toBe(true);
  });

  test('follows production unless REGISTRY_ENVIRONMENT names another environment, refusing a name that is none (decision 059)', () => {
    expect(parseHostEnv({}).REGISTRY_ENVIRONMENT).toBe('production');
    expect(parseHostEnv({ REGISTRY_ENVIRONMENT: 'staging' }).REGISTRY_ENVIRONMENT).toBe('staging');
    expect(() => parseHostEnv({ REGISTRY_ENVIRONMENT: '../staging' })).toThrow(/REGISTRY_ENVIRONMENT: must be an environment name/);
  });

  test('requires the signals secret in production while signals are on, and makes one per process elsewhere', () => {
    expect(() => parseHostEnv({ NODE_ENV: 'production', PREVIEW_SECRET: SECRET })).toThrow(/SIGNALS_SECRET: required in production/);
    expect(parseHostEnv({ NODE_ENV: 'production', PREVIEW_SECRET: SECRET, SIGNALS_SAMPLE_RATE: '0' }).SIGNALS_SECRET).toHaveLength(43);
    expect(() => parseHostEnv({ SIGNALS_SECRET: 'too-short' })).toThrow(/SIGNALS_SECRET: must have at least 32 characters/);
    expect(parseHostEnv({}).SIGNALS_SECRET).not.toBe(parseHostEnv({}).SIGNALS_SECRET);
  });

  test('requires the registry token in production when following the registry', () => {
    expect(() => parseHostEnv({ NODE_ENV: 'production', PREVIEW_SECRET: SECRET, RELEASE_SOURCE: 'registry' })).toThrow(/REGISTRY_TOKEN/);
  });

  test('turns on Secure cookies and HSTS by default when the public origin is https', () => {
    const env = parseHostEnv({
      NODE_ENV: 'production',
      PREVIEW_SECRET: SECRET,
      SIGNALS_SECRET: SIGNALS,
      PUBLIC_ORIGIN: 'https://www.example.com',
    });
    expect(env.COOKIE_SECURE).toBe(true);
    expect(env.HSTS_MAX_AGE).toBe(31_536_000);
  });

  test('keeps cookies without Secure and sends no HSTS on a plain-http origin unless told to', () => {
    const local = parseHostEnv({ PUBLIC_ORIGIN: 'http://localhost:3000' });
    expect(local.COOKIE_SECURE).toBe(false);
    expect(local.HSTS_MAX_AGE).toBe(0);
    const forced = parseHostEnv({ PUBLIC_ORIGIN: 'http://localhost:3000', COOKIE_SECURE: 'true', HSTS_MAX_AGE: '600' });
    expect(forced.COOKIE_SECURE).toBe(true);
    expect(forced.HSTS_MAX_AGE).toBe(600);
  });

  test('reads the cookie domain and the trusted proxies', () => {
    const env = parseHostEnv({ COOKIE_DOMAIN: '.example.com', TRUST_PROXY: 'loopback, 10.0.0.0/8' });
    expect(env.COOKIE_DOMAIN).toBe('.example.com');
    expect(env.TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8']);
    expect(parseHostEnv({}).TRUST_PROXY).toBe(false);
    expect(parseHostEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
  });

  test('names a bad cookie domain', () => {
    expect(() => parseHostEnv({ COOKIE_DOMAIN: 'exa mple.com' })).toThrow(/COOKIE_DOMAIN/);
  });

  test('reads the release snapshot URL and refuses one the host cannot GET', () => {
    const url = 'https://cdn.example.com/releases/release-state.json';
    expect(parseHostEnv({ RELEASE_SNAPSHOT_URL: url }).RELEASE_SNAPSHOT_URL).toBe(url);
    expect(parseHostEnv({}).RELEASE_SNAPSHOT_URL).toBeUndefined();
    expect(() => parseHostEnv({ RELEASE_SNAPSHOT_URL: 's3://meridian/release-state.json' })).toThrow(
      /RELEASE_SNAPSHOT_URL: must be an http\(s\) URL/,
    );
  });

  test('has no root redirect by default and reads a path of this site', () => {
    expect(parseHostEnv({}).ROOT_REDIRECT).toBeUndefined();
    expect(parseHostEnv({ ROOT_REDIRECT: '' }).ROOT_REDIRECT).toBeUndefined();
    expect(parseHostEnv({ ROOT_REDIRECT: '/pricing' }).ROOT_REDIRECT).toBe('/pricing');
    expect(parseHostEnv({ ROOT_REDIRECT: '/blog/category/privacy' }).ROOT_REDIRECT).toBe('/blog/category/privacy');
  });

  test.each([
    ['https://evil.example/'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['pricing'],
    ['/'],
    ['/de'],
    ['/de/pricing'],
    ['/pricing?x=1'],
    ['/pricing#plans'],
    ['/a//b'],
    ['/pricing\r\nSet-Cookie: a=b'],
  ])('refuses ROOT_REDIRECT=%j, naming the key', (value) => {
    expect(() => parseHostEnv({ ROOT_REDIRECT: value })).toThrow(/ROOT_REDIRECT/);
  });
});

describe('REMOTE_SERVER_SOURCES', () => {
  test('maps each public origin to the private base its server bundles are read from', () => {
    const env = parseHostEnv({
      REMOTE_SERVER_SOURCES:
        'http://localhost:3001/=http://127.0.0.1:3400/bucket/remotes/marketing/, http://localhost:3002=https://b.example/blog',
    });
    expect(env.REMOTE_SERVER_SOURCES).toEqual({
      'http://localhost:3001': 'http://127.0.0.1:3400/bucket/remotes/marketing',
      'http://localhost:3002': 'https://b.example/blog',
    });
    expect(parseHostEnv({}).REMOTE_SERVER_SOURCES).toEqual({});
  });

  test('refuses a pair that is not two http(s) URLs, naming the key', () => {
    for (const value of ['http://localhost:3001', 'http://localhost:3001=file:///etc', 'nonsense=http://a.example'])
      expect(() => parseHostEnv({ REMOTE_SERVER_SOURCES: value })).toThrow(/REMOTE_SERVER_SOURCES/);
  });
});
