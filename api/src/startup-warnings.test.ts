import { startupWarnings } from './startup-warnings.ts';
import { testConfig } from './testing/test-app.ts';

const base = testConfig('/tmp/unused.sqlite', { devEndpoints: false });

test('says nothing for a safe configuration', () => {
  expect(startupWarnings(base)).toEqual([]);
  expect(startupWarnings({ ...base, production: true, trustProxy: ['10.0.0.0/8'], publicOrigin: 'https://api.example.com' })).toEqual([]);
});

test('warns loudly when the dev endpoints are on', () => {
  expect(startupWarnings({ ...base, devEndpoints: true })).toEqual([
    'API_DEV_ENDPOINTS is on: /api/dev/outbox exposes every sign-in code — never in production',
  ]);
});

test('warns in production when no proxy is trusted or no public origin is set', () => {
  const warnings = startupWarnings({ ...base, production: true, publicOrigin: 'https://api.example.com' });
  expect(warnings).toEqual([expect.stringMatching(/^API_TRUSTED_PROXY is false in production: .*per-IP/)]);
  expect(startupWarnings({ ...base, production: true, trustProxy: 1 })).toEqual([expect.stringMatching(/^API_PUBLIC_ORIGIN/)]);
  expect(startupWarnings({ ...base, trustProxy: false })).toEqual([]);
});
