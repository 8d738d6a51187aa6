/** The password login hydrated in the browser: the captcha widget, the same form enhanced, and what follows. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loginReply } from '../../../../tooling/testing/api-replies.ts';
import { errorReply, okReply } from '../../../../tooling/testing/fake-http.ts';
import { renderInBrowser } from 'host/testing/render-area';
import login from '../../../locales/en/login.json';
import myaccount from '../../../locales/en/myaccount.json';
import { areaModule } from '../../expose/routes.ts';
import { installFakeCaptcha, type FakeCaptcha } from './grecaptcha-fake.ts';

const GATEWAY_LOGIN = 'POST /ws/mm/reca/r2/api/mms/account/v1/web/login';
const PROFILE = 'GET /api/mms/account/v1/web/profile';
const bundles = { en: { login, myaccount } };
const profile = okReply({
  user_id: 100001,
  email: 'ann@example.com',
  is_password_set: true,
  is_anonymous: false,
  vip: { is_vip: false, remain_time: 0, expire_at: null },
});

let captcha: FakeCaptcha;
beforeEach(() => {
  captcha = installFakeCaptcha();
});
afterEach(() => {
  captcha.uninstall();
  document.head.replaceChildren();
});

const form = () => screen.getByRole('form', { name: 'Log in' });
async function fillIn(email: string, password: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}
const tick = async () => fireEvent.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
const submit = () => fireEvent.click(within(form()).getByRole('button', { name: 'Log in' }));

test('shows the captcha in the box the server reserved, loading its script from the API once', async () => {
  await renderInBrowser({ module: areaModule, bundles, url: '/login' });
  expect(await screen.findByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument();
  // The status line goes in the same render as the box appears, or the next one on a loaded machine.
  await waitFor(() => expect(screen.queryByText('Loading the security check…')).not.toBeInTheDocument());
  expect(document.querySelectorAll('script[src="http://api.test/captcha/local.js"]')).toHaveLength(1);
  expect(within(form()).getByRole('group', { name: 'Security check' })).toContainElement(screen.getByRole('checkbox'));
});

test('logs in through the action with the ticked token and the device token, then goes to the target signed in', async () => {
  const page = await renderInBrowser({
    module: areaModule,
    bundles,
    url: '/login?redirect=%2Fmyaccount',
    deviceToken: 'dev-old',
    routes: { [GATEWAY_LOGIN]: loginReply({ token: 'tok-1' }), [PROFILE]: profile },
  });
  await fillIn(' ann@example.com ', 'Secret#1');
  await tick();
  submit();

  expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
  expect(page.path()).toBe('/myaccount');
  expect(page.http.callsTo(GATEWAY_LOGIN)[0]?.body).toEqual({
    email: 'ann@example.com',
    password: 'Secret#1',
    recasign: 'captcha-token-1',
    device_token: 'dev-old',
  });
  expect(page.user.getToken()).toBe('tok-1');
});

test('a refusal is announced and focused, and the captcha must be ticked again', async () => {
  const page = await renderInBrowser({
    module: areaModule,
    bundles,
    url: '/login',
    routes: { [GATEWAY_LOGIN]: errorReply(400, 40010, 'wrong') },
  });
  await fillIn('ann@example.com', 'Wrong#123');
  await tick();
  submit();

  const alert = await within(form()).findByRole('alert');
  expect(alert).toHaveTextContent('The email address or password is wrong.');
  await waitFor(() => expect(alert).toHaveFocus());
  await waitFor(() => expect(captcha.resets).toBe(1));
  expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('ann@example.com');
  expect(page.user.getToken()).toBeNull();
  expect(page.path()).toBe('/login');
});

test('without a tick nothing is sent and the visitor is told to tick the box', async () => {
  const page = await renderInBrowser({
    module: areaModule,
    bundles,
    url: '/login',
    routes: { [GATEWAY_LOGIN]: loginReply({ token: 'never' }) },
  });
  await fillIn('ann@example.com', 'Secret#1');
  await screen.findByRole('checkbox', { name: "I'm not a robot" });
  submit();
  expect(await within(form()).findByRole('alert')).toHaveTextContent("Tick the “I'm not a robot” box, then log in.");
  expect(page.http.callsTo(GATEWAY_LOGIN)).toHaveLength(0);
});

test('a lockout offers the code sign-in, which keeps the target', async () => {
  const page = await renderInBrowser({
    module: areaModule,
    bundles,
    url: '/login?redirect=%2Fpricing',
    routes: { [GATEWAY_LOGIN]: errorReply(429, 429, 'locked') },
  });
  await fillIn('ann@example.com', 'Secret#1');
  await tick();
  submit();
  const alert = await within(form()).findByRole('alert');
  expect(alert).toHaveTextContent('password login is paused here for a while');
  fireEvent.click(within(alert).getByRole('link', { name: 'Sign in with an emailed code instead' }));
  expect(await screen.findByRole('button', { name: 'Email me a code' })).toBeInTheDocument();
  expect(page.path()).toBe('/login?mode=signup&redirect=%2Fpricing');
});

test('a signed-in visitor can log out from the login page', async () => {
  const page = await renderInBrowser({
    module: areaModule,
    bundles,
    url: '/login',
    token: 'tok-0',
    routes: { [PROFILE]: profile, 'POST /api/mms/account/v1/web/logout': okReply(null) },
  });
  expect(await screen.findByText("You're logged in as ann@example.com.")).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  expect(await screen.findByText("You're logged out.")).toBeInTheDocument();
  expect(page.user.getToken()).toBeNull();
  expect(page.http.callsTo('POST /api/mms/account/v1/web/logout')).toHaveLength(1);
  expect(await screen.findByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
});
