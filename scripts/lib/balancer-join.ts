/**
 * A replica started with `npm run start:host` beside a running `npm run start:cluster` joins the
 * site balancer (decision 029): its `server` line goes into `conf/extra-replicas.conf` under the
 * cluster's nginx prefix, which the `site_replicas` upstream includes, and nginx reloads. It
 * leaves the same way before it drains. Writers hold a lock file and replace the list by an
 * atomic rename, so two replicas starting or stopping at once both keep their line.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The list of extra replicas under the nginx prefix, empty when the cluster starts. */
export const EXTRA_REPLICAS_FILE = join('conf', 'extra-replicas.conf');

/** The upstream line of a replica on `port` (same passive checks as the cluster's three). */
export const replicaServerLine = (port: number): string => `        server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`;

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/** True while a process with `pid` runs (signal 0 checks without sending anything). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `work` holding `<file>.lock` (O_EXCL, holding the writer's pid). A lock whose writer no longer
 * runs is a crashed writer's and is taken over: judged by the pid, never by comparing the file's time
 * with this process's clock, which may differ (a test's clock set a month ahead took every lock over).
 */
async function withLock<T>(file: string, work: () => T): Promise<T> {
  const lock = `${file}.lock`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder: number;
      try {
        holder = Number(readFileSync(lock, 'utf8').trim() || Number.NaN);
      } catch {
        continue; // released in between: try again at once
      }
      // An empty lock is one being written this moment: its writer runs.
      if (Number.isInteger(holder) && holder > 0 && !running(holder)) rmSync(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`${lock}: held for more than 10 s`, { cause: error });
      else await sleep(20);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** The pids of nginx's workers (children of its master), read from /proc; empty where /proc has no list. */
function workerPids(master: number): string {
  try {
    return readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * Sends SIGHUP to nginx's master (pid file under `prefix`) and resolves once new workers run with
 * the new list (the master's children changed), or after 5 s. Throws when nginx is not running.
 */
export async function reloadNginx(prefix: string): Promise<void> {
  const master = Number(readFileSync(join(prefix, 'nginx.pid'), 'utf8').trim());
  const before = workerPids(master);
  process.kill(master, 'SIGHUP');
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const now = workerPids(master);
    if (before === '' || (now !== '' && now.split(/\s+/).some((pid) => !before.split(/\s+/).includes(pid)))) return;
    await sleep(20);
  }
}

async function edit(prefix: string, change: (lines: string[]) => string[]): Promise<void> {
  const file = join(prefix, EXTRA_REPLICAS_FILE);
  await withLock(file, () => {
    const lines = existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => line.trim() !== '')
      : [];
    const next = `${file}.${process.pid}.tmp`;
    writeFileSync(
      next,
      change(lines)
        .map((line) => `${line}\n`)
        .join(''),
    );
    renameSync(next, file);
  });
  await reloadNginx(prefix);
}

/** Adds the replica on `port` to the site balancer under the nginx `prefix` (once) and reloads nginx. */
export function joinBalancer(prefix: string, port: number): Promise<void> {
  const line = replicaServerLine(port);
  return edit(prefix, (lines) => (lines.includes(line) ? lines : [...lines, line]));
}

/** Removes the replica on `port` from the site balancer under the nginx `prefix` and reloads nginx. */
export function leaveBalancer(prefix: string, port: number): Promise<void> {
  const line = replicaServerLine(port);
  return edit(prefix, (lines) => lines.filter((existing) => existing !== line));
}
