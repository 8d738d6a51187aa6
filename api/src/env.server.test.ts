import { parseEnv, parseTrustProxy } from './env.server.ts';

const ROOT = '/repo';

test('defaults to 127.0.0.1:3100 and <repo>/var/api.sqlite', () => {
  const config = parseEnv({}, ROOT);
  expect(config).toMatchObject({
    host: '127.0.0.1',
    port: 3100,
    dbPath: '/repo/var/api.sqlite',
    trustProxy: false,
    devEndpoints: false,
    singleSession: false,
    geoFallbackCountry: null,
    bodyLimitBytes: 65_536,
  });
  expect(config.captcha.provider).toBe('local');
});

test('resolves a relative database path against the repository root, not the working directory', () => {
  expect(parseEnv({ API_DB_PATH: 'var/other.sqlite' }, ROOT).dbPath).toBe('/repo/var/other.sqlite');
  expect(parseEnv({ API_DB_PATH: '/tmp/x.sqlite' }, ROOT).dbPath).toBe('/tmp/x.sqlite');
});

test('reads small rate limits and flags', () => {
  const config = parseEnv(
    {
      API_RATE_LOGIN_PER_IP: '2',
      API_RATE_CONTACT_PER_ACCOUNT: '1',
      API_RATE_WINDOW_SECONDS: '5',
      API_SINGLE_SESSION: 'true',
      API_DEV_ENDPOINTS: '1',
    },
    ROOT,
  );
  expect(config.rateLimits).toMatchObject({ windowSeconds: 5, login: { perIp: 2 }, contact: { perAccount: 1 } });
  expect(config).toMatchObject({ singleSession: true, devEndpoints: true });
});

test.each([
  [{ API_PORT: 'http' }, 'API_PORT'],
  [{ API_GEO_FALLBACK_COUNTRY: 'usa' }, 'API_GEO_FALLBACK_COUNTRY'],
  [{ API_RATE_LOGIN_PER_IP: '0' }, 'API_RATE_LOGIN_PER_IP'],
  [{ API_DEV_ENDPOINTS: 'yes' }, 'API_DEV_ENDPOINTS'],
  [{ API_CAPTCHA_LOCAL_SECRET: 'short' }, 'API_CAPTCHA_LOCAL_SECRET'],
  [{ API_CAPTCHA_PROVIDER: 'recaptcha' }, 'API_RECAPTCHA_SECRET'],
])('fails fast naming the bad key in %o', (env, key) => {
  expect(() => parseEnv(env, ROOT)).toThrow(key);
});

test('configures reCAPTCHA with one secret for both versions unless v3 has its own', () => {
  const one = parseEnv({ API_CAPTCHA_PROVIDER: 'recaptcha', API_RECAPTCHA_SECRET: 'k' }, ROOT).captcha;
  expect(one).toMatchObject({ provider: 'recaptcha', v2Secret: 'k', v3Secret: 'k', minScore: 0.5 });
  const two = parseEnv({ API_CAPTCHA_PROVIDER: 'recaptcha', API_RECAPTCHA_SECRET: 'k', API_RECAPTCHA_V3_SECRET: 'k3' }, ROOT).captcha;
  expect(two).toMatchObject({ v3Secret: 'k3' });
});

test.each([
  ['', false],
  ['false', false],
  ['true', true],
  ['2', 2],
  ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
])('reads API_TRUSTED_PROXY %p', (value, expected) => {
  expect(parseTrustProxy(value)).toEqual(expected);
});

test('reads the public origin, production mode and the analytics bounds', () => {
  const defaults = parseEnv({}, ROOT);
  expect(defaults).toMatchObject({
    publicOrigin: null,
    production: false,
    analytics: { perIpPerMinute: 60, perIpPerDay: 2000, retentionDays: 30 },
  });
  const config = parseEnv(
    {
      API_PUBLIC_ORIGIN: 'https://api.meridian.example/',
      NODE_ENV: 'production',
      API_RATE_ANALYTICS_PER_MINUTE: '10',
      API_ANALYTICS_PER_IP_PER_DAY: '100',
      API_ANALYTICS_RETENTION_DAYS: '7',
    },
    ROOT,
  );
  expect(config).toMatchObject({
    publicOrigin: 'https://api.meridian.example',
    production: true,
    analytics: { perIpPerMinute: 10, perIpPerDay: 100, retentionDays: 7 },
  });
});

test.each(['api.meridian.example', 'ftp://api.meridian.example', 'https://api.meridian.example/pay', 'https://user@api.meridian.example'])(
  'refuses API_PUBLIC_ORIGIN %p, which is not an http(s) origin',
  (value) => {
    expect(() => parseEnv({ API_PUBLIC_ORIGIN: value }, ROOT)).toThrow('API_PUBLIC_ORIGIN');
  },
);
