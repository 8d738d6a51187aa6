/**
 * /login as the host's server renders it and runs its action for a form posted without
 * JavaScript: every view, every intent, and the API's refusals.
 */
import { codeSessionReply, loginReply } from '../../../tooling/testing/api-replies.ts';
import { errorReply, okReply } from '../../../tooling/testing/fake-http.ts';
import { renderOnServer } from 'host/testing/render-area';
import deLogin from '../../locales/de/login.json';
import login from '../../locales/en/login.json';
import { areaModule } from '../expose/routes.ts';

const bundles = { en: { login }, de: { login: deLogin } };
const GATEWAY_LOGIN = 'POST /ws/mm/reca/r2/api/mms/account/v1/web/login';
const PROFILE = 'GET /api/mms/account/v1/web/profile';
const REQUEST = 'POST /api/mms/account/v1/web/verification/request';
const VALIDATE = 'POST /api/mms/account/v1/web/verification/validate';
const SET_PASSWORD = 'POST /api/mms/account/v1/web/set_password';
const LOGOUT = 'POST /api/mms/account/v1/web/logout';

const profile = (fields: Record<string, unknown> = {}) =>
  okReply({
    user_id: 100001,
    email: 'ann@example.com',
    is_password_set: true,
    is_anonymous: false,
    vip: { is_vip: false, remain_time: 0, expire_at: null },
    ...fields,
  });
const render = (url: string, options: Partial<Parameters<typeof renderOnServer>[0]> = {}) =>
  renderOnServer({ module: areaModule, bundles, url, ...options });
const post = (url: string, form: Record<string, string>, options: Partial<Parameters<typeof renderOnServer>[0]> = {}) =>
  render(url, { form, ...options });

describe('the page, signed out', () => {
  test('renders the password form posting to the action, the captcha box and, for visitors without JavaScript, the way to the code sign-in', async () => {
    const page = await render('/login?redirect=%2Fpricing');
    expect(page.status).toBe(200);
    expect(page.html).toContain(
      '<form class="account-form" noValidate="" aria-label="Log in" data-discover="true" action="/login?redirect=%2Fpricing" method="post">',
    );
    expect(page.html).toMatch(/<input[^>]*type="email" name="email"/);
    expect(page.html).toMatch(/<input[^>]*type="password" name="password"/);
    expect(page.html).toContain('<input type="hidden" name="recasign" value=""/>');
    expect(page.html).toContain('<p class="captcha__status">Loading the security check…</p>');
    // Posted before hydration means posted without JavaScript: the action then says so.
    expect(page.html).toContain('<input type="hidden" name="js" value="off"/>');
    expect(page.html).not.toContain('<noscript>');
    expect(page.html).toContain(
      '<p class="account-form__noscript">Logging in with a password needs JavaScript for the security check.<!-- --> <a class="account-form__switch" href="/login?mode=signup&amp;redirect=%2Fpricing"',
    );
    expect(page.html).toContain('aria-current="page" href="/login?redirect=%2Fpricing"');
    expect(page.html).not.toContain('turn on JavaScript');
  });

  test('renders the emailed-code form in sign-up mode', async () => {
    const page = await render('/login?mode=signup');
    expect(page.html).toContain('action="/login?mode=signup" method="post"');
    expect(page.html).toContain('<input type="hidden" name="intent" value="request-code"/>');
    expect(page.html).toContain('Email me a code');
    expect(page.html).not.toContain('name="password"');
  });

  test('speaks the page language, with the prefix in every address', async () => {
    const page = await render('/de/login');
    expect(page.html).toContain(`<h1 class="page-intro__title">${deLogin.h1.replace('{{brand}}', 'Meridian VPN')}</h1>`);
    expect(page.html).toContain('action="/de/login" method="post"');
    expect(page.html).toContain('href="/de/login?mode=signup"');
  });

  test('says the visitor has logged out', async () => {
    expect((await render('/login?done=logged-out')).html).toContain('<p class="form-notice" role="status">You&#x27;re logged out.</p>');
  });
});

describe('the page, signed in', () => {
  test('offers to continue to the target or log out', async () => {
    const page = await render('/login?redirect=%2Fpricing', { token: 'tok', routes: { [PROFILE]: profile() } });
    expect(page.html).toContain('You&#x27;re logged in as ann@example.com.');
    expect(page.html).toContain('<a class="button button--primary" href="/pricing"');
    expect(page.html).toContain('<input type="hidden" name="intent" value="logout"/>');
    expect(page.html).not.toContain('name="password"');
  });

  test('shows the code sign-in to an account made at checkout, to add its email and keep its purchase', async () => {
    const page = await render('/login?redirect=%2Fmyaccount', {
      token: 'anon',
      routes: { [PROFILE]: profile({ email: null, is_anonymous: true, is_password_set: false }) },
    });
    expect(page.html).toContain(login.signup.claimIntro.replace(/'/g, '&#x27;'));
    expect(page.html).toContain('value="request-code"');
    expect(page.html).not.toContain('auth-tabs');
  });

  test('asks a new account for a password at the password step, with a way to skip', async () => {
    const page = await render('/login?step=password&redirect=%2Fpricing', {
      token: 'tok',
      routes: { [PROFILE]: profile({ is_password_set: false }) },
    });
    expect(page.html).toContain('<h2 class="account-form__title">Choose a password</h2>');
    expect(page.html).toContain('<input type="hidden" name="intent" value="set-password"/>');
    expect(page.html).toContain('<a class="button button--ghost" href="/pricing" data-discover="true">Skip for now</a>');
  });

  test('treats a revoked token as signed out and forgets it', async () => {
    const page = await render('/login', { token: 'dead', routes: { [PROFILE]: errorReply(401, 50008, 'illegal token') } });
    expect(page.html).toContain('name="password"');
    expect(page.cookies.paypal_token).toBeNull();
  });
});

describe('logging in with a password', () => {
  const form = { intent: 'password', email: ' ann@example.com ', password: 'Secret#1', recasign: 'captcha-token' };

  test('posts to the captcha gateway with the device token, starts the session and goes to the target', async () => {
    const answer = await post('/login?redirect=%2Fpricing', form, { deviceToken: 'dev-old', routes: { [GATEWAY_LOGIN]: loginReply() } });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/pricing');
    expect(answer.cookies).toEqual({ paypal_token: 'tok-new', mv_device: 'dev-new' });
    expect(answer.http.callsTo(GATEWAY_LOGIN)[0]?.body).toEqual({
      email: 'ann@example.com',
      password: 'Secret#1',
      recasign: 'captcha-token',
      device_token: 'dev-old',
    });
  });

  test('goes to My account when the target is not a path of this site, keeping the language', async () => {
    const answer = await post('/de/login?redirect=https%3A%2F%2Fevil.example%2F', form, { routes: { [GATEWAY_LOGIN]: loginReply() } });
    expect(answer.location).toBe('/de/myaccount');
    expect(answer.http.callsTo(GATEWAY_LOGIN)[0]?.body).not.toHaveProperty('device_token');
  });

  test('refuses empty fields with described errors and calls nothing', async () => {
    const answer = await post('/login', { intent: 'password', email: '', password: '', recasign: '' });
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('<div class="form-summary" role="alert" tabindex="-1">');
    expect(answer.html).toMatch(/<input[^>]*aria-invalid="true" aria-describedby="[^"]*-email-error" name="email"/);
    expect(answer.html).toContain('Enter your email address.');
    expect(answer.html).toContain('Enter your password.');
    expect(answer.http.requests).toHaveLength(0);
  });

  test('says plainly that a password login needs JavaScript when the form came without it, and offers the code', async () => {
    const answer = await post('/login?redirect=%2Fpricing', { ...form, recasign: '', js: 'off' });
    expect(answer.status).toBe(400);
    expect(answer.html).toContain(login.captcha.noJavaScript);
    expect(answer.html).toContain(
      '<p class="form-summary__action"><a class="account-form__switch" href="/login?mode=signup&amp;redirect=%2Fpricing"',
    );
    expect(answer.html).toContain('value="ann@example.com"');
    expect(answer.http.requests).toHaveLength(0);
  });

  test('asks for the captcha tick when the token is missing', async () => {
    const answer = await post('/login', { ...form, recasign: '' });
    expect(answer.html).toContain('Tick the “I&#x27;m not a robot” box, then log in.');
  });

  test.each([
    [errorReply(400, 40010, 'wrong email or password'), 400, 'The email address or password is wrong.'],
    [errorReply(400, 40004, 'captcha rejected'), 400, 'The security check has expired.'],
    [errorReply(403, 403, 'disabled'), 400, 'This account has been disabled.'],
    ['network-error' as const, 400, 'We couldn&#x27;t reach our servers.'],
  ])('explains the refusal %#', async (reply, status, text) => {
    const answer = await post('/login', form, { routes: { [GATEWAY_LOGIN]: reply } });
    expect(answer.status).toBe(status);
    expect(answer.html).toContain(text);
    expect(answer.cookies).toEqual({});
  });

  test('a lockout (429) says so and links to the code sign-in', async () => {
    const answer = await post('/login?redirect=%2Fpricing', form, { routes: { [GATEWAY_LOGIN]: errorReply(429, 429, 'locked') } });
    expect(answer.status).toBe(429);
    expect(answer.html).toContain('password login is paused here for a while');
    expect(answer.html).toContain('href="/login?mode=signup&amp;redirect=%2Fpricing"');
  });
});

describe('signing up or in by emailed code', () => {
  test('emails a code, then asks for it, carrying the address in a hidden field', async () => {
    const answer = await post(
      '/login?mode=signup',
      { intent: 'request-code', email: 'new@example.com' },
      { routes: { [REQUEST]: okReply({ expires_in: 600 }) } },
    );
    expect(answer.status).toBe(200);
    expect(answer.http.callsTo(REQUEST)[0]?.body).toEqual({ email: 'new@example.com', purpose: 'login' });
    expect(answer.html).toContain('We&#x27;ve sent a code to new@example.com. It&#x27;s valid for 10 minutes.');
    expect(answer.html).toContain('<input type="hidden" name="email" value="new@example.com"/>');
    expect(answer.html).toContain('value="verify-code" name="intent"');
    expect(answer.html).toContain('value="resend-code" formNoValidate="" name="intent"');
  });

  test('refuses an invalid address and a rate limit', async () => {
    const invalid = await post('/login?mode=signup', { intent: 'request-code', email: 'not-an-email' });
    expect(invalid.status).toBe(400);
    expect(invalid.html).toContain('Enter a valid email address');
    const limited = await post(
      '/login?mode=signup',
      { intent: 'request-code', email: 'ann@example.com' },
      { routes: { [REQUEST]: errorReply(429, 429) } },
    );
    expect(limited.status).toBe(429);
    expect(limited.html).toContain('Too many attempts.');
  });

  test('signs in with the code and goes on when the account has a password', async () => {
    const answer = await post(
      '/login?mode=signup&redirect=%2Fpricing',
      { intent: 'verify-code', email: 'ann@example.com', code: '123456' },
      { deviceToken: 'dev-old', routes: { [VALIDATE]: codeSessionReply({ is_new_user: false, is_password_set: true, claimed: false }) } },
    );
    expect(answer.location).toBe('/pricing');
    expect(answer.cookies).toEqual({ paypal_token: 'tok-new', mv_device: 'dev-new' });
    expect(answer.http.callsTo(VALIDATE)[0]?.body).toEqual({
      email: 'ann@example.com',
      code: '123456',
      purpose: 'login',
      device_token: 'dev-old',
    });
  });

  test('a new account goes to the password step first', async () => {
    const answer = await post(
      '/login?mode=signup&redirect=%2Fpricing',
      { intent: 'verify-code', email: 'new@example.com', code: '123456' },
      { routes: { [VALIDATE]: codeSessionReply({ is_new_user: true, is_password_set: false }) } },
    );
    expect(answer.location).toBe('/login?step=password&redirect=%2Fpricing');
  });

  test('a claimed purchase is shown in My account, after the password step', async () => {
    const answer = await post(
      '/login?mode=signup',
      { intent: 'verify-code', email: 'buyer@example.com', code: '123456' },
      { token: 'anon', routes: { [VALIDATE]: codeSessionReply({ is_password_set: false, claimed: true, orders_moved: 1 }) } },
    );
    expect(answer.http.callsTo(VALIDATE)[0]?.headers.Authorization).toBe('Bearer anon');
    expect(answer.location).toBe('/login?step=password&redirect=%2Fmyaccount%3Fdone%3Dclaimed');
  });

  test('a wrong code is marked on the code field, still at the code step', async () => {
    const answer = await post(
      '/login?mode=signup',
      { intent: 'verify-code', email: 'ann@example.com', code: '000000' },
      { routes: { [VALIDATE]: errorReply(400, 40011, 'bad code') } },
    );
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('That code is wrong or has expired.');
    expect(answer.html).toContain('Enter the 6-digit code we sent to ann@example.com.');
    expect(answer.html).toContain('<input type="hidden" name="email" value="ann@example.com"/>');
    expect(answer.cookies).toEqual({});
  });

  test('checks the code format before calling the API', async () => {
    const answer = await post('/login?mode=signup', { intent: 'verify-code', email: 'ann@example.com', code: '12' });
    expect(answer.html).toContain('The code has 6 digits.');
    expect(answer.http.requests).toHaveLength(0);
  });

  test('sends a new code from the code step', async () => {
    const answer = await post(
      '/login?mode=signup',
      { intent: 'resend-code', email: 'ann@example.com', code: '' },
      { routes: { [REQUEST]: okReply({ expires_in: 60 }) } },
    );
    expect(answer.html).toContain(
      'We&#x27;ve sent you a new code. <!-- -->We&#x27;ve sent a code to ann@example.com. It&#x27;s valid for 1 minute.',
    );
  });
});

describe('the password step and logging out', () => {
  test('saves the new password and goes to the target; an account that has one already goes on too', async () => {
    const form = { intent: 'set-password', 'new-password': 'Secret#1', 'repeat-password': 'Secret#1' };
    const saved = await post('/login?step=password&redirect=%2Fpricing', form, { token: 'tok', routes: { [SET_PASSWORD]: okReply(null) } });
    expect(saved.location).toBe('/pricing');
    expect(saved.http.callsTo(SET_PASSWORD)[0]?.body).toEqual({ password: 'Secret#1' });
    const already = await post('/login?step=password', form, { token: 'tok', routes: { [SET_PASSWORD]: errorReply(400, 40012) } });
    expect(already.location).toBe('/myaccount');
  });

  test('shows each broken password rule', async () => {
    const answer = await post(
      '/login?step=password',
      { intent: 'set-password', 'new-password': 'secret#1', 'repeat-password': 'secret#2' },
      { token: 'tok', routes: { [PROFILE]: profile({ is_password_set: false }) } },
    );
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('Add at least one uppercase letter.');
    expect(answer.html).toContain('The two passwords don&#x27;t match.');
  });

  test('logs out: the token is revoked and forgotten', async () => {
    const answer = await post('/login', { intent: 'logout' }, { token: 'tok', routes: { [LOGOUT]: okReply(null) } });
    expect(answer.location).toBe('/login?done=logged-out');
    expect(answer.cookies.paypal_token).toBeNull();
  });
});
