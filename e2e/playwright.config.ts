/**
 * Playwright against the running system: `npm start --no-build` serves the built apps on
 * loopback (the test command builds first). Debian's Chromium, never a downloaded browser.
 */
import { defineConfig } from '@playwright/test';
// Side effect: no keep-alive for the journeys' own fetch calls (see the module).
import './fixtures/http-client.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './fixtures/chromium.ts';
import { SITE, SITE_ORIGINS } from './fixtures/system.ts';

// Hosts that journeys start themselves write only problems to the test output.
process.env.HOST_LOG_LEVEL ??= 'warn';
// They take every page's beacon, as the test system does (SIGNALS_RATE_LIMIT below): the fault journeys visit
// more than the default 30 pages a minute from one address, and a refused beacon is a console problem.
process.env.SIGNALS_RATE_LIMIT ??= '10000';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  // A failure is run once more so its report shows whether it is flaky, and a journey that passes only on
  // its retry still fails the run: no journey may depend on luck or on the machine's speed.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Release journeys deploy and build a remote (heavy on 2 cores) and switch live versions: they run after the rest.
  projects: [
    // cluster.spec.ts needs the cluster topology: its own config (cluster.config.ts), run by npm test after this suite.
    { name: 'site', testIgnore: /(release|replicas|cluster)\.spec\.ts/ },
    // One file at a time: each changes the one live release state.
    { name: 'release', testMatch: /release\.spec\.ts/, dependencies: ['site'], workers: 1 },
    { name: 'replicas', testMatch: /replicas\.spec\.ts/, dependencies: ['release'] },
  ],
  use: {
    baseURL: SITE,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'en-US',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `"${process.execPath}" scripts/start.ts --no-build`,
    cwd: '..',
    url: `${SITE}/healthz`,
    // The isolation, fault and replica journeys run more hosts whose pages call the same API.
    // All journeys sign up from one loopback address: the per-IP verification limit is raised for the test system only.
    // Journeys read emailed sign-in codes from the API's dev outbox, which only the test system turns on.
    // The host believes X-Forwarded-For from loopback (the browser here stands where a load balancer would), so a
    // journey can visit as someone in another country: the server forwards that address to geo_info.
    env: {
      TRUST_PROXY: 'loopback',
      API_CORS_ORIGINS: SITE_ORIGINS.join(','),
      API_RATE_VERIFICATION_PER_IP: '200',
      API_RATE_LOGIN_PER_IP: '400',
      API_DEV_ENDPOINTS: 'true',
      // Guarded rollouts judged every second with 10 page views a stage, the confidence sequences tuned for a few dozen
      // views (decision 049); every page's beacon is taken and every page view signed (decision 047).
      REGISTRY_ROLLOUT_TICK_MS: '1000',
      REGISTRY_ROLLOUT_MIN_PAGE_VIEWS: '10',
      REGISTRY_ROLLOUT_MIN_VITAL_SAMPLES: '10',
      REGISTRY_ROLLOUT_TUNING_VIEWS: '100',
      SIGNALS_RATE_LIMIT: '10000',
    },
    reuseExistingServer: !process.env.CI,
    // A first start publishes and activates every area through its gates (each renders its pages): minutes on a busy 2-core machine.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
