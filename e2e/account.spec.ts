import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { waitForHydration } from './fixtures/page-errors.ts';
import { API } from './fixtures/system.ts';

const PASSWORD = 'Str0ng!pass';
const NEW_PASSWORD = 'N3w!secret';

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The latest code the API's development outbox holds for `email` (no mail server exists here). */
async function codeFor(email: string, after = 0): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const body = (await (
      await fetch(`${API}/api/dev/outbox?email=${encodeURIComponent(email)}`, { headers: { 'x-app-type': '501' } })
    ).json()) as { data: { messages: { id: number; body: string }[] } };
    const latest = [...body.data.messages].sort((a, b) => b.id - a.id)[0];
    const code = /(\d{6})/.exec(latest?.body ?? '')?.[1];
    if (code && (latest?.id ?? 0) > after) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification code for ${email}`);
}

/** Id of the newest outbox message for `email` (0 when none). */
async function latestId(email: string): Promise<number> {
  const body = (await (
    await fetch(`${API}/api/dev/outbox?email=${encodeURIComponent(email)}`, { headers: { 'x-app-type': '501' } })
  ).json()) as { data: { messages: { id: number }[] } };
  return Math.max(0, ...body.data.messages.map((message) => message.id));
}

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/login?mode=signup');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await codeFor(email));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('button', { name: 'Save password' })).toBeHidden();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /not a robot/ }).check();
  // The tick fetches its token from the API: the form posts it once it has come.
  await expect(page.locator('input[name="recasign"]')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('sign up with an emailed code, set a password, log out, log in, change the password; the whole page follows without reloads', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  await signUp(page, email);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My account' })).toBeVisible();
  await nav.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(email);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  await page.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Log out' }).click();
  await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();

  await logIn(page, email, PASSWORD);
  await expect(nav.getByRole('link', { name: 'My account' })).toBeVisible();
  await page.goto('/myaccount');
  const password = page.getByRole('region', { name: 'Password' });
  await password.getByRole('textbox', { name: 'Current password' }).fill(PASSWORD);
  await password.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await password.getByRole('textbox', { name: 'Repeat the new password' }).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed').first()).toBeVisible();
});

test('a forgotten password is reset with an emailed code', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUp(page, email);
  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/forgetpassword');
  await waitForHydration(page);
  const before = await latestId(email);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await codeFor(email, before));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/login\?done=password-reset/);
  await logIn(page, email, NEW_PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My account' })).toBeVisible();
});

test('My account: IP binding, device unbind and contact support against the API', async ({ page }) => {
  const email = uniqueEmail('manage');
  await signUp(page, email);
  const device = await fetch(`${API}/api/dev/devices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-type': '501' },
    body: JSON.stringify({ email, app_type: 101, device_name: 'Pixel 9' }),
  });
  expect(device.ok).toBe(true);
  await page.goto('/myaccount');
  // With JavaScript every removal asks first; the dialog's code loads when the first one opens.
  await waitForHydration(page);

  const ip = page.getByRole('region', { name: 'IP binding' });
  await ip.getByRole('textbox', { name: 'IP address' }).fill('203.0.113.7');
  await ip.getByRole('button', { name: 'Bind address' }).click();
  await expect(ip).toContainText('203.0.113.7');
  await ip
    .getByRole('button', { name: /Remove|Unbind/ })
    .first()
    .click();
  await page.getByRole('alertdialog').getByRole('button').last().click();
  await expect(ip).not.toContainText('203.0.113.7');

  const devices = page.getByRole('region', { name: 'Devices' });
  await expect(devices).toContainText('Android');
  await devices
    .getByRole('button', { name: /^Unbind/ })
    .first()
    .click();
  await page.getByRole('alertdialog').getByRole('button').last().click();
  await expect(devices).toContainText('No devices are bound to your account yet.');

  const support = page.getByRole('region', { name: 'Support' });
  await support.getByRole('textbox', { name: 'Message' }).fill('My connection drops every evening around 9 pm.');
  await support.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText("We've received your message").first()).toBeVisible();
});

test('a token revoked elsewhere: the server forgets it and the guard sends to /login', async ({ page }) => {
  const email = uniqueEmail('revoked');
  await signUp(page, email);
  const token = await page.evaluate(() => (JSON.parse(window.localStorage.getItem('USERINFO') ?? '{}') as { token?: string }).token ?? '');
  expect(token).not.toBe('');
  const logout = await fetch(`${API}/api/mms/account/v1/web/logout`, {
    method: 'POST',
    headers: { 'x-app-type': '501', authorization: `Bearer ${token}` },
  });
  expect(logout.ok).toBe(true);
  // The server renders /myaccount: its loader gets a 401, ends the session (Set-Cookie) and redirects.
  await page.goto('/myaccount');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmyaccount/, { timeout: 20_000 });
  await waitForHydration(page);
  await expect(page.getByRole('form', { name: 'Log in' }).getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
  // The cookie is gone: a second visit is sent to /login at once, without any dialog.
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'paypal_token')).toBe(false);
});

test('anonymous visitors to /myaccount are sent to /login and back after logging in', async ({ page }) => {
  const email = uniqueEmail('guard');
  await signUp(page, email);
  await page.goto('/myaccount');
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Log out' }).click();
  // Only once the log-out has answered is the session gone (a busy machine answered after the next visit began).
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/myaccount');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmyaccount/);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /not a robot/ }).check();
  // The tick fetches its token from the API: the form posts it once it has come.
  await expect(page.locator('input[name="recasign"]')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/myaccount$/);
});
