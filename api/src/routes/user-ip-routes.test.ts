import { signInByCode, startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const IP = '/api/mms/account/v1/web/user_ip';
let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await startTestApp();
  token = (await signInByCode(t, 'ann@example.com')).token;
});
afterEach(async () => {
  await t.close();
});

const query = () => t.call('POST', `${IP}/query`, { token, body: { _span: Date.now() } });

test('query lists bound addresses and the caller’s address', async () => {
  expect((await query()).json().data).toEqual({ ips: [], current_ip: '127.0.0.1', max: 5 });
});

test('bind adds an address once and remove takes it away', async () => {
  const bound = await t.call('POST', `${IP}/bind`, { token, body: { ip: '203.0.113.7' } });
  expect(bound.json().data).toEqual({ ip: '203.0.113.7', created_at: t.clock.now() });
  await t.call('POST', `${IP}/bind`, { token, body: { ip: '203.0.113.7' } });
  await t.call('POST', `${IP}/bind`, { token, body: { ip: '2001:DB8::1' } });
  expect((await query()).json().data.ips.map((row: { ip: string }) => row.ip)).toEqual(['2001:db8::1', '203.0.113.7']);
  const removed = await t.call('POST', `${IP}/remove`, { token, body: { ip: '203.0.113.7' } });
  expect(removed.json()).toEqual({ code: 0, message: 'ok', data: null });
  expect((await query()).json().data.ips).toHaveLength(1);
});

test('remove of an address that is not bound is 404', async () => {
  const res = await t.call('POST', `${IP}/remove`, { token, body: { ip: '203.0.113.9' } });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ code: 404, message: 'bound ip not found' });
});

test('bind refuses a sixth address with 40020', async () => {
  for (let i = 1; i <= 5; i += 1) {
    expect((await t.call('POST', `${IP}/bind`, { token, body: { ip: `203.0.113.${i}` } })).statusCode).toBe(200);
  }
  const res = await t.call('POST', `${IP}/bind`, { token, body: { ip: '203.0.113.6' } });
  expect(res.json().code).toBe(40020);
});

test('validates ip and _span', async () => {
  for (const ip of ['', '999.1.1.1', 'example.com', "1.1.1.1' OR '1'='1", 42]) {
    expect((await t.call('POST', `${IP}/bind`, { token, body: { ip } })).json().code).toBe(40000);
  }
  expect((await t.call('POST', `${IP}/query`, { token, body: {} })).json().fields[0].path).toBe('_span');
  expect((await t.call('POST', `${IP}/query`, { token, body: { _span: 'soon' } })).statusCode).toBe(400);
  expect((await t.call('POST', `${IP}/query`, { token, body: { _span: '1795274733059' } })).statusCode).toBe(200);
});

test('each account sees only its own addresses, and calls need a token', async () => {
  await t.call('POST', `${IP}/bind`, { token, body: { ip: '203.0.113.7' } });
  const other = (await signInByCode(t, 'bob@example.com')).token;
  expect((await t.call('POST', `${IP}/query`, { token: other, body: { _span: 1 } })).json().data.ips).toEqual([]);
  expect((await t.call('POST', `${IP}/remove`, { token: other, body: { ip: '203.0.113.7' } })).statusCode).toBe(404);
  expect((await t.call('POST', `${IP}/query`, { body: { _span: 1 } })).statusCode).toBe(401);
});
