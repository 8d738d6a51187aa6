import { captchaToken, latestCode, login, requestCodeAsSite, signInByCode, signUpWithPassword, startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const WEB = '/api/mms/account/v1/web';
const PASSWORD = 'Secret#123';
let t: TestApp;

beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
});

test('set_password sets a first password that then logs in', async () => {
  const { token } = await signInByCode(t, 'ann@example.com');
  const res = await t.call('POST', `${WEB}/set_password`, { token, body: { password: PASSWORD } });
  expect(res.json()).toEqual({ code: 0, message: 'ok', data: null });
  expect((await t.call('GET', `${WEB}/profile`, { token })).json().data.is_password_set).toBe(true);
  expect((await login(t, 'ann@example.com', PASSWORD)).statusCode).toBe(200);
});

test('set_password refuses a second time with 40012', async () => {
  const { token } = await signUpWithPassword(t, 'ann@example.com', PASSWORD);
  const res = await t.call('POST', `${WEB}/set_password`, { token, body: { password: 'Other#1234' } });
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe(40012);
});

test('set_password refuses an anonymous account with 40014', async () => {
  const signup = await t.call('POST', `${WEB}/anonymous_signup`, { body: { recasign: await captchaToken(t, 'v3') } });
  const res = await t.call('POST', `${WEB}/set_password`, { token: signup.json().data.token, body: { password: PASSWORD } });
  expect(res.json().code).toBe(40014);
});

test.each([
  ['too short', 'Ab#1234'],
  ['too long', 'Abcdefghij#123456789x'],
  ['no upper-case letter', 'secret#123'],
  ['no lower-case letter', 'SECRET#123'],
  ['no symbol', 'Secret1234'],
  ['a space', 'Secret #123'],
  ['non-ASCII', 'Sécret#123'],
])('set_password refuses a password with %s', async (_reason, password) => {
  const { token } = await signInByCode(t, 'ann@example.com');
  const res = await t.call('POST', `${WEB}/set_password`, { token, body: { password } });
  expect(res.statusCode).toBe(400);
  expect(res.json().fields[0].path).toBe('password');
});

test('password calls need a token', async () => {
  for (const call of ['set_password', 'change_password']) {
    const res = await t.call('POST', `${WEB}/${call}`, { body: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: 'authorization token required' });
  }
});

test('change_password checks the old password and revokes the other sessions only', async () => {
  const { token } = await signUpWithPassword(t, 'ann@example.com', PASSWORD);
  const other = (await login(t, 'ann@example.com', PASSWORD)).json().data.token;
  const wrong = await t.call('POST', `${WEB}/change_password`, { token, body: { old_password: 'Nope#1234', new_password: 'Newer#1234' } });
  expect(wrong.json()).toEqual({ code: 40013, message: 'current password is wrong' });
  const res = await t.call('POST', `${WEB}/change_password`, { token, body: { old_password: PASSWORD, new_password: 'Newer#1234' } });
  expect(res.statusCode).toBe(200);
  expect((await t.call('GET', `${WEB}/profile`, { token })).statusCode).toBe(200);
  expect((await t.call('GET', `${WEB}/profile`, { token: other })).json().code).toBe(50012);
  expect((await login(t, 'ann@example.com', PASSWORD)).json().code).toBe(40010);
  expect((await login(t, 'ann@example.com', 'Newer#1234')).statusCode).toBe(200);
});

test('change_password validates the new password', async () => {
  const { token } = await signUpWithPassword(t, 'ann@example.com', PASSWORD);
  const res = await t.call('POST', `${WEB}/change_password`, { token, body: { old_password: PASSWORD, new_password: 'weak' } });
  expect(res.json().fields).toEqual([{ path: 'new_password', message: expect.any(String) }]);
});

test('reset_password with an emailed code sets the password and revokes every session', async () => {
  const { token } = await signUpWithPassword(t, 'ann@example.com', PASSWORD);
  await requestCodeAsSite(t, 'ann@example.com', 'reset_password');
  const code = await latestCode(t, 'ann@example.com');
  const res = await t.call('POST', `${WEB}/reset_password`, { body: { email: 'ann@example.com', code, password: 'Reset#1234' } });
  expect(res.json()).toEqual({ code: 0, message: 'ok', data: null });
  expect((await t.call('GET', `${WEB}/profile`, { token })).json().code).toBe(50012);
  expect((await login(t, 'ann@example.com', 'Reset#1234')).statusCode).toBe(200);
  const again = await t.call('POST', `${WEB}/reset_password`, { body: { email: 'ann@example.com', code, password: 'Other#1234' } });
  expect(again.json().code).toBe(40011);
});

test('reset_password refuses a sign-in code and an unknown address', async () => {
  await signInByCode(t, 'ann@example.com');
  await requestCodeAsSite(t, 'ann@example.com');
  const loginCode = await latestCode(t, 'ann@example.com');
  const res = await t.call('POST', `${WEB}/reset_password`, {
    body: { email: 'ann@example.com', code: loginCode, password: 'Reset#1234' },
  });
  expect(res.json().code).toBe(40011);
  const unknown = await t.call('POST', `${WEB}/reset_password`, {
    body: { email: 'zed@example.com', code: '123456', password: 'Reset#1234' },
  });
  expect(unknown.json().code).toBe(40011);
});
