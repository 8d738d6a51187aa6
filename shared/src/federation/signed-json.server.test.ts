/** @jest-environment node */
import { Buffer } from 'node:buffer';
import { createHmac } from 'node:crypto';
import { openSignedJson, signJson } from './signed-json.server.ts';

const SECRET = 'a-secret-of-thirty-two-characters!';

test('a token opens with its secret and gives its payload back', () => {
  const token = signJson({ area: 'blog', n: [1, 2] }, SECRET);
  expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  expect(openSignedJson(token, SECRET, 1024)).toEqual({ area: 'blog', n: [1, 2] });
});

test('another secret, a changed payload or signature, a third part, a long or non-string token open nothing', () => {
  const token = signJson({ version: '1.0.0' }, SECRET);
  const [payload = '', signature = ''] = token.split('.');
  const forged = Buffer.from(JSON.stringify({ version: '9.9.9' })).toString('base64url');
  expect(openSignedJson(token, `${SECRET}x`, 1024)).toBeUndefined();
  expect(openSignedJson(`${forged}.${signature}`, SECRET, 1024)).toBeUndefined();
  expect(openSignedJson(`${payload}.${signature.slice(0, -2)}`, SECRET, 1024)).toBeUndefined();
  expect(openSignedJson(`${token}.x`, SECRET, 1024)).toBeUndefined();
  expect(openSignedJson(token, SECRET, token.length - 1)).toBeUndefined();
  for (const value of [undefined, null, 42, {}, '', '.', 'a.b.c', '%%.%%']) expect(openSignedJson(value, SECRET, 1024)).toBeUndefined();
});

test('a correctly signed payload that is not JSON opens nothing, without throwing', () => {
  const payload = Buffer.from('{not json').toString('base64url');
  // Signed for real, by the same construction as signJson:
  const mac = createHmac('sha256', SECRET).update(payload).digest().toString('base64url');
  expect(() => openSignedJson(`${payload}.${mac}`, SECRET, 1024)).not.toThrow();
  expect(openSignedJson(`${payload}.${mac}`, SECRET, 1024)).toBeUndefined();
});
