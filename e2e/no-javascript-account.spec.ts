/**
 * The account pages without JavaScript (decision 013): every page shows its form, rendered on the
 * server, and the forms that need no captcha work end to end against the real API through
 * plain HTML form posts (the host runs the route actions and answers 303). Codes come from the
 * API's development outbox, as in account.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { API } from './fixtures/system.ts';

test.use({ javaScriptEnabled: false });

const PASSWORD = 'Str0ng!pass';
const NEW_PASSWORD = 'N3w!secret';

const uniqueEmail = (tag: string) => `nojs-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

interface Outbox {
  readonly data: { readonly messages: readonly { readonly id: number; readonly body: string }[] };
}

async function outbox(email: string): Promise<Outbox['data']['messages']> {
  const response = await fetch(`${API}/api/dev/outbox?email=${encodeURIComponent(email)}`, { headers: { 'x-app-type': '501' } });
  return ((await response.json()) as Outbox).data.messages;
}

/** The newest code the outbox holds for `email`, newer than message `after`. */
async function codeFor(email: string, after = 0): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const latest = [...(await outbox(email))].sort((a, b) => b.id - a.id)[0];
    const code = /(\d{6})/.exec(latest?.body ?? '')?.[1];
    if (code && (latest?.id ?? 0) > after) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification code for ${email}`);
}

async function latestId(email: string): Promise<number> {
  return Math.max(0, ...(await outbox(email)).map((message) => message.id));
}

/** No script ran: the page is the server's HTML. */
async function expectServerHtml(page: Page): Promise<void> {
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
}

/** Signs up by emailed code with form posts only, choosing a password (or skipping it). */
async function signUpWithoutJavaScript(page: Page, email: string, options: { readonly password: boolean }): Promise<void> {
  await page.goto('/login?mode=signup');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText(`We've sent a code to ${email}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await codeFor(email));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/step=password/);
  if (options.password) {
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Save password' }).click();
  } else {
    await page.getByRole('link', { name: 'Skip for now' }).click();
  }
  await expect(page).toHaveURL(/\/myaccount/);
  await expectServerHtml(page);
}

for (const prefix of ['', '/ar']) {
  test(`every account page shows its form without JavaScript at ${prefix || '/'}`, async ({ page }) => {
    await page.goto(`${prefix}/login`);
    const login = page.locator('main form[method="post"]');
    await expect(login.locator('input[name="email"]')).toBeVisible();
    await expect(login.locator('input[name="password"][type="password"]')).toBeVisible();
    await expect(login.locator('button[type="submit"]')).toBeVisible();
    // Next to the button: the password login needs JavaScript, the code sign-in does not.
    await expect(login.locator('.account-form__noscript')).toBeVisible();
    await expect(login.locator(`.account-form__noscript a[href^="${prefix}/login?mode=signup"]`)).toBeVisible();

    await page.goto(`${prefix}/login?mode=signup`);
    await expect(page.locator('main form[method="post"] input[name="email"]')).toBeVisible();
    await expect(page.locator('main form[method="post"] input[name="password"]')).toHaveCount(0);

    await page.goto(`${prefix}/forgetpassword`);
    await expect(page.locator('main form[method="post"] input[name="email"]')).toBeVisible();

    await page.goto(`${prefix}/resetpassword`);
    for (const name of ['email', 'code', 'new-password', 'repeat-password']) {
      await expect(page.locator(`main form[method="post"] input[name="${name}"]`), name).toBeVisible();
    }
    await expectServerHtml(page);
  });
}

test('the password form says plainly that it needs JavaScript and leads to the code sign-in', async ({ page }) => {
  await page.goto('/login?redirect=%2Fmyaccount');
  await expect(page.getByText('Logging in with a password needs JavaScript for the security check.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address' }).fill('someone@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('it is turned off in your browser').first()).toBeVisible();
  await page.getByRole('link', { name: 'Sign in with an emailed code instead' }).first().click();
  await expect(page).toHaveURL(/\/login\?mode=signup/);
  await expect(page.getByRole('button', { name: 'Email me a code' })).toBeVisible();
});

test('a signed-out visitor to /myaccount is sent to /login and back; signing in by code brings them there', async ({ page }) => {
  const response = await page.request.get('/myaccount', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/\/login\?redirect=%2Fmyaccount$/);

  const email = uniqueEmail('signup');
  await signUpWithoutJavaScript(page, email, { password: true });
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(email);
  // The password card offers the change form now that a password is set.
  await expect(page.getByRole('region', { name: 'Password' }).getByRole('textbox', { name: 'Current password' })).toBeVisible();
});

test('My account without JavaScript: bind and remove an IP, unbind a device, contact support, change the password, log out', async ({
  page,
}) => {
  const email = uniqueEmail('manage');
  await signUpWithoutJavaScript(page, email, { password: false });
  const device = await fetch(`${API}/api/dev/devices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-type': '501' },
    body: JSON.stringify({ email, app_type: 101, device_name: 'Pixel 9' }),
  });
  expect(device.ok).toBe(true);
  await page.goto('/myaccount');

  // The deferred cards are complete in the server's HTML.
  await expect(page.getByRole('region', { name: 'Subscription' })).not.toContainText('Loading');
  await expect(page.getByRole('region', { name: 'Orders and receipts' })).toContainText("You haven't bought a plan yet.");

  const ip = page.getByRole('region', { name: 'IP binding' });
  await ip.getByRole('textbox', { name: 'IP address' }).fill('not an address');
  await ip.getByRole('button', { name: 'Bind address' }).click();
  await expect(page.getByRole('region', { name: 'IP binding' }).getByText('Enter a valid IPv4 or IPv6 address').first()).toBeVisible();
  await page.getByRole('region', { name: 'IP binding' }).getByRole('textbox', { name: 'IP address' }).fill('203.0.113.7');
  await page.getByRole('region', { name: 'IP binding' }).getByRole('button', { name: 'Bind address' }).click();
  await expect(page.getByRole('region', { name: 'IP binding' })).toContainText('The address is now bound to your account.');
  await expect(page.getByRole('region', { name: 'IP binding' })).toContainText('203.0.113.7');
  await page.getByRole('region', { name: 'IP binding' }).getByRole('button', { name: 'Remove 203.0.113.7' }).click();
  await expect(page.getByRole('region', { name: 'IP binding' })).toContainText('The address has been removed.');
  await expect(page.getByRole('region', { name: 'IP binding' })).not.toContainText('203.0.113.7');

  const devices = page.getByRole('region', { name: 'Devices' });
  await expect(devices).toContainText('Android');
  await devices
    .getByRole('button', { name: /^Unbind/ })
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Devices' })).toContainText('No devices are bound to your account yet.');

  await page
    .getByRole('region', { name: 'Support' })
    .getByRole('textbox', { name: 'Message' })
    .fill('My connection drops every evening around 9 pm.');
  await page.getByRole('region', { name: 'Support' }).getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText("We've received your message").first()).toBeVisible();

  // Skipped at sign-up: the password is set here, then changed.
  const setPassword = page.getByRole('region', { name: 'Set a password' });
  await setPassword.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await setPassword.getByRole('textbox', { name: 'Repeat the new password' }).fill(PASSWORD);
  await setPassword.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password is saved.').first()).toBeVisible();
  const password = page.getByRole('region', { name: 'Password' });
  await password.getByRole('textbox', { name: 'Current password' }).fill(PASSWORD);
  await password.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await password.getByRole('textbox', { name: 'Repeat the new password' }).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed').first()).toBeVisible();

  await page.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login\?done=logged-out/);
  await expect(page.getByText("You're logged out.")).toBeVisible();
  await page.goto('/myaccount');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmyaccount/);
  await expectServerHtml(page);
});

test('a forgotten password is reset without JavaScript', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUpWithoutJavaScript(page, email, { password: true });
  await page.context().clearCookies();

  await page.goto('/forgetpassword');
  const before = await latestId(email);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  // The reset fields follow the confirmation, the address filled in; they post to /resetpassword.
  await expect(page.getByText(`If an account uses ${email}, we've emailed it a code.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code' }).fill('000000');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/resetpassword$/);
  await expect(page.getByText('That code is wrong or has expired').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Verification code' }).fill(await codeFor(email, before));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/login\?done=password-reset/);
  await expect(page.getByText('Log in with your new password.')).toBeVisible();
  await expectServerHtml(page);
});
