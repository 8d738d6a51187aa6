/**
 * Measures `npm run dev` (README, "Development"): with the dev system running, opens the home
 * page in Chromium, then edits a marketing component and a marketing message file, and times
 * save -> the new text visible in the open tab (rebuild, host reload, live reload, render).
 * Every edit is undone afterwards. Usage: node scripts/dev-reload-timing.ts [rounds]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { ROOT } from './lib/apps.ts';
import { siteOrigin } from '../tooling/local-system.ts';

const rounds = Number(process.argv[2] ?? 3);
const component = join(ROOT, 'remote-marketing', 'src', 'routes', 'home.tsx');
const messages = join(ROOT, 'remote-marketing', 'locales', 'en', 'home.json');

/** Applies `edit` to `file`, waits until `marker` is visible in the page, restores the file; returns ms. */
async function timeEdit(page: Page, file: string, edit: (text: string) => string, marker: string): Promise<number> {
  const original = readFileSync(file, 'utf8');
  const edited = edit(original);
  if (edited === original) throw new Error(`measuring: the edit of ${file} changed nothing`);
  const started = performance.now();
  writeFileSync(file, edited);
  try {
    await page.getByText(marker).first().waitFor({ state: 'visible', timeout: 15_000 });
    return Math.round(performance.now() - started);
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
  for (let round = 1; round <= rounds; round += 1) {
    figures.component.push(
      await timeEdit(
        page,
        component,
        (text) => text.replace("{t('cta.secondary')}\n", `{t('cta.secondary')} DevProbeC${round}\n`),
        `DevProbeC${round}`,
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
  console.log(`component edit -> visible: ${summary(figures.component)}`);
  console.log(`message edit   -> visible: ${summary(figures.messages)}`);
  console.log(`page errors (console included): ${errors.length === 0 ? 'none' : errors.join(' | ')}`);
} finally {
  await browser.close();
}
