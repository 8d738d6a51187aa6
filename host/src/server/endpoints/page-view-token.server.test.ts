/** @jest-environment node */
import { newPageViewId, signPageView, sourceKey, verifyPageView } from './page-view-token.server.ts';

const SECRET = 'test-signals-secret-0123456789abcdef01';
const NOW = Date.UTC(2026, 11, 1, 12, 0, 0);
const claims = { id: newPageViewId(), exp: NOW / 1000 + 60, source: 'c291cmNl', versions: [{ area: 'tools' as const, version: '1.0.5' }] };

test('a page view signed by one replica verifies on another with the same secret, until it expires', () => {
  const token = signPageView(claims, SECRET);
  expect(verifyPageView(token, SECRET, NOW)).toEqual(claims);
  expect(verifyPageView(token, SECRET, NOW + 60_000)).toBeNull();
  expect(verifyPageView(token, 'another-secret-0123456789abcdef0123456', NOW)).toBeNull();
});

test('a token whose payload was changed, or that is not a token at all, verifies as nothing and never throws', () => {
  const [payload = '', signature = ''] = signPageView(claims, SECRET).split('.');
  const changed = Buffer.from(Buffer.from(payload, 'base64url').toString('utf8').replace('tools@1.0.5', 'tools@1.0.6'), 'utf8').toString(
    'base64url',
  );
  expect(verifyPageView(`${changed}.${signature}`, SECRET, NOW)).toBeNull();
  for (const junk of [undefined, 42, '', '.', 'a.b.c', 'x'.repeat(5000), `${payload}.`])
    expect(verifyPageView(junk, SECRET, NOW)).toBeNull();
  expect(() => signPageView(claims, 'short')).toThrow(/at least 32 characters/);
});

test('an address is one source all day on every replica, its IPv6 /64 one source, and nobody reads the address back', () => {
  expect(sourceKey('203.0.113.7', SECRET, NOW)).toBe(sourceKey('::ffff:203.0.113.7', SECRET, NOW + 3_600_000));
  expect(sourceKey('203.0.113.7', SECRET, NOW)).not.toBe(sourceKey('203.0.113.8', SECRET, NOW));
  expect(sourceKey('2001:db8:1:2::1', SECRET, NOW)).toBe(sourceKey('2001:db8:1:2:ffff::9', SECRET, NOW));
  expect(sourceKey('203.0.113.7', SECRET, NOW)).not.toBe(sourceKey('203.0.113.7', SECRET, NOW + 86_400_000));
  expect(sourceKey('203.0.113.7', SECRET, NOW)).toMatch(/^[A-Za-z0-9_-]{16}$/);
});
