/**
 * `npm test`: lint beside the format check and typecheck, unit tests, the registry's suites again on a
 * throwaway PostgreSQL (`npm run test:postgres`), the Playwright suite and its `cluster` project on
 * `npm run start:cluster` (e2e/cluster.config.ts), in that order, stopping at the first failure.
 * Then the unit suite once more with the clock of every process a year ahead, and the popup journeys
 * a month and a year ahead (Debian's faketime), so no test answers differently on another date. Builds what
 * changed first and installs what the browser tests need from Debian when it is missing and we run
 * as root: Chromium (never a downloaded browser), the fonts visitors have (Japanese and Arabic,
 * without which the layout checks would measure missing-glyph boxes) and faketime.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/apps.ts';
import { buildAll } from './lib/build.ts';
import { missingDebianPackages } from './lib/debian-packages.ts';

const node = process.execPath;
const suiteStarted = Date.now();
const times: string[] = [];

function step(name: string, command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): void {
  const started = Date.now();
  console.log(`\n[test] ${name}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  times.push(`${seconds.padStart(7)} s  ${name}`);
  if (result.status !== 0) {
    console.error(`[test] ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`[test] ${name} passed in ${seconds} s`);
}

type Step = readonly [name: string, command: string, args: readonly string[]];

/**
 * Runs single-threaded steps side by side, two at a time (the machine's cores), each a chain run in order: their
 * output is held and printed whole when a chain ends, so two steps never interleave. Stops the suite when any
 * failed, after the others end.
 */
async function sideBySide(chains: readonly (readonly Step[])[]): Promise<void> {
  const started = Date.now();
  const runChain = async (chain: readonly Step[]): Promise<boolean> => {
    for (const [name, command, args] of chain) {
      const stepStarted = Date.now();
      const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
      const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
      times.push(`${seconds.padStart(7)} s  ${name} (side by side)`);
      console.log(`\n[test] ${name}\n${output}`.trimEnd());
      if (status !== 0) {
        console.error(`[test] ${name} failed after ${seconds} s`);
        return false;
      }
      console.log(`[test] ${name} passed in ${seconds} s`);
    }
    return true;
  };
  const passed = await Promise.all(chains.map(runChain));
  console.log(`[test] ${chains.flat().length} checks side by side in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (passed.includes(false)) process.exit(1);
}

/** Installs what the browser tests need from Debian when missing (as root), else names the command. */
function ensureDebianPackages(): void {
  const missing = missingDebianPackages();
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(`[test] Missing Debian packages: ${missing.join(' ')}. Install them: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  step(`install Debian packages (${missing.join(', ')})`, 'sh', [
    '-c',
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
  ]);
}

// Jest's default is one worker fewer than the cores, one on a 2-core machine, while its parent process mostly waits:
// two workers run the unit suite in 189 s instead of 320 s there (measured side by side, decision 073).
const jest = ['--experimental-vm-modules', join('node_modules', 'jest', 'bin', 'jest.js'), '--ci', '--maxWorkers=2'];
const playwright = join('node_modules', '@playwright', 'test', 'cli.js');

/**
 * `command args` with every process's clock `offset` ahead (libfaketime: `+30d`), the monotonic clock
 * moved with it (Chromium never finishes loading a page when only the wall clock moves).
 */
function later(offset: string, command: string, args: readonly string[]): [string, string[]] {
  return ['faketime', ['-f', offset, command, ...args]];
}

ensureDebianPackages();
await buildAll('test');
// Lint and the other static checks each use one core: lint on one, the rest in turn on the other (decision 082).
await sideBySide([
  [
    ['lint', node, [join('node_modules', 'eslint', 'bin', 'eslint.js'), '.']],
    ['imports (no circle, workspaces by package name: npm run lint:imports)', 'npm', ['run', '--silent', 'lint:imports']],
  ],
  [
    [
      'format (prettier --check; npm run format fixes it)',
      node,
      [join('node_modules', 'prettier', 'bin', 'prettier.cjs'), '--check', '--log-level', 'warn', '.'],
    ],
    ...['tsconfig.json', 'api/tsconfig.json', 'registry/tsconfig.json'].map((project): Step => [
      `typecheck ${project}`,
      node,
      [join('node_modules', 'typescript', 'bin', 'tsc'), '-p', project, '--noEmit'],
    ]),
    ['translation coverage', node, [join('scripts', 'i18n-status.ts')]],
    ['message key types up to date (npm run i18n:types writes them)', node, [join('scripts', 'message-types.ts'), '--check']],
    [
      'the host provides the shared singletons of shared/package.json (npm run shared:modules writes them)',
      node,
      [join('scripts', 'shared-modules.ts'), '--check'],
    ],
  ],
]);
step('unit tests', node, jest);
step('registry tests on PostgreSQL', node, [join('scripts', 'test-postgres.ts'), '--ci']);
step('e2e', node, [playwright, 'test', '-c', join('e2e', 'playwright.config.ts')], {
  CI: process.env.CI ?? '1',
});
// After the suite above, whose system has stopped by then: the cluster takes the same public ports.
step('e2e cluster (npm run start:cluster)', node, [playwright, 'test', '-c', join('e2e', 'cluster.config.ts')], {
  CI: process.env.CI ?? '1',
});
// The unit suite once more a year ahead: a test that starts failing on any date of the coming year fails here
// (decision 082). Build tests (`*.build.test.ts`) compile code and read no clock: they run once, above.
step(
  'unit tests with the clock a year ahead (faketime +365d; build tests once is enough)',
  ...later('+365d', node, [...jest, '--testPathIgnorePatterns', '/node_modules/', '/dist/', '\\.build\\.test\\.']),
);
// The popup journeys a month and a year ahead: their day rules (weekend, workday, festival) meet other weekdays.
for (const [offset, label] of [
  ['+30d', 'a month'],
  ['+365d', 'a year'],
] as const) {
  step(
    `popup journeys with the clock ${label} ahead (faketime ${offset})`,
    ...later(offset, node, [playwright, 'test', '-c', join('e2e', 'playwright.config.ts'), '--project=site', join('e2e', 'shell.spec.ts')]),
    { CI: process.env.CI ?? '1' },
  );
}
step('content report (warns 60 days before a claim expires; never fails)', node, [join('scripts', 'content-report.ts')]);
console.log(`\n[test] all steps passed in ${((Date.now() - suiteStarted) / 60_000).toFixed(1)} min:\n${times.join('\n')}`);
