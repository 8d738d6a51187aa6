/**
 * The `loads-and-renders` gate's runner: spawns the host team's checker program, which loads a
 * version's server container and `./routes` expose in an isolated runtime and renders one page.
 *
 * Contract: `node <checker> <area> <version> <origin> [--routes] [--build-files <sha256> --remote-entry <sha256>]`,
 * working directory the checker's folder, environment exactly `env` (no NODE_ENV, no registry
 * secret). The two hashes are the version's integrity as recorded at publish (decision 053): the
 * checker runs no server file that differs from it, and refuses a version without it. It prints one JSON line on
 * stdout, `{"ok":true,"path":"/blog","status":200,"bytes":12345}` or
 * `{"ok":false,"error":"..."}`, and exits 0 when ok, 1 when not, 2 on usage errors. Only the
 * last non-empty stdout line is read, so log lines before it do no harm.
 */
import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { VersionIntegrity } from '@meridian/shared/release';
import { describeError } from '../errors.ts';

/** Where and how to run the checker; `timeoutMs` is a hard limit (SIGKILL), `execPath` defaults to this Node. */
export interface RemoteCheckerOptions {
  path: string;
  env: Readonly<Record<string, string>>;
  timeoutMs: number;
  execPath?: string;
}

/** The version to load: area, version, the origin it would be served from, and what its code hashes to (null: not recorded). */
export interface RemoteCheckTarget {
  area: string;
  version: string;
  origin: string;
  integrity?: VersionIntegrity | null;
}

/** The checker's arguments for `target`: the positional three, then the integrity flags when known. */
export function checkerArguments(target: RemoteCheckTarget): string[] {
  const { integrity } = target;
  const flags = integrity ? ['--build-files', integrity.buildFiles, '--remote-entry', integrity.remoteEntry] : [];
  return [target.area, target.version, target.origin, ...flags];
}

/** A rendered page (`path`, HTTP `status`, `bytes` of HTML), or why the version did not load or render. */
export type RemoteCheckOutcome = { ok: true; path: string; status: number; bytes: number } | { ok: false; message: string };

/** Runs the check for one target; never rejects. */
export type RemoteCheckRunner = (target: RemoteCheckTarget) => Promise<RemoteCheckOutcome>;

const resultSchema = z.union([
  z.object({ ok: z.literal(true), path: z.string(), status: z.number().int(), bytes: z.number().int().min(0) }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);

const MAX_STDOUT = 64 * 1024;
const STDERR_TAIL = 400;

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The refusal when the checker file does not exist: names the path and how to build it. */
export function missingCheckerMessage(path: string): string {
  return `the remote checker ${path} does not exist (REGISTRY_REMOTE_CHECKER); build it with \`npm run build -w host\`, or set REGISTRY_REMOTE_CHECKER=off to skip this gate`;
}

/** The telling part of stderr: its first line naming an error (a stack's head), else its last line. */
function stderrSummary(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const telling = lines.find((line) => /^(?:\w*Error|Uncaught)\b|\bError: /.test(line)) ?? lines.at(-1) ?? '';
  return telling === '' ? '' : `; stderr: ${oneLine(telling).slice(0, STDERR_TAIL)}`;
}

/** The checker's answer: its last non-empty output line, and that line as JSON (undefined when it is not JSON). */
function lastJsonLine(stdout: string): { readonly line: string; readonly json: unknown } {
  const line =
    stdout
      .split('\n')
      .map((item) => item.trim())
      .filter(Boolean)
      .at(-1) ?? '';
  try {
    return { line, json: JSON.parse(line) as unknown };
  } catch {
    return { line, json: undefined };
  }
}

function judge(stdout: string, stderr: string, code: number | null, signal: NodeJS.Signals | null): RemoteCheckOutcome {
  const exit = code === null ? `signal ${signal ?? '?'}` : `code ${code}`;
  const stderrNote = stderrSummary(stderr);
  const { line, json } = lastJsonLine(stdout);
  const parsed = resultSchema.safeParse(json);
  if (!parsed.success) {
    const shown = line === '' ? 'nothing' : `"${oneLine(line).slice(0, 200)}"`;
    return { ok: false, message: `the checker printed no valid result line (printed ${shown}, exited with ${exit})${stderrNote}` };
  }
  const result = parsed.data;
  if (!result.ok) return { ok: false, message: code === 2 ? `the checker refused its arguments: ${result.error}` : result.error };
  if (code !== 0) return { ok: false, message: `the checker reported ok but exited with ${exit}${stderrNote}` };
  if (result.status >= 400) return { ok: false, message: `${result.path} rendered with HTTP ${result.status}` };
  return result;
}

/** What a checker run printed and how it ended, or why it did not run (a message). */
type CheckerRun = { stdout: string; stderr: string; code: number | null; signal: NodeJS.Signals | null } | { failed: string };

/** Spawns the checker with `args` after the target's; never rejects. */
async function spawnChecker(options: RemoteCheckerOptions, target: RemoteCheckTarget, args: readonly string[]): Promise<CheckerRun> {
  try {
    await access(options.path);
  } catch {
    return { failed: missingCheckerMessage(options.path) };
  }
  return new Promise((resolve) => {
    let settled = false;
    const finish = (run: CheckerRun): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(run);
    };
    // The checker stops rendering within the time this registry allows it, less a margin to report (a slow machine gets more).
    const budget = ['--budget-ms', String(Math.max(1000, options.timeoutMs - 2000))];
    const child = spawn(options.execPath ?? process.execPath, [options.path, ...checkerArguments(target), ...args, ...budget], {
      cwd: dirname(options.path),
      env: { ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < MAX_STDOUT) stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < MAX_STDOUT) stderr += chunk;
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      child.stdout.destroy();
      child.stderr.destroy();
      finish({ failed: `the checker timed out after ${options.timeoutMs} ms (REGISTRY_GATE_TIMEOUT_MS) and was stopped` });
    }, options.timeoutMs);
    child.on('error', (error) => finish({ failed: `the checker ${options.path} could not be started: ${describeError(error)}` }));
    child.on('close', (code, signal) => finish({ stdout, stderr, code, signal }));
  });
}

/**
 * Runs the checker once for `target`. Failures (never thrown): the file is missing, it cannot be
 * started, it runs longer than `timeoutMs` ("timed out", the process is killed), it prints no
 * valid result line, or it reports `ok: false`.
 */
export async function runRemoteChecker(options: RemoteCheckerOptions, target: RemoteCheckTarget): Promise<RemoteCheckOutcome> {
  const run = await spawnChecker(options, target, []);
  if ('failed' in run) return { ok: false, message: run.failed };
  return judge(run.stdout, run.stderr, run.code, run.signal);
}

const routesSchema = z.object({ ok: z.literal(true), routes: z.array(z.string().max(500)).max(5000) });

/** The route table of a version's `./routes` (full paths, sorted), or why it could not be read. */
export type RouteTableOutcome = { ok: true; routes: string[] } | { ok: false; message: string };

/**
 * Reads the route table of `target`'s `./routes` expose with the checker's `--routes` mode
 * (decision 044: what a version adds and removes). Never rejects; a checker that predates the mode
 * (it renders instead and prints no `routes`) is a failure like any other.
 */
export async function runRouteTable(options: RemoteCheckerOptions, target: RemoteCheckTarget): Promise<RouteTableOutcome> {
  const run = await spawnChecker(options, target, ['--routes']);
  if ('failed' in run) return { ok: false, message: run.failed };
  const { json } = lastJsonLine(run.stdout);
  const parsed = routesSchema.safeParse(json);
  if (parsed.success && run.code === 0) return { ok: true, routes: parsed.data.routes };
  const judged = judge(run.stdout, run.stderr, run.code, run.signal);
  return { ok: false, message: judged.ok ? 'the checker printed no route table (a checker without --routes)' : judged.message };
}

/** A runner bound to `options`, for `GateContext.checkRemote`. */
export function createRemoteChecker(options: RemoteCheckerOptions): RemoteCheckRunner {
  return (target) => runRemoteChecker(options, target);
}
