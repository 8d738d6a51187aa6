/**
 * Steps of `registry/src/deploy.ts`: bump a remote's patch version, build it with Rspack in its
 * own folder, publish the new `dist/<version>/`. Nothing here touches another app.
 */
import { spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

/** `1.4.2` gives `1.4.3`. Throws an Error naming the value when it is not semver. */
export function bumpPatch(version: string): string {
  const next = semver.inc(version, 'patch');
  if (next === null) throw new Error(`cannot bump version "${version}": not semver`);
  return next;
}

/**
 * Returns package.json text with its patch version bumped, keeping the other fields and the
 * two-space layout, plus the old and new versions. Throws when the text has no semver version.
 */
export function bumpPackageJson(text: string): { text: string; from: string; to: string } {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('package.json is not a JSON object');
  const from: unknown = Reflect.get(parsed, 'version');
  if (typeof from !== 'string') throw new Error('package.json has no version');
  const to = bumpPatch(from);
  return { text: `${JSON.stringify({ ...parsed, version: to }, null, 2)}\n`, from, to };
}

/** The rspack binary for a remote: its own `node_modules/.bin/rspack`, else the workspace root's. */
export function rspackBin(repoRoot: string, remoteDir: string): string {
  const own = join(remoteDir, 'node_modules', '.bin', 'rspack');
  return existsSync(own) ? own : join(repoRoot, 'node_modules', '.bin', 'rspack');
}

/**
 * Runs `rspack build -c rspack.config.ts` in `remoteDir`, starting the rspack bin script with
 * this process's Node (the pinned Node 24, not whatever `node` is first on PATH), inheriting
 * stdio. Resolves on exit code 0; rejects naming the folder and the exit code otherwise.
 */
export function runBuild(repoRoot: string, remoteDir: string): Promise<void> {
  const bin = rspackBin(repoRoot, remoteDir);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [realpathSync(bin), 'build', '-c', 'rspack.config.ts'], { cwd: remoteDir, stdio: 'inherit' });
    child.on('error', (error) => reject(new Error(`starting ${bin} in ${remoteDir}: ${error.message}`, { cause: error })));
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`rspack build in ${remoteDir} failed with ${signal ?? `exit code ${String(code)}`}`)),
    );
  });
}

/**
 * What to run after a deploy published `area`@`version`, as npm commands (the npm script runs
 * the pinned Node and finds the local registry): a canary of 5 % or an activation, both through
 * the gates.
 */
export function nextSteps(area: string, version: string): string {
  return `next: npm run release -- canary ${area} ${version} 5 -m "why"   or   npm run release -- activate ${area} ${version} -m "why"`;
}

/** What to run when the publish of a deploy failed: the build stays in `dist/<version>/`, so publishing again retries. */
export function retryStep(area: string, version: string): string {
  return `the build stays in remote-${area}/dist/${version}/: npm run release -- publish ${area} ${version} retries`;
}
