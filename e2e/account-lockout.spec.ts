/**
 * Decision 017 as a visitor meets it: an attacker at another address floods code requests
 * for the owner's email, guesses at the mailed code and fails passwords; the owner, in a new
 * browser at their own address, still signs in by emailed code (ticking the security check the
 * site now shows) and by password. The API believes X-Forwarded-For from loopback in the test
 * system, so the attacker's calls carry another address; the browser's come from loopback.
 */
import { expect, test } from './fixtures/test.ts';
import { codeFor, latestMessageId } from './fixtures/outbox.ts';
import { waitForHydration } from './fixtures/page-errors.ts';
import { signedInToken } from './fixtures/session.ts';
import { API } from './fixtures/system.ts';

const WEB = `${API}/api/mms/account/v1/web`;
const ATTACKER = { 'content-type': 'application/json', 'x-app-type': '501', 'x-forwarded-for': '203.0.113.66' };
const PASSWORD = 'Owner#1234';

async function attackerCall(path: string, body: object): Promise<{ status: number; code: number }> {
  const response = await fetch(`${WEB}/${path}`, { method: 'POST', headers: ATTACKER, body: JSON.stringify(body) });
  return { status: response.status, code: ((await response.json()) as { code: number }).code };
}

async function captchaToken(): Promise<string> {
  const response = await fetch(`${API}/captcha/local/token`, { method: 'POST', headers: ATTACKER, body: JSON.stringify({ kind: 'v2' }) });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

test('an attacker at another address cannot keep the owner from signing in by code or by password', async ({ page }) => {
  const email = `owner-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const token = await signedInToken(email);
  const set = await fetch(`${WEB}/set_password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-type': '501', authorization: `Bearer ${token}` },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(set.ok).toBe(true);

  // The attack decision 017 answers: code requests until refused (a captcha each), wrong code guesses, wrong passwords.
  const requests: number[] = [];
  for (let i = 0; i < 6; i += 1)
    requests.push((await attackerCall('verification/request', { email, recasign: await captchaToken() })).status);
  expect(requests).toEqual([200, 200, 200, 200, 200, 429]);
  for (let i = 0; i < 6; i += 1) expect((await attackerCall('verification/validate', { email, code: '000000' })).code).toBe(40011);
  const passwords: number[] = [];
  for (let i = 0; i < 11; i += 1) {
    passwords.push((await attackerCall('login', { email, password: `Wrong#${i}pass`, recasign: await captchaToken() })).status);
  }
  expect(passwords.at(-1)).toBe(429);

  // The owner, new browser, own address: the code sign-in asks for the security check, then works.
  await page.goto('/login?mode=signup');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText('We sent a code to this address a short while ago, and it still works')).toBeVisible();
  const before = await latestMessageId(email);
  await page.getByRole('checkbox', { name: /not a robot/ }).check();
  await expect(page.locator('input[name="recasign"]')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText("We've sent you a new code.")).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await codeFor(email, before));
  await page.getByRole('button', { name: 'Continue' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My account' })).toBeVisible();

  // Signed out again, this browser logs in with the password the attacker failed to guess.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /not a robot/ }).check();
  await expect(page.locator('input[name="recasign"]')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(nav.getByRole('link', { name: 'My account' })).toBeVisible();
});
