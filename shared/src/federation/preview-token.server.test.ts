/**
 * @jest-environment node
 */
import { Buffer } from 'node:buffer';
import { createHmac } from 'node:crypto';
import { signPreviewToken, verifyPreviewToken } from './preview-token.server.ts';

const secret = 'a-test-secret-of-enough-length';
const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const exp = Math.floor(now / 1000) + 600;

test('verifies a token it signed and returns its claims', () => {
  const token = signPreviewToken({ area: 'blog', version: '1.4.0', exp }, secret);
  expect(verifyPreviewToken(token, secret, now)).toEqual({ area: 'blog', version: '1.4.0', exp });
});

test('returns null for an expired token', () => {
  const token = signPreviewToken({ area: 'blog', version: '1.4.0', exp }, secret);
  expect(verifyPreviewToken(token, secret, exp * 1000)).toBeNull();
  expect(verifyPreviewToken(token, secret, exp * 1000 + 1)).toBeNull();
});

test('returns null for a token signed with another secret', () => {
  const token = signPreviewToken({ area: 'blog', version: '1.4.0', exp }, 'another-secret-of-enough-length');
  expect(verifyPreviewToken(token, secret, now)).toBeNull();
});

test('returns null when the payload was changed after signing', () => {
  const token = signPreviewToken({ area: 'blog', version: '1.4.0', exp }, secret);
  const [, signature] = token.split('.');
  const forged = Buffer.from(JSON.stringify({ area: 'blog', version: '9.9.9', exp })).toString('base64url');
  expect(verifyPreviewToken(`${forged}.${signature ?? ''}`, secret, now)).toBeNull();
});

test.each([
  ['an empty string', ''],
  ['no dot', 'abc'],
  ['three parts', 'a.b.c'],
  ['non-base64url characters', 'ab+/.cd=='],
  ['a number', 42],
  ['null', null],
  ['a very long string', 'a'.repeat(5000)],
])('returns null for a malformed token: %s', (_label, token) => {
  expect(verifyPreviewToken(token, secret, now)).toBeNull();
});

test('returns null for a correctly signed payload with bad claims', () => {
  const sign = (payload: unknown): string => {
    const part = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${part}.${createHmac('sha256', secret).update(part).digest('base64url')}`;
  };
  expect(verifyPreviewToken(sign({ area: 'shop', version: '1.0.0', exp }), secret, now)).toBeNull();
  expect(verifyPreviewToken(sign({ area: 'blog', version: 'latest', exp }), secret, now)).toBeNull();
  expect(verifyPreviewToken(sign({ area: 'blog', version: '1.0.0', exp: 'soon' }), secret, now)).toBeNull();
  expect(verifyPreviewToken(sign([1, 2]), secret, now)).toBeNull();
  const notJson = Buffer.from('{not json').toString('base64url');
  expect(verifyPreviewToken(`${notJson}.${createHmac('sha256', secret).update(notJson).digest('base64url')}`, secret, now)).toBeNull();
});

test('refuses to sign with a short secret or bad claims', () => {
  expect(() => signPreviewToken({ area: 'blog', version: '1.0.0', exp }, 'short')).toThrow(/at least 16/);
  expect(() => signPreviewToken({ area: 'blog', version: 'x', exp }, secret)).toThrow(/not semver/);
  expect(() => signPreviewToken({ area: 'blog', version: '1.0.0', exp: 0 }, secret)).toThrow(/exp/);
});

test('returns null when verifying with a short secret', () => {
  const token = signPreviewToken({ area: 'blog', version: '1.4.0', exp }, secret);
  expect(verifyPreviewToken(token, '', now)).toBeNull();
});

const integrity = { buildFiles: 'a'.repeat(64), remoteEntry: 'b'.repeat(64) };

test('carries the version integrity it was signed with (decision 053), and a changed hash breaks the signature', () => {
  const token = signPreviewToken({ area: 'blog', version: '1.4.0', exp, integrity }, secret);
  expect(verifyPreviewToken(token, secret, now)).toEqual({ area: 'blog', version: '1.4.0', exp, integrity });
  const [, signature] = token.split('.');
  const swapped = Buffer.from(
    JSON.stringify({ area: 'blog', version: '1.4.0', exp, integrity: { ...integrity, buildFiles: 'c'.repeat(64) } }),
  );
  expect(verifyPreviewToken(`${swapped.toString('base64url')}.${signature ?? ''}`, secret, now)).toBeNull();
});

test('refuses integrity that is not two sha256 in hex, when signing and when verifying', () => {
  expect(() =>
    signPreviewToken({ area: 'blog', version: '1.0.0', exp, integrity: { ...integrity, remoteEntry: 'B'.repeat(64) } }, secret),
  ).toThrow(/integrity/);
  const part = Buffer.from(JSON.stringify({ area: 'blog', version: '1.0.0', exp, integrity: { buildFiles: 'x' } })).toString('base64url');
  expect(verifyPreviewToken(`${part}.${createHmac('sha256', secret).update(part).digest('base64url')}`, secret, now)).toBeNull();
});
