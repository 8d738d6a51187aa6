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
 *                federation), of three pages and of a static file on the same host, and decision
 *                030's ratios (scripts/bench/ssr.ts)
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
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from 'e2e/fixtures/chromium.ts';
import { pidListeningOn } from 'e2e/fixtures/listener.ts';
import { hostPort, siteOrigin } from '../tooling/local-system.ts';
import { ROOT } from './lib/apps.ts';
import { scriptArgs } from './lib/args.ts';
import {
  FEDERATION_CHUNK,
  FIRST_LOAD_BUDGETS,
  FIRST_SECONDS_BUDGET,
  FIRST_SECONDS_MS,
  firstLoad,
  firstSeconds,
  HTML_BUDGET,
  type FirstLoad,
} from './bench/first-load.ts';
import { floorBytes } from './bench/floor.ts';
import { guardBench } from './bench/guard/guard-bench.ts';
import { runLoad } from './bench/load.ts';
import { ssrBench } from './bench/ssr.ts';
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
    // Module Federation's runtime comes with the first area a page loads, once per visit (decision 080): not the area's cost.
    const runtime = load.navigation.scripts
      .filter((script) => FEDERATION_CHUNK.test(script.url))
      .reduce((sum, script) => sum + script.gzip, 0);
    const area = load.navigation.total - runtime;
    console.log(
      `    then to ${load.navigation.path}: ${kb(area)} in ${load.navigation.scripts.length - (runtime > 0 ? 1 : 0)} scripts (budget 30 KB per area: ${area <= 30 * 1024 ? 'within' : 'OVER'})${runtime > 0 ? `, and the federation runtime once per visit: ${kb(runtime)}` : ''}`,
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
  ssr: () => ssrBench(origin, SSR_REQUESTS),
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
