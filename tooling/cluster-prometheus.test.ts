/**
 * @jest-environment node
 *
 * Prometheus of `npm run start:cluster` (deploy/prometheus, filled by scripts/lib/prometheus.ts,
 * decision 057): the filled configuration and its alert rules pass `promtool check config`, it
 * scrapes every metrics port of the topology, and each alert fires on the series that should
 * fire it and on no other (`promtool test rules deploy/prometheus/alerts.test.yml`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkPrometheusConfig, PROMTOOL_BIN, writePrometheusConfig } from '../scripts/lib/prometheus.ts';

const withPromtool = existsSync(PROMTOOL_BIN) ? test : test.skip;

withPromtool('the filled configuration passes promtool and scrapes every replica, registry process and the api', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cluster-prometheus-'));
  try {
    const file = writePrometheusConfig({
      dir,
      hostMetricsPorts: [41260, 41261, 41262],
      registryMetricsPorts: [41460, 41461],
      apiMetricsPort: 41350,
      scrapeSeconds: 2,
      evaluationSeconds: 1,
    });
    expect(() => checkPrometheusConfig(file)).not.toThrow();
    const text = readFileSync(file, 'utf8');
    expect(text).toContain("targets: ['127.0.0.1:41260', '127.0.0.1:41261', '127.0.0.1:41262']");
    expect(text).toContain("targets: ['127.0.0.1:41460', '127.0.0.1:41461']");
    expect(text).toContain("targets: ['127.0.0.1:41350']");
    expect(text).toContain('scrape_interval: 2s');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

withPromtool('each alert fires on what should fire it, and only then', () => {
  const result = spawnSync(PROMTOOL_BIN, ['test', 'rules', 'alerts.test.yml'], {
    cwd: join(import.meta.dirname, '..', 'deploy', 'prometheus'),
    encoding: 'utf8',
  });
  expect(`${result.stdout}${result.stderr}`).toContain('SUCCESS');
  expect(result.status).toBe(0);
});
