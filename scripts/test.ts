/**
 * `npm test`: lint, format check, typecheck, unit tests, the registry's suites again on a throwaway
 * PostgreSQL (`npm run test:postgres`), the Playwright suite and its `cluster` project on
 * `npm run start:cluster` (e2e/cluster.config.ts), in that order, stopping at
 * the first failure. Builds what changed first and installs Debian's Chromium when it is
 * missing and we run as root (never a downloaded browser).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/apps.ts';
import { buildAll } from './lib/build.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const node = process.execPath;

function step(name: string, command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): void {
  const started = Date.now();
  console.log(`\n[test] ${name}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`[test] ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`[test] ${name} passed in ${seconds} s`);
}

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`[test] Chromium is missing at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  step('install Debian Chromium', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
}

ensureChromium();
await buildAll('test');
step('lint', node, [join('node_modules', 'eslint', 'bin', 'eslint.js'), '.']);
step('format (prettier --check; npm run format fixes it)', node, [
  join('node_modules', 'prettier', 'bin', 'prettier.cjs'),
  '--check',
  '--log-level',
  'warn',
  '.',
]);
for (const project of ['tsconfig.json', 'api/tsconfig.json', 'registry/tsconfig.json']) {
  step(`typecheck ${project}`, node, [join('node_modules', 'typescript', 'bin', 'tsc'), '-p', project, '--noEmit']);
}
step('translation coverage', node, [join('scripts', 'i18n-status.ts')]);
step('message key types up to date (npm run i18n:types writes them)', node, [join('scripts', 'message-types.ts'), '--check']);
step('unit tests', node, ['--experimental-vm-modules', join('node_modules', 'jest', 'bin', 'jest.js'), '--ci']);
step('registry tests on PostgreSQL', node, [join('scripts', 'test-postgres.ts'), '--ci']);
step('e2e', node, [join('node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', join('e2e', 'playwright.config.ts')], {
  CI: process.env.CI ?? '1',
});
// After the suite above, whose system has stopped by then: the cluster takes the same public ports.
step(
  'e2e cluster (npm run start:cluster)',
  node,
  [join('node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', join('e2e', 'cluster.config.ts')],
  {
    CI: process.env.CI ?? '1',
  },
);
console.log('\n[test] all steps passed');
