import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createFixture, type Fixture } from '../test-support/registry-fixture.ts';

let fx: Fixture;

beforeAll(async () => {
  fx = await createFixture();
  await mkdir(fx.deps.config.consoleDir, { recursive: true });
  await writeFile(
    join(fx.deps.config.consoleDir, 'index.html'),
    '<!doctype html><title>console</title><script defer src="/console/main.js"></script>',
  );
  await fx.publish('blog', '1.0.0');
});

afterAll(async () => {
  await fx.close();
});

function directives(csp: string | undefined): Map<string, string> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

test('serves the console so that no other site can frame it (clickjacking)', async () => {
  const response = await fx.request({ url: '/' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toBe("'none'");
});

test('serves the console with a CSP that allows scripts and styles from itself only, never inline', async () => {
  const csp = directives((await fx.request({ url: '/' })).headers['content-security-policy']);
  expect(csp.get('script-src')).toBe("'self'");
  expect(csp.get('style-src')).toBe("'self'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('base-uri')).toBe("'none'");
  expect(csp.has('upgrade-insecure-requests')).toBe(false);
});

test.each(['/api/releases', '/api/nothing', '/console/missing.js'])(
  'sends nosniff, a referrer policy and no framing on %s',
  async (url) => {
    const response = await fx.request({ url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  },
);

test('keeps artifacts loadable from any origin, immutable and not sniffed', async () => {
  const response = await fx.request({ url: '/artifacts/blog/1.0.0/remoteEntry.js' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['access-control-allow-origin']).toBe('*');
  expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});
