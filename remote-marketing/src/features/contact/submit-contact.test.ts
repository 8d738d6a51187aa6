import { errorReply, fakeHttp, okReply } from '../../../../tooling/testing/fake-http.ts';
import { CONTACT_PATH, failureOf, submitContact } from './submit-contact.ts';

const values = { name: 'Ana', email: 'ana@example.com', subject: 'Billing', message: 'Where is my receipt?' };
const ROUTE = `POST ${CONTACT_PATH}`;

test('posts the contact_us body with X-App-Type 501', async () => {
  const http = fakeHttp({ [ROUTE]: okReply({ id: 7 }) });
  expect(await submitContact(http.client, values)).toEqual({ ok: true });
  const [call] = http.callsTo(ROUTE);
  expect(call?.headers['X-App-Type']).toBe('501');
  expect(call?.body).toEqual({ email: 'ana@example.com', name: 'Ana', subject: 'Billing', content: 'Where is my receipt?' });
});

test.each([
  ['a 429', errorReply(429, 429, 'Too many requests'), 'rateLimited'],
  ['a validation failure', errorReply(400, 40000, 'validation failed'), 'invalid'],
  ['a server error', { status: 500, body: 'Internal Server Error' }, 'server'],
  ['no answer at all', 'network-error', 'network'],
] as const)('%s is reported as %s', async (_name, reply, reason) => {
  const http = fakeHttp({ [ROUTE]: reply });
  expect(await submitContact(http.client, values)).toEqual({ ok: false, reason });
});

test('anything that is not an API error counts as a server failure', () => {
  expect(failureOf(new Error('boom'))).toBe('server');
  expect(failureOf({ code: 'ECONNABORTED', message: 'timeout' })).toBe('network');
});
