/**
 * `npm run lighthouse`: Lighthouse's default mobile run (simulated slow 4G and a 4x slower CPU)
 * on the four pages of decision 015, three times each, and the median of every category. Needs the
 * system running (`npm start`); LIGHTHOUSE_ORIGIN overrides the local site, LIGHTHOUSE_RUNS the
 * count, LIGHTHOUSE_PAGES (comma-separated paths) the pages. Lighthouse is not a dependency (it is large and only this script uses it): npx fetches
 * the pinned version from the npm registry once; the browser is Debian's Chromium (CHROME_PATH).
 * A measuring tool, not a test: it prints figures and never fails on a slow machine. Each page's
 * line gives the load average when it finished (Lighthouse's TBT is the trace's wall time x 4, so a
 * busy machine inflates it; `npm run bench -- long-tasks` counts thread time instead, decision 062),
 * then the median run's long tasks as Lighthouse simulated them.
 */
import { readFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from 'e2e/fixtures/chromium.ts';
import { siteOrigin } from '../tooling/local-system.ts';
import { recordPrinted } from './lib/benchmarks-doc.ts';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? ['/', '/pricing', '/blog/what-is-a-kill-switch', '/ar/features'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'] as const;
/** The timing audits themselves (their figures are printed); other audits under 0.9 are named. */
const TIMINGS = new Set<string>([...METRICS, 'first-contentful-paint', 'speed-index', 'interactive', 'max-potential-fid']);

const run = promisify(execFile);
const origin = process.env.LIGHTHOUSE_ORIGIN ?? siteOrigin();
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface Report {
  /** Lighthouse's measure of the machine's speed (a mid-range phone is about 1 000). */
  readonly environment?: { readonly benchmarkIndex?: number };
  /** Set when Lighthouse itself failed the run (for example NO_NAVSTART: its trace missed the navigation). */
  readonly runtimeError?: { readonly code: string; readonly message: string };
  readonly categories: Record<string, { readonly score: number | null }>;
  readonly audits: Record<
    string,
    {
      readonly numericValue?: number;
      readonly score: number | null;
      readonly title: string;
      readonly details?: { readonly items?: readonly { readonly url?: string; readonly duration?: number; readonly startTime?: number }[] };
    }
  >;
}

async function lighthouse(url: string): Promise<Report> {
  try {
    const { stdout } = await run(
      'npx',
      ['--yes', LIGHTHOUSE, url, '--output=json', '--output-path=stdout', '--quiet', '--chrome-flags=--headless=new --no-sandbox'],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
    );
    return JSON.parse(stdout) as Report;
  } catch (error) {
    // A run Lighthouse could not measure (NO_NAVSTART: its trace missed the navigation) exits with 1, its report still
    // on standard output: that report is returned, so the run is made again below instead of ending the benchmark.
    const stdout = (error as { stdout?: unknown }).stdout;
    const report = typeof stdout === 'string' && stdout.startsWith('{') ? (JSON.parse(stdout) as Report) : undefined;
    if (report?.runtimeError) return report;
    throw error;
  }
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const record = recordPrinted('npm run lighthouse');
console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile defaults, median of ${runs} runs per page (${origin})`);
const benchmarkIndexes: number[] = [];
for (const path of PAGES) {
  const reports: Report[] = [];
  for (let index = 0, failures = 0; index < runs;) {
    const report = await lighthouse(`${origin}${path}`);
    // A run Lighthouse could not measure says nothing about the page: run it again (at most 3 times per page).
    if (report.runtimeError) {
      failures += 1;
      if (failures > 3) throw new Error(`Lighthouse could not measure ${path} 4 times: ${report.runtimeError.message}`);
      console.log(`      run ${index + 1} not measured (${report.runtimeError.code}), again`);
      continue;
    }
    reports.push(report);
    if (report.environment?.benchmarkIndex) benchmarkIndexes.push(report.environment.benchmarkIndex);
    index += 1;
  }
  const scores = CATEGORIES.map(
    (category) => `${category} ${median(reports.map((report) => Math.round((report.categories[category]?.score ?? 0) * 100)))}`,
  );
  const metrics = METRICS.map((metric) => {
    const value = median(reports.map((report) => report.audits[metric]?.numericValue ?? 0));
    return metric === 'cumulative-layout-shift'
      ? `CLS ${value.toFixed(3)}`
      : `${metric === 'total-blocking-time' ? 'TBT' : 'LCP'} ${Math.round(value)} ms`;
  });
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  console.log(`  ${path.padEnd(30)} ${scores.join(', ')}  (${metrics.join(', ')}; load average ${load})`);
  // The run whose TBT is the median: its long tasks, as Lighthouse simulated them at its slower CPU.
  const tbt = (report: Report) => report.audits['total-blocking-time']?.numericValue ?? 0;
  const middle = [...reports].sort((a, b) => tbt(a) - tbt(b))[Math.floor(reports.length / 2)];
  for (const task of middle?.audits['long-tasks']?.details?.items ?? [])
    console.log(
      `      long task ${Math.round(task.duration ?? 0)
        .toString()
        .padStart(5)} ms at ${Math.round(task.startTime ?? 0)} ms  ${(task.url ?? '').replace(origin, '') || '(page)'}`,
    );
  // What kept a category under 100 in the median run, so the next person knows where to look.
  const failing = new Set<string>();
  for (const report of reports)
    for (const [id, audit] of Object.entries(report.audits))
      if (audit.score !== null && audit.score < 0.9 && !TIMINGS.has(id)) failing.add(audit.title);
  if (failing.size > 0) console.log(`      below 0.9 in some run: ${[...failing].slice(0, 6).join('; ')}`);
}
record.save([`Lighthouse benchmark index ${Math.round(median(benchmarkIndexes))} (median of ${benchmarkIndexes.length} runs)`]);
