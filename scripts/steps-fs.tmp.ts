import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/fixtures/chromium.ts';
import { firstSeconds } from '../scripts/bench/first-load.ts';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const path of (process.argv[2] ?? '/').split(',')) {
  const s = await firstSeconds(browser, 'http://localhost:33000', path);
  console.log(path, (s.total / 1024).toFixed(1));
  for (const x of [...s.scripts].sort((a, b) => b.gzip - a.gzip)) console.log('  ', (x.gzip / 1024).toFixed(1), x.url);
}
await browser.close();
