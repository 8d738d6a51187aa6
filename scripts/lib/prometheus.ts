/**
 * Prometheus of `npm run start:cluster` (decision 057): Debian's package, run as our own process
 * on loopback with its configuration and data under `var/cluster/prometheus/`, scraping every
 * host replica, registry process and the api on their metrics ports (port + 250, decision 056)
 * and evaluating `deploy/prometheus/alerts.yml`. Its configuration is
 * `deploy/prometheus/prometheus.yml.template` with every `{{NAME}}` filled from the port table.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './apps.ts';
import { fillTemplate } from './nginx.ts';
import type { Started } from './processes.ts';

/** Debian's Prometheus binary (`apt-get install prometheus`). */
export const PROMETHEUS_BIN = process.env.PROMETHEUS_BIN ?? '/usr/bin/prometheus';
/** Its rule checker, beside it. */
export const PROMTOOL_BIN = join(PROMETHEUS_BIN, '..', 'promtool');

const TEMPLATES = join(ROOT, 'deploy', 'prometheus');
/** The rules every Prometheus of the site loads. */
export const ALERT_RULES = join(TEMPLATES, 'alerts.yml');

/** What the configuration is filled with. */
export interface PrometheusTopology {
  /** Its folder (`var/cluster/prometheus`): configuration and data. */
  readonly dir: string;
  readonly hostMetricsPorts: readonly number[];
  readonly registryMetricsPorts: readonly number[];
  readonly apiMetricsPort: number;
  /** Seconds between scrapes and between rule evaluations. */
  readonly scrapeSeconds: number;
  readonly evaluationSeconds: number;
}

const targets = (ports: readonly number[]): string => ports.map((port) => `'127.0.0.1:${port}'`).join(', ');

/** Writes `prometheus.yml` into the folder; returns its path. */
export function writePrometheusConfig(topology: PrometheusTopology): string {
  mkdirSync(join(topology.dir, 'data'), { recursive: true });
  const file = join(topology.dir, 'prometheus.yml');
  const text = fillTemplate(readFileSync(join(TEMPLATES, 'prometheus.yml.template'), 'utf8'), {
    SCRAPE_INTERVAL: `${topology.scrapeSeconds}s`,
    EVALUATION_INTERVAL: `${topology.evaluationSeconds}s`,
    RULES_FILE: ALERT_RULES,
    HOST_TARGETS: targets(topology.hostMetricsPorts),
    REGISTRY_TARGETS: targets(topology.registryMetricsPorts),
    API_TARGETS: targets([topology.apiMetricsPort]),
  });
  writeFileSync(file, text);
  return file;
}

/** Installs Debian's Prometheus when it is missing and we are root (as nginx); throws with the command otherwise. */
export function ensurePrometheus(): void {
  if (existsSync(PROMETHEUS_BIN)) return;
  if (process.getuid?.() !== 0)
    throw new Error(`Prometheus is missing at ${PROMETHEUS_BIN}. Install Debian's package: sudo apt-get install -y prometheus`);
  console.log('[prometheus] installing Debian prometheus');
  const install = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus >/dev/null'],
    { stdio: 'inherit' },
  );
  if (install.status !== 0 || !existsSync(PROMETHEUS_BIN)) throw new Error('installing prometheus with apt-get failed');
}

/** Checks the configuration and the rules it loads (`promtool check config`); throws with promtool's words. */
export function checkPrometheusConfig(file: string): void {
  const result = spawnSync(PROMTOOL_BIN, ['check', 'config', file], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`promtool refused ${file}:\n${result.stdout}${result.stderr}`);
}

/** Starts Prometheus on 127.0.0.1:`port` as a child with its data in the folder. */
export function startPrometheus(dir: string, file: string, port: number): Started {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    PROMETHEUS_BIN,
    [
      `--config.file=${file}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      '--storage.tsdb.retention.time=2d',
      `--web.listen-address=127.0.0.1:${port}`,
      `--web.external-url=${url}/`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`[start] prometheus exited with code ${code}`);
  });
  return { name: 'prometheus', url, child };
}
