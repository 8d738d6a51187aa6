import { signWebhook, verifyWebhook } from './webhook-signature.ts';

const SECRET = 'webhook-secret-webhook-secret-00';
const NOW = Date.parse('2026-11-21T12:00:00Z');
const BODY = '{"id":"evt_1"}';

test('accepts its own signature', () => {
  expect(verifyWebhook(SECRET, BODY, signWebhook(SECRET, BODY, NOW), NOW)).toBe('ok');
});

test('refuses a changed body, another secret and a malformed or missing header', () => {
  const header = signWebhook(SECRET, BODY, NOW);
  expect(verifyWebhook(SECRET, '{"id":"evt_2"}', header, NOW)).toBe('invalid');
  expect(verifyWebhook('another-secret-another-secret-00', BODY, header, NOW)).toBe('invalid');
  expect(verifyWebhook(SECRET, BODY, 'v1=abc', NOW)).toBe('invalid');
  expect(verifyWebhook(SECRET, BODY, undefined, NOW)).toBe('invalid');
});

test('refuses a right signature older or newer than five minutes', () => {
  const header = signWebhook(SECRET, BODY, NOW);
  expect(verifyWebhook(SECRET, BODY, header, NOW + 300_000)).toBe('ok');
  expect(verifyWebhook(SECRET, BODY, header, NOW + 301_000)).toBe('expired');
  expect(verifyWebhook(SECRET, BODY, header, NOW - 301_000)).toBe('expired');
});
