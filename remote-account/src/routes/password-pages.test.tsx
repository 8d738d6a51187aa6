/** /forgetpassword and /resetpassword: rendered and posted without JavaScript, and the same flow hydrated. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorReply, okReply } from '../../../tooling/testing/fake-http.ts';
import { renderInBrowser, renderOnServer } from 'host/testing/render-area';
import forgetpassword from '../../locales/en/forgetpassword.json';
import login from '../../locales/en/login.json';
import resetpassword from '../../locales/en/resetpassword.json';
import { areaModule } from '../expose/routes.ts';
import { installFakeCaptcha } from '../features/auth/grecaptcha-fake.ts';

const REQUEST = 'POST /api/mms/account/v1/web/verification/request';
const GATEWAY_REQUEST = 'POST /ws/mm/reca/r2/api/mms/account/v1/web/verification/request';
const RESET = 'POST /api/mms/account/v1/web/reset_password';
const LOGOUT = 'POST /api/mms/account/v1/web/logout';
const bundles = { en: { forgetpassword, resetpassword, login } };
const server = (url: string, options: Partial<Parameters<typeof renderOnServer>[0]> = {}) =>
  renderOnServer({ module: areaModule, bundles, url, ...options });
const resetForm = {
  intent: 'reset-password',
  email: 'ann@example.com',
  code: '246810',
  'new-password': 'Fresh#pass9',
  'repeat-password': 'Fresh#pass9',
};

describe('without JavaScript', () => {
  test('/forgetpassword renders its form posting to its action', async () => {
    const page = await server('/forgetpassword');
    expect(page.status).toBe(200);
    expect(page.html).toContain('action="/forgetpassword" method="post"');
    expect(page.html).toContain('<input type="hidden" name="intent" value="request-reset"/>');
    expect(page.html).toMatch(/<input[^>]*type="email" name="email"/);
  });

  test('sending the code shows the reset form with the address filled in, posting to /resetpassword', async () => {
    const answer = await server('/forgetpassword', {
      form: { intent: 'request-reset', email: ' ann@example.com ' },
      routes: { [REQUEST]: okReply({ expires_in: 600 }) },
    });
    expect(answer.http.callsTo(REQUEST)[0]?.body).toEqual({ email: 'ann@example.com', purpose: 'reset_password' });
    expect(answer.html).toContain('If an account uses ann@example.com, we&#x27;ve emailed it a code.');
    expect(answer.html).toContain('action="/resetpassword" method="post"');
    expect(answer.html).toMatch(/<input[^>]*type="email" name="email" value="ann@example.com"/);
    expect(answer.html).toContain('name="code"');
    expect(answer.html).toContain('name="new-password"');
  });

  test('refuses an invalid address and says when the API is unreachable', async () => {
    const invalid = await server('/forgetpassword', { form: { intent: 'request-reset', email: 'ann' } });
    expect(invalid.status).toBe(400);
    expect(invalid.html).toContain('Enter a valid email address');
    const down = await server('/forgetpassword', {
      form: { intent: 'request-reset', email: 'ann@example.com' },
      routes: { [REQUEST]: 'network-error' },
    });
    expect(down.html).toContain('We couldn&#x27;t reach our servers.');
  });

  test('when the API wants the security check, the form says the mailed code still works and a new one needs JavaScript', async () => {
    const answer = await server('/forgetpassword', {
      form: { intent: 'request-reset', email: 'ann@example.com' },
      routes: { [REQUEST]: errorReply(400, 40003, 'recaptcha token is empty') },
    });
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('We sent a code to this address a short while ago, and it still works');
    expect(answer.html).toContain('A new code needs the security check, which needs JavaScript.');
    expect(answer.html).toContain('<input type="hidden" name="recasign" value=""/>');
    expect(answer.html).toContain('href="/resetpassword"');
  });

  test('/resetpassword renders email, code and the new password fields', async () => {
    const page = await server('/resetpassword');
    expect(page.html).toContain('action="/resetpassword" method="post"');
    for (const name of ['email', 'code', 'new-password', 'repeat-password']) expect(page.html).toContain(`name="${name}"`);
  });

  test("a reset sets the password, ends this browser's session and goes to the login screen, which says so", async () => {
    const answer = await server('/resetpassword', {
      form: resetForm,
      token: 'old',
      routes: { [RESET]: okReply(null), [LOGOUT]: okReply(null) },
    });
    expect(answer.http.callsTo(RESET)[0]?.body).toEqual({ email: 'ann@example.com', code: '246810', password: 'Fresh#pass9' });
    expect(answer.location).toBe('/login?done=password-reset');
    expect(answer.cookies.paypal_token).toBeNull();
    const next = await server('/login?done=password-reset');
    expect(next.html).toContain('Your password has been changed');
  });

  test('a refused code is marked, the address kept', async () => {
    const answer = await server('/resetpassword', { form: resetForm, routes: { [RESET]: errorReply(400, 40011, 'bad code') } });
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('That code is wrong or has expired.');
    expect(answer.html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="code"/);
    expect(answer.html).toMatch(/type="email" name="email" value="ann@example.com"/);
  });

  test('each broken password rule is shown and nothing is sent', async () => {
    const answer = await server('/resetpassword', { form: { ...resetForm, 'new-password': 'secret#1', 'repeat-password': 'secret#2' } });
    expect(answer.html).toContain('Add at least one uppercase letter.');
    expect(answer.html).toContain('The two passwords don&#x27;t match.');
    expect(answer.http.requests).toHaveLength(0);
  });
});

test('hydrated: requests a reset code, resets the password and lands on the login screen', async () => {
  const page = await renderInBrowser({
    module: areaModule,
    bundles,
    url: '/forgetpassword',
    routes: { [REQUEST]: okReply({ expires_in: 600 }), [RESET]: okReply(null) },
  });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), { target: { value: 'ann@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

  const form = await screen.findByRole('form', { name: 'Choose a new password' });
  expect(within(form).getByRole('textbox', { name: 'Email address' })).toHaveValue('ann@example.com');
  fireEvent.change(within(form).getByRole('textbox', { name: 'Verification code' }), { target: { value: '246810' } });
  fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'Fresh#pass9' } });
  fireEvent.change(within(form).getByLabelText('Repeat the new password'), { target: { value: 'Fresh#pass9' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save password' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Meridian VPN' })).toBeInTheDocument();
  expect(page.path()).toBe('/login?done=password-reset');
  expect(screen.getByText(/Your password has been changed/)).toBeInTheDocument();
  expect(page.http.callsTo(RESET)[0]?.body).toEqual({ email: 'ann@example.com', code: '246810', password: 'Fresh#pass9' });
});

test('hydrated: a refused code on /resetpassword is marked on the field', async () => {
  await renderInBrowser({ module: areaModule, bundles, url: '/resetpassword', routes: { [RESET]: errorReply(400, 40011, 'bad code') } });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), { target: { value: 'ann@example.com' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: '111111' } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Fresh#pass9' } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'Fresh#pass9' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
  const code = screen.getByRole('textbox', { name: 'Verification code' });
  await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
  expect(code).toHaveAccessibleDescription(expect.stringContaining('That code is wrong or has expired.'));
});

test('hydrated: when the API wants the security check, the form shows it and sends the ticked token', async () => {
  const captcha = installFakeCaptcha();
  try {
    const page = await renderInBrowser({
      module: areaModule,
      bundles,
      url: '/forgetpassword',
      routes: { [REQUEST]: errorReply(400, 40003, 'recaptcha token is empty'), [GATEWAY_REQUEST]: okReply({ expires_in: 600 }) },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/For a new code, tick the security check/)).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('form', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(page.http.callsTo(GATEWAY_REQUEST)[0]?.body).toEqual({
      email: 'ann@example.com',
      purpose: 'reset_password',
      recasign: 'captcha-token-1',
    });
  } finally {
    captcha.uninstall();
    document.head.replaceChildren();
  }
});
