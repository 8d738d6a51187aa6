/**
 * `npm run bench`: the speed and memory figures (decisions 015 and 030), side by side in one run, as ratios
 * (never a timed test that fails on a slow machine). Needs the system running (`npm start`);
 * BENCH_ORIGIN overrides the local site. Bounded: a few thousand requests in all.
 *
 *   floor        the same stack without federation (scripts/bench/floor), gzip -9
 *   first-load   JavaScript until hydration of /, /pricing, a post and /ar/features (gzip -9 of
 *                every script body), its ratio to the floor, the largest scripts, what a first
 *                visitor fetches in its first three seconds, and what a navigation to each
 *                further area costs
 *   ssr          requests per second of a mix of pages (as an anonymous visitor, kept by the page
 *                cache; signed in, rendered every time; and the same pages rendered without
 *                federation by scripts/bench/floor/ssr.tsx, started on the base port + 50), of
 *                three pages and of a static file on the same host, and decision 030's ratios
 *   memory       host RSS at start, after a warm-up of 3 000 requests and after 2 x 5 000 more
 *   telemetry    host CPU per uncached page with metrics and tracing on against off (decision 056;
 *                scripts/bench/telemetry.ts); not in the default run: `npm run bench -- telemetry`
 *   guard        simulated guarded rollouts, seeded, judged by today's guard and the sequential one
 *                (decision 049): false stops over A/A rollouts, the share of bad versions stopped by
 *                the 10 % stage and the page views that took; needs no running system
 *   long-tasks   the main thread's tasks while /, /pricing, a post and /ar/features start, at 4x
 *                slower CPU (thread time x 4, scripts/bench/long-tasks.ts, decision 062): long
 *                tasks, blocking time after the first paint, each page's HTML size
 *
 * `npm run bench -- first-load ssr` runs some of them.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from 'e2e/fixtures/chromium.ts';
import { pidListeningOn } from 'e2e/fixtures/listener.ts';
import { apiOrigin, hostPort, originOf, portBase, siteOrigin } from '../tooling/local-system.ts';
import { TOKEN_COOKIE } from '@meridian/shared/user';
import { ROOT, versionOf } from './lib/apps.ts';
import { scriptArgs } from './lib/args.ts';
import { FIRST_LOAD_BUDGETS, FIRST_SECONDS_MS, firstLoad, firstSeconds, HTML_BUDGET, type FirstLoad } from './bench/first-load.ts';
import { buildSsrFloor, floorBytes } from './bench/floor.ts';
import { guardBench } from './bench/guard/guard-bench.ts';
import { runLoad } from './bench/load.ts';
import { cpuMs } from './bench/cpu.ts';
import { telemetryBench } from './bench/telemetry.ts';
import { LONG_TASK_MS, medianStartup, SLOWDOWN, startupLines } from './bench/long-tasks.ts';
import { recordPrinted } from './lib/benchmarks-doc.ts';

const origin = process.env.BENCH_ORIGIN ?? siteOrigin();
/** Requests per round of each SSR load (`BENCH_SSR_REQUESTS`, default 1 000; fewer for a quick look). */
const SSR_REQUESTS = Number(process.env.BENCH_SSR_REQUESTS ?? 1000) || 1000;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let floor = 0;

async function floorBench(): Promise<void> {
  floor = await floorBytes(ROOT);
  console.log(`floor (React + react-dom + createBrowserRouter + i18next + react-i18next, no federation): ${kb(floor)} gzip -9`);
}

const PAGES: readonly { readonly path: string; readonly budget: number; readonly next?: string }[] = [
  { path: '/', budget: FIRST_LOAD_BUDGETS['/'] ?? 0, next: '/pricing' },
  { path: '/pricing', budget: FIRST_LOAD_BUDGETS['/pricing'] ?? 0, next: '/login' },
  { path: '/blog/what-is-a-kill-switch', budget: FIRST_LOAD_BUDGETS['/blog/what-is-a-kill-switch'] ?? 0, next: '/what-is-my-ip' },
  { path: '/ar/features', budget: FIRST_LOAD_BUDGETS['/ar/features'] ?? 0, next: '/ar/blog' },
  { path: '/vpn-server', budget: FIRST_LOAD_BUDGETS['/vpn-server'] ?? 0, next: '/vpn-server/japan' },
];

/** What a first visitor fetches in its first three seconds may weigh, in bytes (gzip -9; decision 045). */
const FIRST_SECONDS_BUDGET = 170 * 1024;

function printLoad(load: FirstLoad, budget: number, seconds: { readonly total: number; readonly scripts: readonly unknown[] }): void {
  const ratio = floor > 0 ? ` = ${(load.total / floor).toFixed(2)} x floor` : '';
  console.log(
    `  ${load.path.padEnd(34)} ${kb(load.total).padStart(9)} in ${String(load.scripts.length).padStart(2)} scripts${ratio}  (budget ${kb(budget)}: ${load.total <= budget ? 'within' : 'OVER'})`,
  );
  console.log(
    `    first ${FIRST_SECONDS_MS / 1000} s of a first visitor: ${kb(seconds.total)} in ${seconds.scripts.length} scripts (goal ${kb(FIRST_SECONDS_BUDGET)}: ${seconds.total <= FIRST_SECONDS_BUDGET ? 'within' : 'OVER'})`,
  );
  for (const script of [...load.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 5))
    console.log(`      ${kb(script.gzip).padStart(9)}  ${script.url.replace(origin, '')}`);
  if (load.navigation) {
    const area = load.navigation.total;
    console.log(
      `    then to ${load.navigation.path}: ${kb(area)} in ${load.navigation.scripts.length} scripts (budget 30 KB per area: ${area <= 30 * 1024 ? 'within' : 'OVER'})`,
    );
  }
}

async function firstLoadBench(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log('first-load JavaScript until hydration, and in the first 3 s of a first visitor (gzip -9 of every script body):');
    for (const page of PAGES) {
      const load = await firstLoad(browser, origin, page.path, page.next ? { linkPath: page.next } : undefined);
      printLoad(load, page.budget, await firstSeconds(browser, origin, page.path));
    }
  } finally {
    await browser.close();
  }
}

/**
 * The static file the pages are compared with: the shell's start-up chunk (`bootstrap`, 23 KB, about
 * 8 KB compressed), served by the same host process as a page and of a page's size once compressed.
 * A fixed reference: the entry script used before shrank from 93 to 5 KB (decision 015), which made the
 * same page throughput look worse.
 */
async function staticPath(): Promise<string> {
  const html = await (await fetch(`${origin}/features`)).text();
  const script = /\/assets\/bootstrap\.[0-9a-f]+\.js/.exec(html)?.[0];
  if (!script) throw new Error('bench: /features does not list the start-up chunk bootstrap.*.js');
  return script;
}

/**
 * The server-rendering floor (decision 030), built and started for the run on the base port + 50: the
 * same pages rendered without federation (scripts/bench/floor/ssr.tsx). Answers its origin and a
 * stop function.
 */
async function startSsrFloor(): Promise<{ readonly origin: string; readonly pid: number; stop(): void }> {
  const server = await buildSsrFloor(ROOT, `${originOf('blog')}/${versionOf('remote-blog')}/server/`);
  const port = portBase() + 50;
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, NODE_ENV: 'production', FLOOR_PORT: String(port), FLOOR_ROOT: ROOT, API_BASE: apiOrigin() },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const floorOrigin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${floorOrigin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (tries > 100 || child.exitCode !== null) throw new Error(`bench: the server-rendering floor did not start on ${floorOrigin}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin: floorOrigin, pid: child.pid ?? 0, stop: () => child.kill() };
}

async function ssrBench(): Promise<void> {
  const mix = ['/', '/de/features', '/blog/what-is-a-kill-switch', '/ja/vpn-server/japan', '/pricing', '/ar/what-is-vpn'];
  const asset = await staticPath();
  const floorServer = await startSsrFloor();
  try {
    await ssrLoads(mix, asset, floorServer);
  } finally {
    floorServer.stop();
  }
}

async function ssrLoads(
  mix: readonly string[],
  asset: string,
  floorServer: { readonly origin: string; readonly pid: number },
): Promise<void> {
  const floorOrigin = floorServer.origin;
  // CPU per page of the server process: steadier than requests per second on a shared machine (decision 030).
  const hostPid = process.env.BENCH_ORIGIN ? null : pidListeningOn(Number(process.env.BENCH_HOST_PORT ?? hostPort()));
  // Each load interleaved with the static file three times; medians of the three. The home page and
  // the post are kept by the page cache after their first render (anonymous, cacheable); /pricing
  // is rendered for every request (prices in the visitor's currency).
  // The signed-in row (decision 030): a session cookie makes every page uncacheable (pageCacheKey), so it
  // measures the render itself, as a signed-in, canary or preview visitor and a cold replica meet it;
  // the floor row renders the same pages without federation, in one process.
  const signedIn = { cookie: `${TOKEN_COOKIE}=bench-session` };
  const loads: readonly {
    readonly label: string;
    readonly paths: readonly string[];
    readonly headers?: Record<string, string>;
    readonly origin?: string;
    /** The server process whose CPU time per page is printed. */
    readonly pid?: number | null;
    /** The goal of the page ÷ static file ratio: 0.5 with the page cache, 0.25 without (decision 030). */
    readonly goal?: number;
  }[] = [
    { label: `mix of ${mix.length} pages`, paths: mix },
    { label: 'mix, signed in (uncached)', paths: mix, headers: signedIn, pid: hostPid, goal: 0.25 },
    { label: 'same mix without federation', paths: mix, origin: floorOrigin, pid: floorServer.pid, goal: 0.25 },
    { label: '/', paths: ['/'] },
    // The home page rendered every time (decision 062: at most 4 ms of the host's CPU, 250 pages/s).
    { label: '/, signed in (uncached)', paths: ['/'], headers: signedIn, pid: hostPid, goal: 0.25 },
    { label: '/pricing', paths: ['/pricing'] },
    { label: '/blog/what-is-a-kill-switch', paths: ['/blog/what-is-a-kill-switch'] },
  ];
  await runLoad(origin, mix, 300, 10);
  await runLoad(origin, mix, 300, 10, signedIn);
  await runLoad(floorOrigin, mix, 300, 10);
  const sent = (await fetch(`${origin}${asset}`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } })).headers;
  console.log(
    `static file: ${asset} (${kb(Number(sent.get('content-length') ?? 0))} as sent, ${sent.get('content-encoding') ?? 'identity'})`,
  );
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
  console.log(
    `ssr: requests per second, 10 at a time, keep-alive (medians of 3 rounds of ${SSR_REQUESTS}, each beside a static file; the rounds go through every load in turn, so a busy spell of the machine falls on all of them)`,
  );
  const runs = loads.map(() => ({ pages: [] as number[], files: [] as number[], p99s: [] as number[], cpu: [] as number[], failed: 0 }));
  for (let round = 0; round < 3; round += 1) {
    for (const [index, load] of loads.entries()) {
      const run = runs[index];
      if (!run) continue;
      const cpuBefore = load.pid ? cpuMs(load.pid) : 0;
      const page = await runLoad(load.origin ?? origin, load.paths, SSR_REQUESTS, 10, load.headers);
      if (load.pid) run.cpu.push((cpuMs(load.pid) - cpuBefore) / page.requests);
      run.failed += Object.values(page.errors).reduce((sum, count) => sum + count, 0);
      const file = await runLoad(origin, [asset], SSR_REQUESTS, 10);
      run.pages.push(page.perSecond);
      run.files.push(file.perSecond);
      run.p99s.push(page.p99);
    }
  }
  const measured = new Map<string, { readonly page: number; readonly file: number; readonly p99: number; readonly cpu: number }>();
  for (const [index, load] of loads.entries()) {
    const run = runs[index];
    if (!run) continue;
    const result = { page: median(run.pages), file: median(run.files), p99: median(run.p99s), cpu: median(run.cpu) };
    measured.set(load.label, result);
    const ratio = result.page / result.file;
    const goal = load.goal ?? 0.5;
    console.log(
      `  ${load.label.padEnd(30)} ${result.page.toFixed(0).padStart(5)} req/s (p99 ${result.p99.toFixed(0)} ms)  static file ${result.file.toFixed(0).padStart(5)} req/s  ratio ${ratio.toFixed(2)} (goal >= ${goal}: ${ratio >= goal ? 'met' : 'NOT met'})${load.pid ? `  CPU ${result.cpu.toFixed(2)} ms per page` : ''}${run.failed > 0 ? `  ${run.failed} answers not 200` : ''}`,
    );
  }
  const cached = measured.get(`mix of ${mix.length} pages`);
  const uncached = measured.get('mix, signed in (uncached)');
  const floor = measured.get('same mix without federation');
  if (!cached || !uncached || !floor) return;
  const verdict = (value: number, goal: number, higher = true) => ((higher ? value >= goal : value <= goal) ? 'met' : 'NOT met');
  console.log('decision 030, the render a page cache cannot help (medians above):');
  console.log(`  uncached mix                    ${uncached.page.toFixed(0)} req/s (goal >= 400: ${verdict(uncached.page, 400)})`);
  console.log(
    `  uncached / static file          ${(uncached.page / uncached.file).toFixed(2)} (goal >= 0.25: ${verdict(uncached.page / uncached.file, 0.25)})`,
  );
  console.log(
    `  federated / without federation  ${(uncached.page / floor.page).toFixed(2)} (goal >= 0.8: ${verdict(uncached.page / floor.page, 0.8)})`,
  );
  if (uncached.cpu > 0 && floor.cpu > 0)
    console.log(
      `    the same by CPU per page        ${(floor.cpu / uncached.cpu).toFixed(2)} (${floor.cpu.toFixed(2)} ms without federation, ${uncached.cpu.toFixed(2)} ms federated: steadier on a busy machine)`,
    );
  console.log(`  cached mix / static file        ${(cached.page / cached.file).toFixed(2)} (goal >= 0.5; decision 030: no worse)`);
  console.log(`  p99 at 10 concurrent, uncached  ${uncached.p99.toFixed(0)} ms (goal <= 50: ${verdict(uncached.p99, 50, false)})`);
  const home = measured.get('/, signed in (uncached)');
  if (home)
    console.log(
      `  uncached /                      ${home.page.toFixed(0)} req/s (goal >= 250: ${verdict(home.page, 250)}), ${home.cpu.toFixed(2)} ms CPU per page (goal <= 4: ${verdict(home.cpu, 4, false)})`,
    );
}

function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

async function memoryBench(): Promise<void> {
  const pid = pidListeningOn(Number(process.env.BENCH_HOST_PORT ?? hostPort()));
  const pages = [
    '/',
    '/de/features',
    '/blog/what-is-a-kill-switch',
    '/ja/vpn-server/japan',
    '/pricing',
    '/ar/what-is-vpn',
    '/fr/blog',
    '/de/login',
    '/what-is-my-ip',
    '/nl/download/ios',
  ];
  // Warm-up: every page rendered (and kept when it may be), and V8's heap grown to its working size. A
  // fresh host's RSS climbs over its first ~3 000 requests (111 -> ~360 MB) and then stays: what it
  // holds is mostly garbage V8 has not yet collected (heap ~210 MB of which ~31 MB live after a full
  // collection, measured through the inspector), not pages or modules kept by the host.
  const before = rssMb(pid);
  await runLoad(origin, pages, 3000, 10);
  const warm = rssMb(pid);
  await runLoad(origin, pages, 5000, 10);
  const first = rssMb(pid);
  await runLoad(origin, pages, 5000, 10);
  const second = rssMb(pid);
  const growth = ((second - warm) / warm) * 100;
  console.log(
    `host RSS: ${before.toFixed(0)} MB before, ${warm.toFixed(0)} MB after warm-up, ${first.toFixed(0)} MB after 5 000, ${second.toFixed(0)} MB after 10 000 requests: ${growth.toFixed(1)} % growth after warm-up (goal < 10 %)`,
  );
}

/** The pages Lighthouse measures (scripts/lighthouse.ts). */
const STARTUP_PAGES = ['/', '/pricing', '/blog/what-is-a-kill-switch', '/ar/features'];

async function longTasksBench(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  try {
    console.log(
      `start-up at ${SLOWDOWN}x slower CPU (thread time x ${SLOWDOWN}; a task over ${LONG_TASK_MS} ms is long; median of 3 by blocking time; load average ${load}):`,
    );
    for (const path of STARTUP_PAGES) {
      const html = Buffer.byteLength(await (await fetch(`${origin}${path}`)).text());
      for (const line of startupLines(await medianStartup(browser, origin, path))) console.log(line);
      console.log(`      HTML ${kb(html)} uncompressed (budget ${kb(HTML_BUDGET)}: ${html <= HTML_BUDGET ? 'within' : 'OVER'})`);
    }
  } finally {
    await browser.close();
  }
}

const benches: Record<string, () => Promise<void>> = {
  floor: floorBench,
  'first-load': firstLoadBench,
  ssr: ssrBench,
  memory: memoryBench,
  telemetry: () => telemetryBench(SSR_REQUESTS),
  guard: guardBench,
  'long-tasks': longTasksBench,
};
/** Run only when named: it starts two more hosts. */
const ON_REQUEST = new Set(['telemetry']);
const names = scriptArgs(`npm run bench [-- <${Object.keys(benches).join('|')}>...]`, { allowPositionals: true }).positionals;
const chosen = names.length > 0 ? names : Object.keys(benches).filter((each) => !ON_REQUEST.has(each));
const unknown = chosen.filter((name) => !benches[name]);
if (unknown.length > 0) {
  console.error(`unknown bench ${unknown.join(', ')}; one of ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
// Each bench's figures are one section of docs/benchmarks.md, with the machine they were taken on.
for (const name of chosen) {
  const record = recordPrinted(`npm run bench -- ${name}`);
  await benches[name]?.();
  record.save();
}
