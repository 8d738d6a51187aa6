import { signInByCode, startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const DEVICE = '/api/mms/account/v1/web/device';
let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await startTestApp();
  token = (await signInByCode(t, 'ann@example.com')).token;
  await t.call('POST', '/api/dev/devices', { body: { email: 'ann@example.com', app_type: 101, user_id: 555001, device_name: 'Pixel 9' } });
  await t.call('POST', '/api/dev/devices', { body: { email: 'ann@example.com', app_type: 1, user_id: 555002, device_name: 'iPhone' } });
});
afterEach(async () => {
  await t.close();
});

test('list shows the account’s devices with app names', async () => {
  const { devices } = (await t.call('GET', `${DEVICE}/list`, { token })).json().data;
  expect(devices).toHaveLength(2);
  expect(devices).toContainEqual(
    expect.objectContaining({ app_type: 101, app_name: 'Android_Master', user_id: 555001, device_name: 'Pixel 9' }),
  );
  expect(devices).toContainEqual(expect.objectContaining({ app_type: 1, app_name: 'iOS_Master', user_id: 555002 }));
});

test('unbind removes one device, given as numbers or digit strings', async () => {
  const res = await t.call('POST', `${DEVICE}/unbind`, { token, body: { unbind_app_type: 101, unbind_user_id: 555001 } });
  expect(res.json()).toEqual({ code: 0, message: 'ok', data: null });
  await t.call('POST', `${DEVICE}/unbind`, { token, body: { unbind_app_type: '1', unbind_user_id: '555002' } });
  expect((await t.call('GET', `${DEVICE}/list`, { token })).json().data.devices).toEqual([]);
});

test('unbind of a device that is not the caller’s is 404', async () => {
  const other = (await signInByCode(t, 'bob@example.com')).token;
  const res = await t.call('POST', `${DEVICE}/unbind`, { token: other, body: { unbind_app_type: 101, unbind_user_id: 555001 } });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ code: 404, message: 'device not found' });
});

test('unbind validates its fields', async () => {
  const cases = [
    {},
    { unbind_app_type: 999, unbind_user_id: 1 },
    { unbind_app_type: 101, unbind_user_id: -1 },
    { unbind_app_type: '1 OR 1=1', unbind_user_id: 1 },
  ];
  for (const body of cases) {
    const res = await t.call('POST', `${DEVICE}/unbind`, { token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(40000);
  }
});

test('device calls need a token', async () => {
  expect((await t.call('GET', `${DEVICE}/list`)).statusCode).toBe(401);
  expect((await t.call('POST', `${DEVICE}/unbind`, { body: { unbind_app_type: 101, unbind_user_id: 555001 } })).statusCode).toBe(401);
});
