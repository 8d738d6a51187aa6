import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import arLogin from '../../locales/ar/login.json';
import { fail, ok } from '../testing/fake-api.ts';
import { installFakeCaptcha, type FakeCaptcha } from '../testing/fake-captcha.ts';
import { PROFILE_PATH, profile, renderAccount } from '../testing/render-account.tsx';

const GATEWAY_LOGIN = 'POST /ws/mm/reca/r2/api/mms/account/v1/web/login';
let captcha: FakeCaptcha;

beforeEach(() => {
  captcha = installFakeCaptcha();
});
afterEach(() => {
  captcha.uninstall();
});

async function fillIn(email: string, password: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

const tickCaptcha = async () => fireEvent.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
/** The login form's error summary (the toast stack has alert regions of its own). */
const formAlert = () => within(screen.getByRole('form', { name: 'Log in' })).findByRole('alert');

test('logs in through the captcha gateway, stores the session and goes to the redirect target', async () => {
  const view = await renderAccount({
    url: '/login?redirect=%2Fpricing',
    routes: { [GATEWAY_LOGIN]: ok({ token: 'tok-1', token_type: 'Bearer', user_id: 100001 }) },
  });
  await fillIn(' ann@example.com ', 'Secret#1');
  await tickCaptcha();
  submit();

  expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
  expect(view.path()).toBe('/pricing');
  expect(view.api.calls(GATEWAY_LOGIN)[0]).toMatchObject({
    body: { email: 'ann@example.com', password: 'Secret#1', recasign: 'captcha-token-1' },
    appType: '501',
  });
  expect(view.user.getSnapshot()).toMatchObject({ token: 'tok-1', info: { name: 'ann@example.com' } });
  expect(view.api.calls(`GET ${PROFILE_PATH}`)[0]?.authorization).toBe('Bearer tok-1');
  expect(await screen.findByText("You're logged in. Welcome back!")).toBeInTheDocument();
});

test('goes to /myaccount after login when the redirect target is not a path of this site', async () => {
  const view = await renderAccount({
    url: '/login?redirect=https%3A%2F%2Fevil.example%2F',
    routes: { [GATEWAY_LOGIN]: ok({ token: 'tok-1' }) },
  });
  await fillIn('ann@example.com', 'Secret#1');
  await tickCaptcha();
  submit();
  await waitFor(() => expect(view.path()).toBe('/myaccount'));
});

test('says the email or password is wrong, and asks for a new captcha tick', async () => {
  const view = await renderAccount({ url: '/login', routes: { [GATEWAY_LOGIN]: fail(400, 40010, 'wrong email or password') } });
  await fillIn('ann@example.com', 'Wrong#123');
  await tickCaptcha();
  submit();

  const alert = await formAlert();
  expect(alert).toHaveTextContent('The email address or password is wrong.');
  expect(alert).toHaveFocus();
  expect(captcha.resets).toBe(1);
  expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  expect(view.user.getSnapshot().token).toBeNull();
  expect(view.path()).toBe('/login');
});

test("refuses to send a login without a captcha tick ('recaptcha token is empty')", async () => {
  const view = await renderAccount({ url: '/login', routes: { [GATEWAY_LOGIN]: ok({ token: 'never' }) } });
  await fillIn('ann@example.com', 'Secret#1');
  await screen.findByRole('checkbox', { name: "I'm not a robot" });
  submit();

  expect(await formAlert()).toHaveTextContent('Tick the “I\'m not a robot” box, then log in.');
  expect(view.api.calls(GATEWAY_LOGIN)).toHaveLength(0);
});

test('explains an expired captcha token the API refused', async () => {
  await renderAccount({ url: '/login', routes: { [GATEWAY_LOGIN]: fail(400, 40004, 'captcha token rejected') } });
  await fillIn('ann@example.com', 'Secret#1');
  await tickCaptcha();
  submit();
  expect(await formAlert()).toHaveTextContent('The security check has expired.');
});

test('shows inline, described errors for an empty form and sends nothing', async () => {
  const view = await renderAccount({ url: '/login' });
  await screen.findByRole('checkbox', { name: "I'm not a robot" });
  submit();

  const alert = await formAlert();
  expect(within(alert).getByRole('link', { name: 'Enter your email address.' })).toBeInTheDocument();
  const email = screen.getByRole('textbox', { name: 'Email address' });
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('Enter your email address.');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
  expect(view.api.requests.filter((request) => request.url.includes('login'))).toHaveLength(0);
});

test('loads the captcha script from the API once', async () => {
  await renderAccount({ url: '/login' });
  await screen.findByRole('checkbox', { name: "I'm not a robot" });
  expect(document.querySelectorAll('script[src="http://api.test/captcha/local.js"]')).toHaveLength(1);
});

test('offers a signed-in visitor to continue or log out', async () => {
  const view = await renderAccount({ url: '/login', token: 'tok-0' });
  expect(await screen.findByText("You're logged in as ann@example.com.")).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  expect(await screen.findByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
  expect(view.user.getSnapshot().token).toBeNull();
  expect(view.api.calls('POST /api/mms/account/v1/web/logout')[0]?.authorization).toBe('Bearer tok-0');
});

test('prefills the email address handed over by the reset screen', async () => {
  await renderAccount({ url: '/login', state: { email: 'ann@example.com' } });
  expect(await screen.findByRole('textbox', { name: 'Email address' })).toHaveValue('ann@example.com');
  expect(profile().email).toBe('ann@example.com');
});

test('speaks the page language, Arabic included', async () => {
  const view = await renderAccount({ url: '/login' });
  view.i18n.addResourceBundle('ar', 'login', arLogin);
  await act(() => view.i18n.changeLanguage('ar'));
  expect(await screen.findByRole('textbox', { name: 'البريد الإلكتروني' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'إنشاء حساب' })).toHaveAttribute('href', '/login?mode=signup');
});
