/**
 * `npm run bench -- <name>`: prints figures, never fails on a slow machine.
 *   home-weight   bytes and requests of the home page until hydration (first load) and after idle
 *   ssr           server render latency of a few pages (bounded: 200 requests, 2 at a time)
 * Needs the system running (`npm start`); BENCH_ORIGIN overrides http://localhost:3000.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/fixtures/chromium.ts';
import { siteOrigin } from '../tooling/local-system.ts';

const origin = process.env.BENCH_ORIGIN ?? siteOrigin();

async function homeWeight(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  const sizes = new Map<string, { url: string; type: string; bytes: number; started: number }>();
  client.on('Network.requestWillBeSent', (event) => {
    sizes.set(event.requestId, { url: event.request.url, type: event.type ?? '', bytes: 0, started: event.timestamp });
  });
  client.on('Network.loadingFinished', (event) => {
    const entry = sizes.get(event.requestId);
    if (entry) entry.bytes = event.encodedDataLength;
  });
  await page.goto(`${origin}/`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // Every request issued up to hydration counts as the first load.
  const hydratedAt = Math.max(...[...sizes.values()].map((entry) => entry.started));
  await page.waitForLoadState('networkidle');
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const report = (label: string, entries: { url: string; type: string; bytes: number }[]) => {
    const js = entries.filter((entry) => entry.type === 'Script');
    console.log(`${label}: ${entries.length} requests, ${kb(entries.reduce((sum, entry) => sum + entry.bytes, 0))} transferred; JavaScript ${js.length} files, ${kb(js.reduce((sum, entry) => sum + entry.bytes, 0))} (compressed, headers included)`);
    return js;
  };
  const all = [...sizes.values()];
  const firstLoad = report('home page until hydrated', all.filter((entry) => entry.started <= hydratedAt));
  report('home page after idle (includes the 1 s prefetch of other areas)', all);
  for (const entry of firstLoad.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(entry.bytes).padStart(9)}  ${entry.url}`);
  await browser.close();
}

async function ssrLatency(): Promise<void> {
  const paths = ['/', '/de/features', '/ar/blog/what-is-a-no-logs-vpn', '/ja/vpn-server/japan', '/pricing'];
  const total = 200;
  const timings: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const path = paths[next % paths.length] ?? '/';
      next += 1;
      const started = performance.now();
      const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(10_000) });
      await response.text();
      timings.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all([worker(), worker()]);
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const at = (q: number) => (timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? 0).toFixed(1);
  console.log(`ssr: ${timings.length} requests in ${seconds.toFixed(1)} s (${(timings.length / seconds).toFixed(0)}/s), p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
}

const benches: Record<string, () => Promise<void>> = { 'home-weight': homeWeight, ssr: ssrLatency };
const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
for (const name of names.length > 0 ? names : Object.keys(benches)) {
  const bench = benches[name];
  if (!bench) {
    console.error(`unknown bench ${name}; one of ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  await bench();
}
