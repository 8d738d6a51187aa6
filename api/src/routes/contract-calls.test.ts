/**
 * Every call the remotes make parses with the shared contract (decision 026) when answered by
 * the real api: sign-in, passwords, support, prices and purchase records.
 */
import {
  anonymousSignupCall,
  changePasswordCall,
  contactUsCall,
  geoInfoCall,
  loginCall,
  logoutCall,
  ordersCall,
  parseResponse,
  plansCall,
  priceLocalisationCall,
  resetPasswordCall,
  s1PublicKeyCall,
  setPasswordCall,
  subscriptionsCall,
  verificationRequestCall,
  verificationValidateCall,
  type ApiCall,
  type RequestOf,
} from '@meridian/shared/api-schemas';
import { captchaToken, latestCode, startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp;

beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
});

/** Calls `apiCall` with a body typed by the contract and parses the answer's data with it. */
async function send<C extends ApiCall>(apiCall: C, body: RequestOf<C>, token?: string, path = apiCall.path) {
  const res = await t.call(apiCall.method, path, { token, body: apiCall.method === 'GET' ? undefined : body });
  expect(res.statusCode).toBe(200);
  return parseResponse(apiCall, res.json().data);
}

test('signing in by code, passwords, login and logout answer what the contract says', async () => {
  const email = 'ann@example.com';
  expect((await send(verificationRequestCall, { email })).expires_in).toBeGreaterThan(0);
  const signedIn = await send(verificationValidateCall, { email, code: await latestCode(t, email) });
  if (!('token' in signedIn)) throw new Error('a login code answers a session');
  expect(signedIn).toMatchObject({ token_type: 'Bearer', is_new_user: true, is_password_set: false, claimed: false });

  expect(await send(setPasswordCall, { password: 'Secret#123' }, signedIn.token)).toBeNull();
  expect(await send(changePasswordCall, { old_password: 'Secret#123', new_password: 'Secret#456' }, signedIn.token)).toBeNull();
  const loggedIn = await send(loginCall, { email, password: 'Secret#456', recasign: await captchaToken(t, 'v2') });
  expect(loggedIn.device_token).not.toBe('');
  expect(await send(logoutCall, {}, loggedIn.token)).toBeNull();

  const reset = await send(verificationRequestCall, { email, purpose: 'reset_password', recasign: await captchaToken(t, 'v2') });
  expect(reset.expires_in).toBeGreaterThan(0);
  const code = await latestCode(t, email);
  expect(await send(verificationValidateCall, { email, code, purpose: 'reset_password' })).toEqual({ valid: true });
  expect(await send(resetPasswordCall, { email, code, password: 'Secret#789' })).toBeNull();
});

test('prices, purchase records, support and the address lookup answer what the contract says', async () => {
  const anonymous = await send(anonymousSignupCall, { recasign: await captchaToken(t, 'v3') });
  const plans = await send(plansCall, {});
  expect(plans.plans.length).toBeGreaterThan(0);
  const ids = plans.plans.map((plan) => plan.id).join(',');
  const prices = await send(priceLocalisationCall, { product_ids: ids }, undefined, `${priceLocalisationCall.path}?product_ids=${ids}`);
  expect(prices.products).toHaveLength(plans.plans.length);
  expect((await send(ordersCall, {}, anonymous.token)).orders).toEqual([]);
  expect((await send(subscriptionsCall, {}, anonymous.token)).subscriptions).toEqual([]);
  expect((await send(contactUsCall, { email: 'ann@example.com', content: 'Hello' })).id).toBeGreaterThan(0);
  expect((await send(geoInfoCall, {})).user_ip).not.toBe('');
  expect((await send(s1PublicKeyCall, {})).provider).toBe('s1');
});
