import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '../../testing/fake-api.ts';
import { PROFILE_PATH, profile, renderAccount } from '../../testing/render-account.tsx';

const REQUEST = 'POST /api/mms/account/v1/web/verification/request';
const VALIDATE = 'POST /api/mms/account/v1/web/verification/validate';
const SET_PASSWORD = 'POST /api/mms/account/v1/web/set_password';

const signupForm = () => screen.getByRole('form', { name: 'Sign up' });

async function requestCode(email: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
  return screen.findByRole('textbox', { name: 'Verification code' });
}

test('signs up by emailed code, then asks for a password before going on', async () => {
  const view = await renderAccount({
    url: '/login?mode=signup&redirect=%2Fmyaccount',
    routes: {
      [REQUEST]: ok({ expires_in: 600 }),
      [VALIDATE]: ok({ token: 'new-tok', user_id: 100002, is_new_user: true, is_password_set: false }),
      // Like the API: the profile says a password is set once set_password succeeded (My account refreshes it).
      [`GET ${PROFILE_PATH}`]: () => ok(profile({ user_id: 100002, email: 'new@example.com', is_password_set: view.api.calls(SET_PASSWORD).length > 0 })),
      [SET_PASSWORD]: ok(null),
    },
  });
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('aria-current', 'page');

  const code = await requestCode('new@example.com');
  expect(view.api.calls(REQUEST)[0]?.body).toEqual({ email: 'new@example.com', purpose: 'login' });
  expect(screen.getByText("We've sent a code to new@example.com. It's valid for 10 minutes.")).toBeInTheDocument();

  fireEvent.change(code, { target: { value: '123456' } });
  fireEvent.click(within(signupForm()).getByRole('button', { name: 'Continue' }));

  const password = await screen.findByLabelText('New password');
  expect(view.api.calls(VALIDATE)[0]?.body).toEqual({ email: 'new@example.com', code: '123456', purpose: 'login' });
  expect(view.user.getSnapshot()).toMatchObject({ token: 'new-tok', info: { name: 'new@example.com', password_set: false } });

  fireEvent.change(password, { target: { value: 'Secret#1' } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'Secret#1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));

  await waitFor(() => expect(view.path()).toBe('/myaccount'));
  expect(view.api.calls(SET_PASSWORD)[0]?.body).toEqual({ password: 'Secret#1' });
  expect(view.user.getSnapshot().info?.password_set).toBe(true);
});

test('goes straight on when the account already has a password', async () => {
  const view = await renderAccount({
    url: '/login?mode=signup&redirect=%2Fpricing',
    routes: {
      [REQUEST]: ok({ expires_in: 600 }),
      [VALIDATE]: ok({ token: 'tok', user_id: 100001, is_new_user: false, is_password_set: true }),
    },
  });
  fireEvent.change(await requestCode('ann@example.com'), { target: { value: '654321' } });
  fireEvent.click(within(signupForm()).getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(view.path()).toBe('/pricing'));
});

test('says a wrong code is wrong, on the code field', async () => {
  const view = await renderAccount({
    url: '/login?mode=signup',
    routes: { [REQUEST]: ok({ expires_in: 600 }), [VALIDATE]: fail(400, 40011, 'verification code is invalid or expired') },
  });
  const code = await requestCode('ann@example.com');
  fireEvent.change(code, { target: { value: '000000' } });
  fireEvent.click(within(signupForm()).getByRole('button', { name: 'Continue' }));

  expect(await within(signupForm()).findByRole('alert')).toHaveTextContent('That code is wrong or has expired.');
  expect(code).toHaveAttribute('aria-invalid', 'true');
  expect(view.user.getSnapshot().token).toBeNull();
});

test('checks the code format before sending it and can send a new code', async () => {
  const view = await renderAccount({ url: '/login?mode=signup', routes: { [REQUEST]: ok({ expires_in: 600 }) } });
  const code = await requestCode('ann@example.com');
  fireEvent.change(code, { target: { value: '12' } });
  fireEvent.click(within(signupForm()).getByRole('button', { name: 'Continue' }));
  expect(await within(signupForm()).findByRole('alert')).toHaveTextContent('The code has 6 digits.');
  expect(view.api.calls(VALIDATE)).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
  expect(await screen.findByText("We've sent you a new code.")).toBeInTheDocument();
  expect(view.api.calls(REQUEST)).toHaveLength(2);
});

test('tells the visitor when codes are requested too often', async () => {
  await renderAccount({ url: '/login?mode=signup', routes: { [REQUEST]: fail(429, 429, 'too many requests') } });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), { target: { value: 'ann@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
  expect(await within(signupForm()).findByRole('alert')).toHaveTextContent('Too many attempts.');
});
