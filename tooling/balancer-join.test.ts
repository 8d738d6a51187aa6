/**
 * @jest-environment node
 *
 * A replica joining and leaving the cluster's site balancer (scripts/lib/balancer-join.ts): two
 * replica processes editing the list at once both keep their lines, each once, nginx is told to
 * reload (SIGHUP to the pid in its prefix), and the filled configuration with the list passes nginx -t.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXTRA_REPLICAS_FILE, joinBalancer, leaveBalancer, replicaServerLine } from '../scripts/lib/balancer-join.ts';
import { NGINX_BIN, testNginxConfig, writeNginxConfig } from '../scripts/lib/nginx.ts';

const ROOT = join(import.meta.dirname, '..');
const MODULE = join(ROOT, 'scripts', 'lib', 'balancer-join.ts');

/** Runs `node` with an ES module snippet; resolves with its exit code. */
const run = (code: string): Promise<number | null> =>
  new Promise((resolveRun) => spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: 'inherit' }).once('exit', resolveRun));

/** Resolves once `condition` holds (polled every 10 ms). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolveWait) => setTimeout(resolveWait, 10));
}

let prefix = '';
let master: ReturnType<typeof spawn> | undefined;
let reloads = 0;

beforeEach(async () => {
  prefix = mkdtempSync(join(tmpdir(), 'balancer-join-'));
  mkdirSync(join(prefix, 'conf'));
  // nginx's master as far as the list is concerned: a process that counts SIGHUPs (printed on stdout).
  reloads = 0;
  master = spawn(process.execPath, [
    '-e',
    "process.on('SIGHUP', () => console.log('hup')); setInterval(() => {}, 1000); console.log('up')",
  ]);
  await new Promise<void>((resolveUp) => master?.stdout?.once('data', () => resolveUp()));
  master.stdout?.on('data', (chunk: Buffer) => (reloads += chunk.toString().split('hup').length - 1));
  writeFileSync(join(prefix, 'nginx.pid'), `${master.pid}\n`);
});

afterEach(async () => {
  const exited = new Promise((resolveExit) => master?.once('exit', resolveExit));
  master?.kill();
  await exited;
  rmSync(prefix, { recursive: true, force: true });
});

test('two replica processes joining at once keep all their lines, each once, and leaving takes exactly theirs out', async () => {
  const ports = (first: number) => Array.from({ length: 10 }, (_, index) => first + index);
  const joinAll = (first: number) =>
    run(
      `import { joinBalancer } from ${JSON.stringify(MODULE)}; for (const port of ${JSON.stringify(ports(first))}) await joinBalancer(${JSON.stringify(prefix)}, port);`,
    );
  expect(await Promise.all([joinAll(41100), joinAll(41200)])).toEqual([0, 0]);
  await joinBalancer(prefix, 41100);
  const lines = readFileSync(join(prefix, EXTRA_REPLICAS_FILE), 'utf8').split('\n').filter(Boolean);
  expect([...lines].sort()).toEqual([...ports(41100), ...ports(41200)].map(replicaServerLine).sort());
  // Edits reload nginx (SIGHUPs sent close together may arrive as one, as with nginx itself).
  await until(() => reloads > 0);
  const beforeLeaving = reloads;
  for (const port of ports(41100)) await leaveBalancer(prefix, port);
  expect(readFileSync(join(prefix, EXTRA_REPLICAS_FILE), 'utf8').split('\n').filter(Boolean)).toEqual(ports(41200).map(replicaServerLine));
  expect(existsSync(join(prefix, `${EXTRA_REPLICAS_FILE}.lock`))).toBe(false);
  await until(() => reloads > beforeLeaving);
}, 20_000);

test("a lock is taken over only when its writer no longer runs, whatever the lock file's time says", async () => {
  const file = join(prefix, EXTRA_REPLICAS_FILE);
  const lock = `${file}.lock`;
  // Held by a running writer (the stand-in master), its file dated an hour back: the join waits for it.
  writeFileSync(lock, String(master?.pid));
  const anHourAgo = new Date(Date.now() - 3_600_000);
  utimesSync(lock, anHourAgo, anHourAgo);
  let joined = false;
  const joining = joinBalancer(prefix, 41301).then(() => (joined = true));
  await new Promise((resolveWait) => setTimeout(resolveWait, 300));
  expect(joined).toBe(false);
  rmSync(lock);
  await joining;
  expect(readFileSync(file, 'utf8')).toContain(replicaServerLine(41301));
  // Left by a writer that exited: taken over at once.
  const gone = spawn(process.execPath, ['-e', '']);
  await new Promise((resolveExit) => gone.once('exit', resolveExit));
  writeFileSync(lock, String(gone.pid));
  await joinBalancer(prefix, 41302);
  expect(readFileSync(file, 'utf8')).toContain(replicaServerLine(41302));
  expect(existsSync(lock)).toBe(false);
});

(existsSync(NGINX_BIN) ? test : test.skip)(
  'the site upstream with joined replicas passes nginx -t; a fresh start empties the list',
  async () => {
    const ports = { sitePort: 41000, replicaPorts: [41010], registryPort: 41200, registryProcessPorts: [41210], objectStorePort: 41400 };
    const topology = { prefix, ...ports, bucketPath: 'meridian-artifacts/remotes', origins: [{ area: 'blog', port: 41002 }] };
    const file = writeNginxConfig(topology);
    await joinBalancer(prefix, 41013);
    await joinBalancer(prefix, 41014);
    expect(() => testNginxConfig(prefix, file)).not.toThrow();
    expect(readFileSync(join(prefix, EXTRA_REPLICAS_FILE), 'utf8')).toContain('server 127.0.0.1:41014 ');
    writeNginxConfig(topology);
    expect(readFileSync(join(prefix, EXTRA_REPLICAS_FILE), 'utf8')).toBe('');
  },
);
