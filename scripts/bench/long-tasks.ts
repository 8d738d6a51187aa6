/**
 * The main thread's tasks while a page starts, as a mid-range phone would meet them (decision 062):
 * Chromium's trace of one first visit (no CPU throttling), each task's **thread time** (CPU the
 * main thread used, so another process's load on a shared machine does not count) multiplied by
 * the slowdown (4, Lighthouse's mobile setting). A task over 50 ms at that speed is a long task;
 * the blocking time is what each long task after the first contentful paint holds past 50 ms, as
 * Lighthouse's TBT counts it. The browser's own devtools messages (the test harness) are left out.
 */
import type { Browser } from '@playwright/test';

/** What a phone this many times slower than this machine meets (Lighthouse's mobile CPU slowdown). */
export const SLOWDOWN = 4;
/** A task longer than this at {@link SLOWDOWN} is a long task (ms). */
export const LONG_TASK_MS = 50;

/** One top-level task of the page's main thread. */
export interface MainTask {
  /** Milliseconds after navigation start. */
  readonly at: number;
  /** Thread time, this machine (ms). */
  readonly cpu: number;
  /** What ran in it: a script's evaluation, a function of a script, HTML parsing, style and layout, an event. */
  readonly what: string;
}

/** The start-up of one page. */
export interface Startup {
  readonly path: string;
  /** Milliseconds after navigation start (null when not seen). */
  readonly fcp: number | null;
  readonly hydrated: number | null;
  /** Main-thread CPU of the whole start-up, this machine (ms). */
  readonly cpu: number;
  /** Tasks over {@link LONG_TASK_MS} at {@link SLOWDOWN}. */
  readonly long: readonly MainTask[];
  /** Σ (cpu × slowdown − 50) of the long tasks after the first contentful paint (ms). */
  readonly blocking: number;
}

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly data?: Record<string, unknown>; readonly beginData?: Record<string, unknown> };
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'toplevel', 'v8.execute'];
const file = (url: unknown) => String(url ?? '').replace(/^.*\//, '');

/** Names what a task ran from the events inside it (the first that took a fifth of it or more). */
function describe(task: TraceEvent, inside: readonly TraceEvent[]): string {
  for (const event of inside) {
    if ((event.tdur ?? event.dur ?? 0) < 0.2 * (task.tdur ?? task.dur ?? 0)) continue;
    const data = event.args?.data ?? {};
    if (event.name === 'Receive mojo message' && JSON.stringify(event.args).includes('DevToolsSession')) return 'devtools';
    if (event.name === 'EvaluateScript') return `script ${file(data.url) || '(inline)'}`;
    if (event.name === 'FunctionCall') return `function ${file(data.url)}:${String(data.functionName ?? '') || '(anonymous)'}`;
    if (event.name === 'ParseHTML') return 'HTML parsing';
    if (['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint'].includes(event.name)) return 'style, layout and paint';
    if (event.name === 'EventDispatch') return `event ${String(data.type ?? '')}`;
    if (event.name === 'TimerFire') return 'timer';
  }
  return 'other';
}

/** Reads the page's start-up from a Chromium trace (JSON of `browser.stopTracing()`). */
export function startupOf(path: string, origin: string, trace: Buffer, slowdown = SLOWDOWN): Startup {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const address = `${origin}${path}`;
  // The navigation's start; when the trace lost it (a busy machine), the first parse of the page's HTML.
  const start =
    events.find((event) => event.name === 'navigationStart' && String(event.args?.data?.documentLoaderURL ?? '').startsWith(address)) ??
    events.find((event) => event.name === 'ParseHTML' && String(event.args?.beginData?.url ?? '').startsWith(address));
  if (!start) throw new Error(`long tasks: the trace of ${path} has no navigation to ${origin}${path}`);
  const main = events.filter((event) => event.pid === start.pid && event.tid === start.tid);
  const since = (event: TraceEvent | undefined) => (event ? (event.ts - start.ts) / 1000 : null);
  const fcp = since(events.find((event) => event.name === 'firstContentfulPaint' && event.pid === start.pid));
  const hydrated = since(events.find((event) => event.name === 'meridian:hydrated' && event.pid === start.pid));
  const slices = main.filter((event) => event.ph === 'X' && event.ts >= start.ts);
  const tasks: MainTask[] = [];
  for (const task of slices.filter((event) => event.name === 'RunTask')) {
    const end = task.ts + (task.dur ?? 0);
    const inside = slices.filter((event) => event !== task && event.ts >= task.ts && event.ts < end);
    const what = describe(task, inside);
    if (what !== 'devtools') tasks.push({ at: (task.ts - start.ts) / 1000, cpu: (task.tdur ?? task.dur ?? 0) / 1000, what });
  }
  const long = tasks.filter((task) => task.cpu * slowdown > LONG_TASK_MS);
  const blocking = long.filter((task) => fcp === null || task.at >= fcp).reduce((sum, task) => sum + task.cpu * slowdown - LONG_TASK_MS, 0);
  return { path, fcp, hydrated, cpu: tasks.reduce((sum, task) => sum + task.cpu, 0), long, blocking };
}

/**
 * Loads `path` once as a first visitor on a phone-sized screen, traced, and reads its start-up up
 * to `settleMs` after hydration (the after-hydration services and navigation rules included).
 */
export async function traceStartup(browser: Browser, origin: string, path: string, settleMs = 3000): Promise<Startup> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${origin}${path}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(settleMs);
    return startupOf(path, origin, await browser.stopTracing());
  } finally {
    await context.close();
  }
}

/** The median of `runs` start-ups of `path` by blocking time (the run printed whole). */
export async function medianStartup(browser: Browser, origin: string, path: string, runs = 3): Promise<Startup> {
  const all: Startup[] = [];
  for (let run = 0, failed = 0; run < runs;) {
    try {
      all.push(await traceStartup(browser, origin, path));
      run += 1;
    } catch (error) {
      // A trace Chromium cut short says nothing about the page: trace again (at most twice per page).
      if ((failed += 1) > 2) throw error;
    }
  }
  return [...all].sort((a, b) => a.blocking - b.blocking)[Math.floor(all.length / 2)] as Startup;
}

/** Lines for the bench's output: the figures of one page and each long task. */
export function startupLines(startup: Startup, slowdown = SLOWDOWN): string[] {
  const at = (ms: number | null) => (ms === null ? '?' : `${Math.round(ms)} ms`);
  return [
    `  ${startup.path.padEnd(34)} main-thread CPU ${startup.cpu.toFixed(0).padStart(4)} ms; at ${slowdown}x: ${startup.long.length} long tasks, blocking ${startup.blocking.toFixed(0)} ms after FCP (FCP ${at(startup.fcp)}, hydrated ${at(startup.hydrated)} here)`,
    ...startup.long.map((task) => `      ${(task.cpu * slowdown).toFixed(0).padStart(5)} ms at ${at(task.at).padStart(8)}  ${task.what}`),
  ];
}
