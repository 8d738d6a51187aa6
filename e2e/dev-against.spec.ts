/**
 * Tried as the developer of one area (decision 036): `npm run dev -- --only marketing --against <registry>`
 * with the system of this suite as "the deployed one" (its registry, its origins). The dev run
 * has its own port base (+500): its host serves marketing from this machine's watch build and
 * every other area from the deployed origins, server-rendered and hydrated from the same builds
 * (React's development build in the page reports any mismatch), and a save of a marketing
 * component is refreshed in place with its state (Fast Refresh). A malformed or unreachable
 * registry is refused before anything starts, and so is a run that did not name the origins whose
 * server code it would execute (decision 052): the journey names them with --trust-origins, and
 * gives its own registry and origin tokens (the dev run never falls back to local secrets).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures/test.ts';
import { ROOT, versionOf } from '../scripts/lib/apps.ts';
import { waitForUrl } from '../scripts/lib/processes.ts';
import { collectProblems, waitForHydration } from './fixtures/page-errors.ts';
import { originOf, portBase, registryUrl } from '../tooling/local-system.ts';
import { REGISTRY } from './fixtures/registry.ts';
import { localSecrets } from '../scripts/lib/local-secrets.ts';

const DEV_BASE = portBase() + 500;
const DEV_SITE = `http://localhost:${DEV_BASE}`;
const LOCAL_MARKETING = `http://localhost:${DEV_BASE + 1}/${versionOf('remote-marketing')}-local`;
const DEPLOYED_BLOG = `${originOf('blog')}/${versionOf('remote-blog')}`;
const CONTACT = join(ROOT, 'remote-marketing', 'src', 'routes', 'contact-us.tsx');
const CONTACT_FORM = join(ROOT, 'remote-marketing', 'src', 'features', 'contact', 'contact-form.tsx');
const DEV_ARGS = ['--experimental-transform-types', '--disable-warning=ExperimentalWarning', join('scripts', 'dev.ts')];
const devEnv = {
  ...process.env,
  MERIDIAN_PORT_BASE: String(DEV_BASE),
  HOST_LOG_LEVEL: 'warn',
  // The developer's own credentials for the "deployed" system (here: this suite's).
  REGISTRY_TOKEN: REGISTRY.token,
  ORIGIN_SERVER_TOKEN: localSecrets().originServerToken,
};
/** The suite's origins of the areas the dev run takes from the deployed site. */
const DEPLOYED_ORIGINS = (['blog', 'account', 'checkout', 'tools'] as const).map((area) => originOf(area));

test.describe.configure({ mode: 'serial' });
let dev: ChildProcess | undefined;
let output = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dev = spawn(
    process.execPath,
    [...DEV_ARGS, '--only', 'marketing', '--against', registryUrl(), '--trust-origins', DEPLOYED_ORIGINS.join(',')],
    { cwd: ROOT, env: devEnv },
  );
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForUrl(`${DEV_SITE}/healthz`, 100_000).catch((error: unknown) => {
    throw new Error(`npm run dev --against did not start: ${String(error)}\n${output}`);
  });
});

test.afterAll(async () => {
  if (!dev || dev.exitCode !== null) return;
  const exited = new Promise((resolveExit) => dev?.once('exit', resolveExit));
  dev.kill('SIGTERM');
  await exited;
});

// Asynchronous on purpose: a synchronous spawn blocks this worker's event loop for seconds, so fetch's pool cannot
// retire the keep-alive connection the server has meanwhile closed, and the next test's request fails on it.
const execFileAsync = promisify(execFile);

/** `npm run dev` with `args`, to its end: its exit code and what it printed. */
function runDev(args: readonly string[], env: NodeJS.ProcessEnv = devEnv): Promise<{ status: number; stdout: string; stderr: string }> {
  return execFileAsync(process.execPath, [...DEV_ARGS, ...args], { cwd: ROOT, env, encoding: 'utf8' }).then(
    ({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      status: error.code ?? -1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }),
  );
}

test('a malformed or unreachable registry is refused, naming it, before anything starts', async () => {
  const run = (against: string) => runDev(['--only', 'marketing', '--against', against]);
  const malformed = await run('registry.example.com');
  expect(malformed.status).toBe(2);
  expect(malformed.stderr).toContain('--against registry.example.com: not a URL');
  const unreachable = await run(`http://127.0.0.1:${DEV_BASE + 99}`);
  expect(unreachable.status).toBe(2);
  expect(unreachable.stderr).toContain(`the registry at http://127.0.0.1:${DEV_BASE + 99} cannot be reached`);
  const plain = await run('http://registry.example.com');
  expect(plain.status).toBe(2);
  expect(plain.stderr).toContain('--against http://registry.example.com: plain http only to this machine');
});

test('a run that did not name the origins it would run server code from is refused before anything starts, naming them', async () => {
  const run = (...extra: string[]) => runDev(['--only', 'marketing', '--against', registryUrl(), ...extra]);
  const unnamed = await run();
  expect(unnamed.status).toBe(2);
  expect(unnamed.stdout).toContain('the local host will RUN SERVER CODE');
  expect(unnamed.stderr).toContain(`name the origins you trust with --trust-origins ${DEPLOYED_ORIGINS.join(',')}`);
  expect(unnamed.stderr).toContain('nothing was started');
  const partly = await run('--trust-origins', DEPLOYED_ORIGINS.slice(1).join(','));
  expect(partly.status).toBe(2);
  expect(partly.stderr).toContain(`--trust-origins does not name ${DEPLOYED_ORIGINS[0] ?? ''}`);
  const anonymous = await runDev(['--only', 'marketing', '--against', registryUrl()], { ...devEnv, REGISTRY_TOKEN: '' });
  expect(anonymous.status).toBe(2);
  expect(anonymous.stderr).toContain('answered GET /api/releases with 401: set REGISTRY_TOKEN to your own token for it');
});

test('the dev run says loudly which area is local and which are deployed', () => {
  expect(output).toContain(`MARKETING FROM THIS MACHINE: ${versionOf('remote-marketing')}-local`);
  expect(output).toContain(`deployed: blog ${versionOf('remote-blog')} from ${originOf('blog')}`);
});

test('the server renders the local marketing and the deployed blog, and the page hydrates them without a mismatch', async ({ page }) => {
  // Pages the browser hydrates with their area's code (a page kept whole loads it only when needed, decision 079).
  const contact = await (await fetch(`${DEV_SITE}/contact-us`)).text();
  expect(contact).toContain(`${LOCAL_MARKETING}/remoteEntry.js`);
  const search = await (await fetch(`${DEV_SITE}/blog/search`)).text();
  expect(search).toContain(`${DEPLOYED_BLOG}/remoteEntry.js`);

  const problems = collectProblems(page);
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await page.goto(`${DEV_SITE}/contact-us`);
  await waitForHydration(page);
  expect(scripts.some((url) => url.startsWith(LOCAL_MARKETING))).toBe(true);
  // A client navigation into another area loads it from the deployed origin.
  await page.locator('header').getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(page).toHaveURL(`${DEV_SITE}/blog`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.some((url) => url.startsWith(DEPLOYED_BLOG))).toBe(true);
  expect(problems).toEqual([]);
});

test('a save of a marketing component is refreshed in place, keeping what the visitor typed (Fast Refresh)', async ({ page }) => {
  const original = readFileSync(CONTACT_FORM, 'utf8');
  const edited = original.replace("{t('form.title')}\n", "{t('form.title')} DevAgainstProbe\n");
  expect(edited).not.toBe(original);
  const problems = collectProblems(page);
  await page.goto(`${DEV_SITE}/contact-us`);
  await waitForHydration(page);
  const name = page.getByLabel('Your name');
  await name.fill('Kept across the edit');
  try {
    writeFileSync(CONTACT_FORM, edited);
    await expect(page.getByRole('heading', { name: /DevAgainstProbe/ })).toBeVisible({ timeout: 30_000 });
    // A reload would have emptied the field.
    await expect(name).toHaveValue('Kept across the edit');
  } finally {
    writeFileSync(CONTACT_FORM, original);
  }
  await expect(page.getByText('DevAgainstProbe')).toHaveCount(0, { timeout: 30_000 });
  await expect(name).toHaveValue('Kept across the edit');
  // React's development build reports any hydration mismatch here.
  expect(problems).toEqual([]);
});

test('a save that Fast Refresh cannot apply (a route module, which also exports its action) reloads the page', async ({ page }) => {
  const original = readFileSync(CONTACT, 'utf8');
  const edited = original.replace("{t('other.title')}\n", "{t('other.title')} DevAgainstRoute\n");
  expect(edited).not.toBe(original);
  await page.goto(`${DEV_SITE}/contact-us`);
  await waitForHydration(page);
  const name = page.getByLabel('Your name');
  await name.fill('Lost on reload');
  try {
    writeFileSync(CONTACT, edited);
    await expect(page.getByRole('heading', { name: /DevAgainstRoute/ })).toBeVisible({ timeout: 30_000 });
    await expect(name).toHaveValue('');
  } finally {
    writeFileSync(CONTACT, original);
  }
  await expect(page.getByText('DevAgainstRoute')).toHaveCount(0, { timeout: 30_000 });
});
