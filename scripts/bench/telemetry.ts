/**
 * `npm run bench -- telemetry` (decision 056): the host's CPU time per uncached page with its
 * metrics and tracing on against off, side by side. Four extra hosts follow the same release file
 * on base + 25, 26, 27 and 29 against the running system's origins and api: off (`METRICS_PORT=off`,
 * no exporter), metrics only, metrics with one trace in ten and metrics with every trace, each
 * metrics endpoint scraped every 5 s and traces exported over OTLP (http/protobuf, batched) to a
 * sink on base + 28 that keeps nothing. Each round runs the signed-in mix (rendered every time) on
 * every host at the same time, so a busy spell of the machine falls on all alike; medians of the
 * rounds. Goal: at most +5 % as production runs them (1 trace in 10).
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import { TOKEN_COOKIE } from '@meridian/shared/user';
import { extraHostPort, metricsPortOf } from '../../tooling/local-system.ts';
import { ROOT } from '../lib/apps.ts';
import { startHost, stopAll, waitForUrl } from '../lib/processes.ts';
import { cpuMs } from './cpu.ts';
import { runLoad } from './load.ts';

const MIX = ['/', '/de/features', '/blog/what-is-a-kill-switch', '/ja/vpn-server/japan', '/pricing', '/ar/what-is-vpn'];
const SIGNED_IN = { cookie: `${TOKEN_COOKIE}=bench-session` };
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One host of the comparison: its name in the output and the telemetry settings it runs with. */
interface Variant {
  readonly name: string;
  readonly offset: number;
  readonly env: Record<string, string>;
  /** Whether its metrics endpoint is scraped every 5 s, as Prometheus would. */
  readonly scraped: boolean;
  /** The settings production runs with: the one the goal of at most +5 % judges. */
  readonly judged?: true;
}

/**
 * Runs the comparison with `requests` per round and `rounds` rounds; prints the figures. Four hosts: off, metrics
 * only, metrics with one trace in ten exported (the standard `parentbased_traceidratio` sampler at 0.1, what
 * docs/operations.md advises for production) and metrics with every trace exported.
 */
export async function telemetryBench(requests: number, rounds = 9): Promise<void> {
  const sinkPort = extraHostPort(28);
  let exported = 0;
  const sink = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (exported += chunk.length));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end());
  }).listen(sinkPort, '127.0.0.1');
  const release = join(ROOT, 'var', 'release.json');
  const otlp = { OTEL_TRACES_EXPORTER: 'otlp', OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${sinkPort}` };
  const variants: readonly Variant[] = [
    { name: 'metrics and tracing off', offset: 26, env: { METRICS_PORT: 'off' }, scraped: false },
    { name: 'metrics only', offset: 27, env: {}, scraped: true },
    {
      name: 'metrics, 1 trace in 10',
      offset: 29,
      env: { ...otlp, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' },
      scraped: true,
      judged: true,
    },
    { name: 'metrics, every trace', offset: 25, env: otlp, scraped: true },
  ];
  const hosts = variants.map((variant) => ({
    variant,
    host: startHost(extraHostPort(variant.offset), release, { RELEASE_SOURCE: 'file', HOST_LOG_LEVEL: 'warn', ...variant.env }),
  }));
  const scrapes = setInterval(() => {
    for (const { variant } of hosts.filter((entry) => entry.variant.scraped))
      void fetch(`http://127.0.0.1:${metricsPortOf(extraHostPort(variant.offset))}/metrics`).then(
        (r) => r.text(),
        () => '',
      );
  }, 5000);
  try {
    await Promise.all(hosts.map(({ host }) => waitForUrl(`${host.url}/healthz`, 120_000)));
    for (const { host } of hosts) await runLoad(host.url, MIX, 300, 10, SIGNED_IN);
    const cpu = hosts.map(() => [] as number[]);
    const perSecond = hosts.map(() => [] as number[]);
    let notOk = 0;
    // Every host takes its share of a round at the same time: on a shared machine the speed of a core changes from
    // one second to the next (rounds apart differ by half), and hosts measured side by side meet the same changes.
    for (let round = 0; round < rounds; round += 1) {
      await Promise.all(
        hosts.map(async ({ host }, index) => {
          const before = cpuMs(host.child.pid ?? 0);
          const load = await runLoad(host.url, MIX, requests, 4, SIGNED_IN);
          cpu[index]?.push((cpuMs(host.child.pid ?? 0) - before) / load.requests);
          perSecond[index]?.push(load.perSecond);
          notOk += Object.values(load.errors).reduce((sum, count) => sum + count, 0);
        }),
      );
    }
    const base = median(cpu[0] ?? []);
    console.log(
      `telemetry: host CPU per uncached page (signed-in mix of ${MIX.length}, medians of ${rounds} rounds of ${requests} a host, 4 at a time, all hosts at once)`,
    );
    hosts.forEach(({ variant }, index) => {
      const value = median(cpu[index] ?? []);
      const extra = ((value - base) / base) * 100;
      const against = index === 0 ? '' : `  ${extra >= 0 ? '+' : ''}${extra.toFixed(1)} % against off`;
      console.log(`  ${variant.name.padEnd(26)}${value.toFixed(2)} ms  (${median(perSecond[index] ?? []).toFixed(0)} req/s)${against}`);
    });
    const judged = hosts.findIndex(({ variant }) => variant.judged === true);
    const sampled = ((median(cpu[judged] ?? []) - base) / base) * 100;
    console.log(
      `  goal: metrics and tracing as production runs them (${hosts[judged]?.variant.name ?? '?'}) <= +5 %: ${sampled <= 5 ? 'met' : 'NOT met'}; ${(exported / 1024).toFixed(0)} KB of spans exported in all`,
    );
    hosts.forEach(({ variant }, index) =>
      console.log(`  rounds, ${variant.name}: ${(cpu[index] ?? []).map((value) => value.toFixed(2)).join(', ')} ms`),
    );
    if (notOk > 0) console.log(`  answers not 200: ${notOk} (timeouts of a busy machine)`);
  } finally {
    clearInterval(scrapes);
    await stopAll(hosts.map(({ host }) => host));
    sink.close();
  }
}
