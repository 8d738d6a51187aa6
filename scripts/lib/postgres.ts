/**
 * A local PostgreSQL 15 from Debian's server binaries, on loopback, in a data folder of the
 * caller's choosing: `npm run test:postgres` starts a throwaway one, a cluster start can keep
 * one under var/. As root, initdb and postgres run as the `postgres` system user (they refuse
 * root), so the folder is handed to that user and every folder above it must be traversable by it.
 * Every connection, over TCP or the socket, proves the password with scram-sha-256 (decision 055):
 * another process of the machine cannot connect as the superuser and rewrite releases.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';

/** Debian's PostgreSQL 15 binaries (`apt-get install postgresql-15`). */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

/** The superuser initdb creates; it connects with a password only (scram-sha-256, decision 055). */
export const POSTGRES_USER = 'meridian';

/** What `startPostgres` needs. */
export interface PostgresOptions {
  /** The data folder: created (and initdb'd) when it does not hold a cluster yet. */
  dataDir: string;
  port: number;
  /** The database to create when missing (default `meridian`). */
  database?: string;
  /** A test server: no fsync, and the data folder is deleted on stop. */
  throwaway?: boolean;
  /** The superuser's password (the cluster's from var/local-secrets.json, a throwaway's made per run). */
  password: string;
}

/** A running server. */
export interface PostgresServer {
  /** `postgresql://meridian:<password>@127.0.0.1:<port>/<database>`: a secret, never printed. */
  url: string;
  /** The same without the password, for messages. */
  shownUrl: string;
  port: number;
  dataDir: string;
  /** Stops the server (fast shutdown: open connections are closed), then deletes a throwaway folder. */
  stop(): void;
}

const asRoot = process.getuid?.() === 0;

function run(command: string, args: readonly string[], what: string): string {
  const [file, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', command, ...args] : [command, ...args];
  const result = spawnSync(file ?? command, rest, { encoding: 'utf8' });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() || (result.error?.message ?? `exit ${result.status}`);
    throw new Error(`${what} failed: ${output}`);
  }
  return result.stdout;
}

/** Installs Debian's PostgreSQL 15 server when its binaries are missing and we are root; throws with the command otherwise. */
function ensureBinaries(): void {
  if (existsSync(join(POSTGRES_BIN, 'pg_ctl'))) return;
  if (!asRoot)
    throw new Error(`PostgreSQL 15 is missing at ${POSTGRES_BIN}. Install Debian's package: sudo apt-get install -y postgresql-15`);
  console.log('[postgres] installing Debian PostgreSQL 15');
  const install = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null'],
    { stdio: 'inherit' },
  );
  if (install.status !== 0 || !existsSync(join(POSTGRES_BIN, 'pg_ctl'))) throw new Error('installing postgresql-15 with apt-get failed');
}

/** The `postgres` system user's uid and gid (as root only). */
function postgresIds(): [number, number] {
  const user = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (user.status !== 0) throw new Error('the postgres system user is missing (it comes with the postgresql-15 package)');
  return [Number(user.stdout.trim()), Number(group.stdout.trim())];
}

/** Runs `initdb` with scram-sha-256 for every connection and `password` for the superuser, read from a file only initdb's user may read. */
function initdb(dataDir: string, password: string, throwaway: boolean): void {
  const folder = mkdtempSync(join(tmpdir(), 'meridian-pwfile-'));
  const pwfile = join(folder, 'pw');
  try {
    writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (asRoot) for (const path of [folder, pwfile]) chownSync(path, ...postgresIds());
    const syncFlag = throwaway ? ['--no-sync'] : [];
    run(
      join(POSTGRES_BIN, 'initdb'),
      ['-D', dataDir, '-A', 'scram-sha-256', `--pwfile=${pwfile}`, '-U', POSTGRES_USER, '-E', 'UTF8', '--locale=C', ...syncFlag],
      'initdb',
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function prepareDataDir(dataDir: string, throwaway: boolean, password: string): void {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (asRoot) {
    chownSync(dataDir, ...postgresIds());
    const reach = spawnSync('runuser', ['-u', 'postgres', '--', 'test', '-w', dataDir]);
    if (reach.status !== 0)
      throw new Error(
        `the postgres user cannot reach ${dataDir}: every folder above it must be traversable (mode o+x); use one under /tmp`,
      );
  }
  initdb(dataDir, password, throwaway);
}

/** True when the cluster's pg_hba.conf still lets someone in without a password (a cluster an earlier start made with `trust`). */
function trusts(dataDir: string): boolean {
  return readFileSync(join(dataDir, 'pg_hba.conf'), 'utf8')
    .split('\n')
    .some((line) => /^\s*(local|host)\b.*\btrust\s*$/.test(line));
}

/**
 * Moves a cluster an earlier start made with `trust` to scram-sha-256: sets the superuser's
 * password (connecting the old way one last time), rewrites pg_hba.conf and reloads it.
 */
async function closeTrust(dataDir: string, port: number, password: string): Promise<void> {
  const admin = new pg.Client({ host: '127.0.0.1', port, user: POSTGRES_USER, database: 'postgres' });
  await admin.connect();
  try {
    await admin.query(`ALTER ROLE ${admin.escapeIdentifier(POSTGRES_USER)} PASSWORD ${admin.escapeLiteral(password)}`);
  } finally {
    await admin.end();
  }
  const file = join(dataDir, 'pg_hba.conf');
  const lines = readFileSync(file, 'utf8').split('\n');
  writeFileSync(
    file,
    lines.map((line) => (/^\s*(local|host)\b/.test(line) ? line.replace(/\btrust\s*$/, 'scram-sha-256') : line)).join('\n'),
  );
  run(join(POSTGRES_BIN, 'pg_ctl'), ['-D', dataDir, 'reload'], 'pg_ctl reload');
  console.log('[postgres] the cluster no longer trusts local connections: scram-sha-256 with the password in var/local-secrets.json');
}

function logTail(dataDir: string): string {
  try {
    return readFileSync(join(dataDir, 'log.txt'), 'utf8').trim().split('\n').slice(-5).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Starts PostgreSQL on 127.0.0.1:`port` (its socket in the data folder), creating the cluster
 * and the database when missing, and resolves once it accepts connections. Throws an Error
 * with the server's last log lines when it cannot start (for example, the port is taken).
 */
export async function startPostgres(options: PostgresOptions): Promise<PostgresServer> {
  const { dataDir, port, throwaway = false, password } = options;
  const database = options.database ?? 'meridian';
  ensureBinaries();
  if (throwaway) mkdirSync(dirname(dataDir), { recursive: true });
  prepareDataDir(dataDir, throwaway, password);
  const settings = [`-p ${port}`, `-k ${dataDir}`, '-c listen_addresses=127.0.0.1'];
  if (throwaway) settings.push('-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off');
  try {
    run(
      join(POSTGRES_BIN, 'pg_ctl'),
      ['-D', dataDir, '-l', join(dataDir, 'log.txt'), '-w', '-t', '30', '-o', settings.join(' '), 'start'],
      'pg_ctl start',
    );
  } catch (error) {
    throw new Error(
      `starting PostgreSQL on 127.0.0.1:${port} (${dataDir}): ${error instanceof Error ? error.message : String(error)}\n${logTail(dataDir)}`,
      {
        cause: error,
      },
    );
  }
  const stop = (): void => {
    run(join(POSTGRES_BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], 'pg_ctl stop');
    if (throwaway) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (trusts(dataDir)) await closeTrust(dataDir, port, password);
    const admin = new pg.Client({ host: '127.0.0.1', port, user: POSTGRES_USER, password, database: 'postgres' });
    await admin.connect();
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    stop();
    throw error;
  }
  const shownUrl = `postgresql://${POSTGRES_USER}@127.0.0.1:${port}/${database}`;
  const url = `postgresql://${POSTGRES_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return { url, shownUrl, port, dataDir, stop };
}

/**
 * Stops a server still running on `dataDir` from a run that ended without stopping it (a killed
 * `start:cluster`), so the next start can take the folder; does nothing when none runs.
 */
export function stopLeftoverPostgres(dataDir: string): void {
  if (!existsSync(join(dataDir, 'postmaster.pid'))) return;
  const [file, ...args] = asRoot
    ? ['runuser', '-u', 'postgres', '--', join(POSTGRES_BIN, 'pg_ctl'), '-D', dataDir, 'status']
    : [join(POSTGRES_BIN, 'pg_ctl'), '-D', dataDir, 'status'];
  if (spawnSync(file ?? 'pg_ctl', args).status !== 0) return;
  console.log(`[postgres] stopping the server left running on ${dataDir}`);
  run(join(POSTGRES_BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], 'pg_ctl stop');
}
