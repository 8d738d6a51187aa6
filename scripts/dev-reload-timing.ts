/**
 * Measures `npm run dev` (docs/development.md, "Development"): with the dev system running, opens the home
 * page in Chromium, then edits a marketing component and a marketing message file, and times
 * save -> the new text visible in the open tab (rebuild, host reload, then Fast Refresh for the
 * component, a reload for the message file). Before each component edit a FAQ answer is opened:
 * it stays open when the edit was refreshed in place (state kept), and closes on a reload.
 * Every edit is undone afterwards. Usage: node scripts/dev-reload-timing.ts [rounds]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { ROOT } from './lib/apps.ts';
import { scriptArgs } from './lib/args.ts';
import { siteOrigin } from '../tooling/local-system.ts';

const [roundsText = '3'] = scriptArgs('node scripts/dev-reload-timing.ts [rounds]', { allowPositionals: true }).positionals;
const rounds = Number(roundsText);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error(`rounds must be a whole number of at least 1, not '${roundsText}'\nusage: node scripts/dev-reload-timing.ts [rounds]`);
  process.exit(2);
}
const component = join(ROOT, 'remote-marketing', 'src', 'routes', 'home.tsx');
const messages = join(ROOT, 'remote-marketing', 'locales', 'en', 'home.json');

/** Applies `edit` to `file`, waits until `marker` is visible in the page, restores the file; returns ms. */
async function timeEdit(
  page: Page,
  file: string,
  edit: (text: string) => string,
  marker: string,
  whenVisible: () => Promise<void> = async () => {},
): Promise<number> {
  const original = readFileSync(file, 'utf8');
  const edited = edit(original);
  if (edited === original) throw new Error(`measuring: the edit of ${file} changed nothing`);
  const started = performance.now();
  writeFileSync(file, edited);
  try {
    await page.getByText(marker).first().waitFor({ state: 'visible', timeout: 15_000 });
    const ms = Math.round(performance.now() - started);
    await whenVisible();
    return ms;
  } finally {
    writeFileSync(file, original);
    // Let the revert rebuild and reload before the next edit.
    await page.waitForTimeout(1500);
  }
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A hydration mismatch after a reload would show here ('hydration recovered from an error').
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${siteOrigin()}/`, { waitUntil: 'networkidle' });
  const figures: { component: number[]; messages: number[] } = { component: [], messages: [] };
  let kept = 0;
  const faq = page.locator('details.faq__item').first();
  for (let round = 1; round <= rounds; round += 1) {
    if (!(await faq.evaluate((details) => (details as HTMLDetailsElement).open))) await faq.locator('summary').click();
    figures.component.push(
      await timeEdit(
        page,
        component,
        (text) => text.replace("{t('cta.secondary')}\n", `{t('cta.secondary')} DevProbeC${round}\n`),
        `DevProbeC${round}`,
        async () => {
          if (await faq.evaluate((details) => (details as HTMLDetailsElement).open)) kept += 1;
        },
      ),
    );
    figures.messages.push(
      await timeEdit(
        page,
        messages,
        (text) => text.replace('"h1": "Browse privately on every device"', `"h1": "DevProbeM${round} on every device"`),
        `DevProbeM${round}`,
      ),
    );
  }
  const summary = (values: number[]) =>
    `${values.join(', ')} ms (median ${[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]})`;
  console.log(`component edit -> visible: ${summary(figures.component)}; state kept (Fast Refresh) in ${kept} of ${rounds}`);
  console.log(`message edit   -> visible: ${summary(figures.messages)}`);
  console.log(`page errors (console included): ${errors.length === 0 ? 'none' : errors.join(' | ')}`);
} finally {
  await browser.close();
}
