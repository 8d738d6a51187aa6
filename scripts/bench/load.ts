/**
 * A bounded load generator for the bench: `count` requests over `paths`, `concurrency`
 * at a time, keep-alive, each body read to the end. Answers requests per second and latency
 * percentiles; never fails on a slow machine (the figures are printed, compared as ratios).
 */

/** What a run measured. */
export interface LoadResult {
  readonly requests: number;
  readonly seconds: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  /** Answers that were not 200, by status. */
  readonly errors: Readonly<Record<number, number>>;
}

/** Runs the load; `headers` go with every request. */
export async function runLoad(
  origin: string,
  paths: readonly string[],
  count: number,
  concurrency: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const timings: number[] = [];
  const errors: Record<number, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const path = paths[next % paths.length] ?? '/';
      next += 1;
      const started = performance.now();
      const response = await fetch(`${origin}${path}`, {
        headers: { 'accept-encoding': 'gzip, br', ...headers },
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      timings.push(performance.now() - started);
      if (response.status !== 200) errors[response.status] = (errors[response.status] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? 0;
  return { requests: timings.length, seconds, perSecond: timings.length / seconds, p50: at(0.5), p99: at(0.99), errors };
}
