/**
 * Builds apps in production mode when their sources changed since the last build: a hash of
 * the app's files, `shared/`, `tooling/` and the lockfile is kept in `dist/.build-stamp`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { spawn } from 'node:child_process';
import { AREAS, areaWorkspace } from '@meridian/shared/areas';
import { ROOT } from './apps.ts';

const SKIP = new Set(['node_modules', 'dist', 'test-results', '.git']);

function collect(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) collect(path, out);
    else if (!name.endsWith('.test.ts') && !name.endsWith('.test.tsx')) out.push(path);
  }
}

/**
 * Hash of everything a build of `workspace` reads, plus, for a remote, the environment keys that
 * change its output (`MERIDIAN_*`: origins baked into its server build). The host and the registry
 * console bake no port, so a run with another port base (`npm run dev --against`) reuses their build.
 */
export function sourceHash(workspace: string): string {
  const files: string[] = [];
  for (const dir of [workspace, 'shared', 'tooling']) collect(join(ROOT, dir), files);
  files.push(join(ROOT, 'package-lock.json'));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    if (!existsSync(file)) continue;
    hash.update(relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  for (const [key, value] of Object.entries(process.env)
    .filter(([key]) => workspace.startsWith('remote-') && key.startsWith('MERIDIAN_'))
    .sort()) {
    hash.update(`${key}=${value ?? ''}`);
  }
  return hash.digest('hex');
}

function run(command: string, args: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} in ${cwd} exited with ${code}`)),
    );
  });
}

/** Every app `npm run build` builds, in order, with the command that builds it. */
export const BUILDS: readonly { readonly workspace: string; readonly args: readonly string[] }[] = [
  ...AREAS.map((area) => ({
    workspace: areaWorkspace(area),
    args: [join(ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build', '-c', 'rspack.config.ts'],
  })),
  { workspace: 'host', args: [join(ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build', '-c', 'rspack.config.ts'] },
  { workspace: 'registry', args: ['src/console/build-console.ts'] },
];

/** Builds `workspace` with `node <args>` unless its stamp matches; returns true when it built. */
export async function buildIfChanged(workspace: string, args: readonly string[], force = false): Promise<boolean> {
  const stamp = join(ROOT, workspace, 'dist', '.build-stamp');
  const hash = sourceHash(workspace);
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return false;
  await run(process.execPath, args, join(ROOT, workspace));
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, hash);
  return true;
}

/** Builds every app that changed, logging each under `label`. */
export async function buildAll(label: string, force = false): Promise<void> {
  for (const { workspace, args } of BUILDS) {
    const built = await buildIfChanged(workspace, args, force);
    console.log(`[${label}] ${workspace}: ${built ? 'built' : 'up to date'}`);
  }
}
