/**
 * `npm run bench -- ssr` (decision 030): requests per second and the host's CPU per page of a mix of
 * pages (anonymous and kept by the page cache; signed in, rendered every time; and the same pages
 * rendered without federation by scripts/bench/floor/ssr.tsx, started on the base port + 50), of three
 * pages and of a static file on the same host, and decision 030's ratios; beside them the home page
 * signed in on a host of its own (base + 24) that keeps no content's HTML (`KEPT_HTML_ENTRIES=0`,
 * decision 077: what a page's first visit in a language costs). Bounded: 3 rounds of `requests` per load.
 */
import { spawn } from 'node:child_process';
import { pidListeningOn } from 'e2e/fixtures/listener.ts';
import { TOKEN_COOKIE } from '@meridian/shared/user';
import { join } from 'node:path';
import { apiOrigin, extraHostPort, hostPort, originOf, portBase } from '../../tooling/local-system.ts';
import { ROOT, versionOf } from '../lib/apps.ts';
import { startHost, stopAll, waitForUrl } from '../lib/processes.ts';
import { buildSsrFloor } from './floor.ts';
import { runLoad } from './load.ts';
import { cpuMs } from './cpu.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The static file the pages are compared with: the shell's start-up chunk (`bootstrap`, 23 KB, about
 * 8 KB compressed), served by the same host process as a page and of a page's size once compressed.
 * A fixed reference: the entry script used before shrank from 93 to 5 KB (decision 015), which made the
 * same page throughput look worse.
 */
async function staticPath(origin: string): Promise<string> {
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

/** Runs the comparison against the site at `origin`, `requests` a round for each load, and prints it. */
export async function ssrBench(origin: string, requests: number): Promise<void> {
  const mix = ['/', '/de/features', '/blog/what-is-a-kill-switch', '/ja/vpn-server/japan', '/pricing', '/ar/what-is-vpn'];
  const asset = await staticPath(origin);
  const floorServer = await startSsrFloor();
  // The same host build and release, rendering every kept content anew (decision 077).
  const renderAll = startHost(extraHostPort(24), join(ROOT, 'var', 'release.json'), {
    RELEASE_SOURCE: 'file',
    HOST_LOG_LEVEL: 'warn',
    KEPT_HTML_ENTRIES: '0',
  });
  try {
    await waitForUrl(`${renderAll.url}/healthz`, 120_000);
    await ssrLoads(origin, requests, mix, asset, floorServer, { origin: renderAll.url, pid: renderAll.child.pid ?? 0 });
  } finally {
    floorServer.stop();
    await stopAll([renderAll]);
  }
}

async function ssrLoads(
  origin: string,
  requests: number,
  mix: readonly string[],
  asset: string,
  floorServer: { readonly origin: string; readonly pid: number },
  renderAll: { readonly origin: string; readonly pid: number },
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
    { label: '/, signed in, content rendered', paths: ['/'], headers: signedIn, origin: renderAll.origin, pid: renderAll.pid, goal: 0.25 },
    { label: '/pricing', paths: ['/pricing'] },
    { label: '/blog/what-is-a-kill-switch', paths: ['/blog/what-is-a-kill-switch'] },
  ];
  await runLoad(origin, mix, 300, 10);
  await runLoad(origin, mix, 300, 10, signedIn);
  await runLoad(floorOrigin, mix, 300, 10);
  await runLoad(renderAll.origin, ['/'], 300, 10, signedIn);
  const sent = (await fetch(`${origin}${asset}`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } })).headers;
  console.log(
    `static file: ${asset} (${kb(Number(sent.get('content-length') ?? 0))} as sent, ${sent.get('content-encoding') ?? 'identity'})`,
  );
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
  console.log(
    `ssr: requests per second, 10 at a time, keep-alive (medians of 3 rounds of ${requests}, each beside a static file; the rounds go through every load in turn, so a busy spell of the machine falls on all of them)`,
  );
  const runs = loads.map(() => ({ pages: [] as number[], files: [] as number[], p99s: [] as number[], cpu: [] as number[], failed: 0 }));
  for (let round = 0; round < 3; round += 1) {
    for (const [index, load] of loads.entries()) {
      const run = runs[index];
      if (!run) continue;
      const cpuBefore = load.pid ? cpuMs(load.pid) : 0;
      const page = await runLoad(load.origin ?? origin, load.paths, requests, 10, load.headers);
      if (load.pid) run.cpu.push((cpuMs(load.pid) - cpuBefore) / page.requests);
      run.failed += Object.values(page.errors).reduce((sum, count) => sum + count, 0);
      const file = await runLoad(origin, [asset], requests, 10);
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
  const rendered = measured.get('/, signed in, content rendered');
  if (home && rendered && home.cpu > 0)
    console.log(
      `    its content rendered anew      ${rendered.page.toFixed(0)} req/s, ${rendered.cpu.toFixed(2)} ms CPU per page (a page's first visit per language and data: ${(rendered.cpu / home.cpu).toFixed(2)} x the CPU of one written from the kept HTML, decision 077)`,
    );
}
