/**
 * The `cluster` project: `npm run start:cluster --no-build` (nginx, three host replicas, two
 * registry processes on PostgreSQL, the CDN cache over s3rver) on the same public ports as
 * `npm start`, and e2e/cluster.spec.ts measuring decision 029's figures against it. `npm test`
 * runs it after the main suite, whose system is stopped by then, so the ports are free.
 */
import { defineConfig } from '@playwright/test';
// Side effect: no keep-alive for the journeys' own fetch calls (see the module).
import './fixtures/http-client.ts';
import { SITE } from './fixtures/system.ts';

process.env.HOST_LOG_LEVEL ??= 'warn';
// The cluster starts right after the main suite on the same 2 cores: its registries' release gates render the
// first versions while the machine is still busy stopping that suite, and a page's 4 s once ran out (a sound
// version refused, the cluster not started). A gate of 30 s gives each page 7 s.
process.env.REGISTRY_GATE_TIMEOUT_MS ??= '30000';

export default defineConfig({
  testDir: '.',
  testMatch: 'cluster.spec.ts',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: 'list',
  projects: [{ name: 'cluster' }],
  webServer: {
    command: `"${process.execPath}" scripts/start-cluster.ts --no-build`,
    cwd: '..',
    url: `${SITE}/healthz`,
    env: { API_LOG_LEVEL: 'warn' },
    reuseExistingServer: !process.env.CI,
    timeout: 150_000,
    // PostgreSQL runs outside the process group: start:cluster must stop it on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
