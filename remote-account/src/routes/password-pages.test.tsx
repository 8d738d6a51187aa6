import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '../testing/fake-api.ts';
import { installFakeCaptcha } from '../testing/fake-captcha.ts';
import { renderAccount } from '../testing/render-account.tsx';

const REQUEST = 'POST /api/mms/account/v1/web/verification/request';
const RESET = 'POST /api/mms/account/v1/web/reset_password';

test('requests a reset code, then resets the password and returns to login with the address', async () => {
  const captcha = installFakeCaptcha();
  const view = await renderAccount({ url: '/forgetpassword', routes: { [REQUEST]: ok({ expires_in: 600 }), [RESET]: ok(null) } });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), { target: { value: 'ann@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
  expect(view.path()).toBe('/resetpassword');
  expect(view.api.calls(REQUEST)[0]?.body).toEqual({ email: 'ann@example.com', purpose: 'reset_password' });
  expect(await screen.findByRole('textbox', { name: 'Email address' })).toHaveValue('ann@example.com');

  fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: '246810' } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Fresh#pass9' } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'Fresh#pass9' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Meridian VPN' })).toBeInTheDocument();
  expect(view.path()).toBe('/login');
  expect(view.api.calls(RESET)[0]?.body).toEqual({ email: 'ann@example.com', code: '246810', password: 'Fresh#pass9' });
  expect(await screen.findByRole('textbox', { name: 'Email address' })).toHaveValue('ann@example.com');
  captcha.uninstall();
});

test('shows each broken password rule inline and sends nothing', async () => {
  const view = await renderAccount({ url: '/resetpassword' });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), { target: { value: 'ann@example.com' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: '246810' } });
  const password = screen.getByLabelText('New password');
  fireEvent.change(password, { target: { value: 'secret#1' } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'secret#2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));

  const alert = await within(screen.getByRole('form', { name: 'Choose a new password' })).findByRole('alert');
  expect(within(alert).getAllByRole('link').map((link) => link.textContent)).toEqual([
    'Add at least one uppercase letter.',
    "The two passwords don't match.",
  ]);
  expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(password).toHaveAccessibleDescription(expect.stringContaining('Add at least one uppercase letter.'));
  expect(view.api.calls(RESET)).toHaveLength(0);
});

test('marks the code field when the API refuses the code', async () => {
  await renderAccount({ url: '/resetpassword', state: { email: 'ann@example.com' }, routes: { [RESET]: fail(400, 40011, 'bad code') } });
  const code = await screen.findByRole('textbox', { name: 'Verification code' });
  fireEvent.change(code, { target: { value: '111111' } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Fresh#pass9' } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'Fresh#pass9' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
  await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
  expect(code).toHaveAccessibleDescription(expect.stringContaining('That code is wrong or has expired.'));
});
