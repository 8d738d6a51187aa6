/**
 * `npm run test:postgres`: the registry's Jest suites against PostgreSQL. Starts a throwaway
 * PostgreSQL 15 on 127.0.0.1:<base + 300> in a new folder under the system's temporary folder,
 * runs the registry's test files that open a database (those using the fixture or the test
 * repository; suites without one would only run twice) with REGISTRY_TEST_DATABASE_URL pointing
 * at it, then stops it and deletes the folder, whatever the outcome. Extra arguments go to Jest
 * (`--ci`, or test paths, which replace the selection).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { postgresPort } from '../tooling/local-system.ts';
import { ROOT } from './lib/apps.ts';
import { startPostgres } from './lib/postgres.ts';

const USES_DATABASE = /\b(createFixture|openTestRepository|createTestDatabase)\b/;

/** The registry's test files that open a database. */
function databaseSuites(): string[] {
  const folder = join(ROOT, 'registry', 'src');
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.test\.tsx?$/.test(path) && USES_DATABASE.test(readFileSync(join(folder, path), 'utf8')))
    .map((path) => join('registry', 'src', path))
    .sort();
}

// Everything after `--` goes to Jest as it is: paths (run those instead of every database suite) and Jest's options.
const args = process.argv.slice(2);
const { positionals } = parseArgs({ args, strict: false, allowPositionals: true });
const paths = positionals.length > 0 ? [] : databaseSuites();
const started = Date.now();
const folder = mkdtempSync(join(tmpdir(), 'meridian-postgres-'));
// mkdtemp makes it 0700; the postgres user must traverse it to reach the data folder inside.
chmodSync(folder, 0o755);
const server = await startPostgres({
  dataDir: join(folder, 'data'),
  port: postgresPort(),
  database: 'registry_test',
  throwaway: true,
  password: randomBytes(24).toString('base64url'),
});
console.log(`[test:postgres] PostgreSQL up on ${server.shownUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// The run ends in `finally` even on Ctrl-C: Jest gets the signal, this script stops the server.
const ignore = (): void => undefined;
process.on('SIGINT', ignore);
process.on('SIGTERM', ignore);
let status: number;
try {
  const jest = spawnSync(
    process.execPath,
    [
      '--experimental-vm-modules',
      join('node_modules', 'jest', 'bin', 'jest.js'),
      // A fixture on PostgreSQL takes longer to set up (a schema, its migrations, a LISTEN connection).
      '--testTimeout=20000',
      // The suites mostly wait on PostgreSQL and sockets: two workers even on two cores.
      '--maxWorkers=2',
      ...args,
      ...paths,
      '--selectProjects',
      'registry',
    ],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, REGISTRY_TEST_DATABASE_URL: server.url } },
  );
  status = jest.status ?? 1;
} finally {
  server.stop();
  rmSync(folder, { recursive: true, force: true });
}
console.log(`[test:postgres] ${status === 0 ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(status);
