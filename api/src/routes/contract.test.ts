/** The api answers what the shared contract (decision 026) says, so the remotes can parse it. */
import {
  deviceListCall,
  deviceUnbindCall,
  parseResponse,
  profileCall,
  userIpBindCall,
  userIpQueryCall,
  userIpRemoveCall,
} from '@meridian/shared/api-schemas';
import { signInByCode, startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await startTestApp();
  token = (await signInByCode(t, 'ann@example.com')).token;
});
afterEach(async () => {
  await t.close();
});

test('profile, devices and IP binding answers parse with the contract the remotes use', async () => {
  const data = async (method: 'GET' | 'POST', path: string, body?: unknown) => (await t.call(method, path, { token, body })).json().data;
  expect(parseResponse(profileCall, await data('GET', profileCall.path))).toMatchObject({ email: 'ann@example.com', is_anonymous: false });
  expect(parseResponse(deviceListCall, await data('GET', deviceListCall.path)).devices).toEqual(expect.any(Array));
  expect(parseResponse(userIpBindCall, await data('POST', userIpBindCall.path, { ip: ' 2001:DB8::1 ' }))).toEqual({
    ip: '2001:db8::1',
    created_at: t.clock.now(),
  });
  expect(parseResponse(userIpQueryCall, await data('POST', userIpQueryCall.path, { _span: 1 })).ips).toHaveLength(1);
  expect(parseResponse(userIpRemoveCall, await data('POST', userIpRemoveCall.path, { ip: '2001:db8::1' }))).toBeNull();
});

test('a request the contract refuses is a 400 naming the field, never a 500', async () => {
  const bind = await t.call('POST', userIpBindCall.path, { token, body: { ip: '300.1.2.3' } });
  expect(bind.statusCode).toBe(400);
  expect(bind.json()).toMatchObject({ code: 40000, fields: [{ path: 'ip', message: 'ip must be an IPv4 or IPv6 address' }] });
  const unbind = await t.call('POST', deviceUnbindCall.path, { token, body: { unbind_app_type: 'x', unbind_user_id: 5 } });
  expect(unbind.statusCode).toBe(400);
  expect(unbind.json().fields[0].path).toBe('unbind_app_type');
});
