import { startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp;

afterEach(async () => {
  await t.close();
});

test('dev endpoints do not exist unless enabled', async () => {
  t = await startTestApp({ devEndpoints: false });
  for (const [method, path] of [
    ['GET', '/api/dev/outbox?email=a@b.co'],
    ['POST', '/api/dev/accounts'],
    ['POST', '/api/dev/devices'],
    ['PUT', '/api/dev/site-config/promotion'],
  ] as const) {
    expect((await t.call(method, path, method === 'GET' ? {} : { body: {} })).statusCode).toBe(404);
  }
});

describe('when enabled', () => {
  beforeEach(async () => {
    t = await startTestApp();
  });

  test('the outbox needs a valid email', async () => {
    expect((await t.call('GET', '/api/dev/outbox')).json().code).toBe(40000);
    expect((await t.call('GET', "/api/dev/outbox?email=x' OR '1'='1")).json().code).toBe(40000);
    expect((await t.call('GET', '/api/dev/outbox?email=a@b.co')).json().data).toEqual({ messages: [] });
  });

  test('site config documents can be replaced and are validated', async () => {
    const promotion = {
      startTime: '2026-12-24T00:00:00Z',
      endTime: '2026-12-26T23:59:59Z',
      isFestival: true,
      segments: [{ text: 'Merry Christmas', color: '#FF0000' }],
    };
    expect((await t.call('PUT', '/api/dev/site-config/promotion', { body: promotion })).statusCode).toBe(200);
    expect((await t.call('GET', '/config/promotion.json')).json()).toEqual(promotion);
    await t.call('PUT', '/api/dev/site-config/latest_build', { body: { id: 'b-2' } });
    expect((await t.call('GET', '/build/latest.json')).json()).toEqual({ id: 'b-2' });
    const reversed = await t.call('PUT', '/api/dev/site-config/promotion', { body: { ...promotion, endTime: '2026-01-01T00:00:00Z' } });
    expect(reversed.json().code).toBe(40000);
    expect((await t.call('PUT', '/api/dev/site-config/other', { body: {} })).statusCode).toBe(404);
  });

  test('accounts can get a plan and unknown plans are 404', async () => {
    expect((await t.call('POST', '/api/dev/accounts', { body: { email: 'a@b.co', plan_id: 2 } })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/dev/accounts', { body: { email: 'a@b.co', plan_id: 42 } })).statusCode).toBe(404);
  });
});
