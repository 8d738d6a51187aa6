/** The emailed-code sign-up and sign-in hydrated in the browser: both steps, then the password step. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorReply, okReply, type RecordedRequest } from '../../../../tooling/testing/fake-http.ts';
import { codeSessionReply, profileReply } from '../../../../tooling/testing/api-replies.ts';
import { renderInBrowser } from 'host/testing/render-area';
import login from '../../../locales/en/login.json';
import myaccount from '../../../locales/en/myaccount.json';
import { areaModule } from '../../expose/routes.ts';
import { installFakeCaptcha } from './grecaptcha-fake.ts';

const REQUEST = 'POST /api/mms/account/v1/web/verification/request';
const GATEWAY_REQUEST = 'POST /ws/mm/reca/r2/api/mms/account/v1/web/verification/request';
const VALIDATE = 'POST /api/mms/account/v1/web/verification/validate';
const SET_PASSWORD = 'POST /api/mms/account/v1/web/set_password';
const PROFILE = 'GET /api/mms/account/v1/web/profile';
const bundles = { en: { login, myaccount } };

const signupForm = () => screen.getByRole('form', { name: 'Sign up' });
async function requestCode(email: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
  return screen.findByRole('textbox', { name: 'Verification code' });
}

test('signs up by emailed code, then asks for a password before going on', async () => {
  let passwordSet = false;
  const page = await renderInBrowser({
    module: areaModule,
    bundles,
    url: '/login?mode=signup&redirect=%2Fmyaccount',
    routes: {
      [REQUEST]: okReply({ expires_in: 600 }),
      [VALIDATE]: codeSessionReply({ token: 'new-tok', device_token: 'dev-1', user_id: 100002, is_new_user: true, is_password_set: false }),
      [PROFILE]: () => profileReply({ user_id: 100002, email: 'new@example.com', is_password_set: passwordSet }),
      [SET_PASSWORD]: () => {
        passwordSet = true;
        return okReply(null);
      },
    },
  });
  expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('aria-current', 'page');

  const code = await requestCode('new@example.com');
  expect(page.http.callsTo(REQUEST)[0]?.body).toEqual({ email: 'new@example.com', purpose: 'login' });
  expect(screen.getByText("We've sent a code to new@example.com. It's valid for 10 minutes.")).toHaveAttribute('role', 'status');

  fireEvent.change(code, { target: { value: '123456' } });
  fireEvent.click(within(signupForm()).getByRole('button', { name: 'Continue' }));

  const password = await screen.findByLabelText('New password');
  expect(page.path()).toBe('/login?step=password');
  expect(page.http.callsTo(VALIDATE)[0]?.body).toEqual({ email: 'new@example.com', code: '123456', purpose: 'login' });
  expect(page.user.getToken()).toBe('new-tok');

  fireEvent.change(password, { target: { value: 'Secret#1' } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'Secret#1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
  expect(page.path()).toBe('/myaccount');
  expect(page.http.callsTo(SET_PASSWORD)[0]?.body).toEqual({ password: 'Secret#1' });
});

test('a new account may skip the password step', async () => {
  const page = await renderInBrowser({
    module: areaModule,
    bundles,
    url: '/login?mode=signup&redirect=%2Fmyaccount',
    routes: {
      [REQUEST]: okReply({ expires_in: 600 }),
      [VALIDATE]: codeSessionReply({ token: 'new-tok', is_new_user: true, is_password_set: false }),
      [PROFILE]: profileReply({ user_id: 100002, email: 'new@example.com', is_password_set: false }),
    },
  });
  fireEvent.change(await requestCode('new@example.com'), { target: { value: '123456' } });
  fireEvent.click(within(signupForm()).getByRole('button', { name: 'Continue' }));
  fireEvent.click(await screen.findByRole('link', { name: 'Skip for now' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
  expect(page.path()).toBe('/myaccount');
});

test('a wrong code is marked on the code field, and a new code can be sent', async () => {
  const page = await renderInBrowser({
    module: areaModule,
    bundles,
    url: '/login?mode=signup',
    routes: { [REQUEST]: okReply({ expires_in: 600 }), [VALIDATE]: errorReply(400, 40011, 'verification code is invalid or expired') },
  });
  const code = await requestCode('ann@example.com');
  fireEvent.change(code, { target: { value: '000000' } });
  fireEvent.click(within(signupForm()).getByRole('button', { name: 'Continue' }));

  expect(await within(signupForm()).findByRole('alert')).toHaveTextContent('That code is wrong or has expired.');
  const again = screen.getByRole('textbox', { name: 'Verification code' });
  expect(again).toHaveAttribute('aria-invalid', 'true');
  expect(page.user.getToken()).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
  expect(await screen.findByText(/We've sent you a new code\./)).toBeInTheDocument();
  expect(page.http.callsTo(REQUEST).map((call: RecordedRequest) => call.body)).toEqual([
    { email: 'ann@example.com', purpose: 'login' },
    { email: 'ann@example.com', purpose: 'login' },
  ]);
});

test('an existing account with a password goes straight to the target', async () => {
  const page = await renderInBrowser({
    module: areaModule,
    bundles,
    url: '/login?mode=signup&redirect=%2Fpricing',
    routes: { [REQUEST]: okReply({ expires_in: 600 }), [VALIDATE]: codeSessionReply({ token: 'tok' }) },
  });
  fireEvent.change(await requestCode('ann@example.com'), { target: { value: '654321' } });
  fireEvent.click(within(signupForm()).getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(page.path()).toBe('/pricing'));
});

test('when the API wants the security check for another code, the code step shows it and the ticked token goes with “Send a new code”', async () => {
  const captcha = installFakeCaptcha();
  try {
    const page = await renderInBrowser({
      module: areaModule,
      bundles,
      url: '/login?mode=signup',
      routes: {
        [REQUEST]: errorReply(400, 40003, 'recaptcha token is empty'),
        [GATEWAY_REQUEST]: okReply({ expires_in: 600 }),
        [VALIDATE]: codeSessionReply({ token: 'tok' }),
      },
    });
    // The code mailed before still works: the code step comes at once, with the message and the check.
    await requestCode('ann@example.com');
    expect(await within(signupForm()).findByRole('alert')).toHaveTextContent(
      'We sent a code to this address a short while ago, and it still works',
    );
    expect(within(signupForm()).getByRole('group', { name: 'Security check' })).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(/We've sent you a new code\./)).toBeInTheDocument();
    expect(page.http.callsTo(GATEWAY_REQUEST).map((call: RecordedRequest) => call.body)).toEqual([
      { email: 'ann@example.com', purpose: 'login', recasign: 'captcha-token-1' },
    ]);
    expect(screen.queryByRole('group', { name: 'Security check' })).not.toBeInTheDocument();
  } finally {
    captcha.uninstall();
    document.head.replaceChildren();
  }
});
