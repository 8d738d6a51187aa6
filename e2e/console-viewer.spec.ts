/**
 * Roles in the console (decisions 035 and 044): a person whose token is a viewer's reads everything and sees no
 * write button (the API refuses their writes with a 403 as well, registry/src/http/roles.test.ts).
 * The viewer is minted with `npm run release -- people add`, as an admin would.
 */
import { expect, test } from './fixtures/test.ts';
import { mintPerson } from './fixtures/registry.ts';
import { REGISTRY } from '../scripts/lib/apps.ts';

test('a viewer signed in to the console sees the areas and Compare, and no write button', async ({ browser }) => {
  const name = `e2e-viewer-${Date.now().toString(36)}`;
  const token = mintPerson(name, 'viewer');
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${REGISTRY.url}/`);
  await page.getByRole('button', { name: 'Sign in with token' }).click();
  await page.getByLabel('Registry token').fill(token);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner')).toContainText(`Signed in as ${name}`);
  const tools = page.getByRole('article', { name: 'tools' });
  await expect(tools.getByRole('button', { name: /^Compare tools / }).first()).toBeVisible();
  const writes = page.getByRole('button', {
    name: /^(Roll back|Activate|Start a canary|Start guarded rollout|Create a preview link|Change share|Promote|Abort canary|Pause…|Resume…|Stop…|Approve #|Withdraw #)/,
  });
  await expect(writes).toHaveCount(0);
  await context.close();
});
