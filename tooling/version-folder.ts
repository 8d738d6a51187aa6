/**
 * A production build of a remote version starts from an empty folder and ends with the list of
 * what it wrote (docs/decisions/018-clean-builds-exact-publish.md). Its compilers write
 * into `dist/.staging-<version>-<pid>/`, empty when the build starts; when every compiler has
 * finished without errors the plugin writes `build-files.json` (each emitted file with its
 * sha256) and swaps the staging folder into `dist/<version>/` by renaming, so an origin serving
 * the old folder never sees half a build and a failed build leaves the old folder as it was.
 * `npm run dev` rebuilds in place instead ({@link writeInPlace}).
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import type { Compiler, Configuration, Stats } from '@rspack/core';
import { BUILD_FILES, buildFilesText } from '@meridian/shared/build-files.server';

const NAME = 'VersionFolderPlugin';

/** The staging folder of a version folder for the build in process `pid`: `dist/1.0.0` builds into `dist/.staging-1.0.0-<pid>`. */
export function stagingFolderOf(folder: string, pid: number = process.pid): string {
  return join(dirname(folder), `.staging-${basename(folder)}-${pid}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return typeof error === 'object' && error !== null && Reflect.get(error, 'code') === 'EPERM';
  }
}

/** Removes what builds of `folder` that stopped half-way left beside it (staging folders of processes that are gone, old folders). */
function removeLeftovers(folder: string): void {
  const parent = dirname(folder);
  if (!existsSync(parent)) return;
  const staging = `.staging-${basename(folder)}-`;
  for (const name of readdirSync(parent)) {
    const pid = Number(name.slice(staging.length));
    const stale = name.startsWith(staging)
      ? Number.isInteger(pid) && (pid === process.pid || !isRunning(pid))
      : name.startsWith(`.old-${basename(folder)}-`);
    if (stale) rmSync(join(parent, name), { recursive: true, force: true });
  }
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * Shared by every compiler of one version (the browser and the server build, whose output paths
 * lie inside the staging folder). `compilers` is how many `done` calls finish the build.
 */
export class VersionFolderPlugin {
  readonly staging: string;
  private started = false;
  private emitted: string[] = [];
  private errors: string[] = [];
  private finished = 0;

  constructor(
    readonly folder: string,
    private readonly compilers: number,
  ) {
    this.staging = stagingFolderOf(folder);
  }

  apply(compiler: Compiler): void {
    compiler.hooks.run.tap(NAME, () => this.start());
    compiler.hooks.watchRun.tap(NAME, () => {
      throw new Error(`${NAME}: this is a production build config; npm run dev watches remotes (writeInPlace)`);
    });
    compiler.hooks.done.tap(NAME, (stats) => this.done(compiler, stats));
  }

  /** Starts from an empty staging folder, once, before any compiler of the build writes. */
  private start(): void {
    if (this.started) return;
    this.started = true;
    removeLeftovers(this.folder);
  }

  private done(compiler: Compiler, stats: Stats): void {
    const prefix = relative(this.staging, compiler.outputPath).split(sep).join('/');
    if (stats.hasErrors()) this.errors.push(compiler.name ?? compiler.outputPath);
    else this.emitted.push(...stats.compilation.getAssets().map(({ name }) => (prefix ? `${prefix}/${name}` : name)));
    this.finished += 1;
    if (this.finished === this.compilers) this.finish();
  }

  private finish(): void {
    if (this.errors.length > 0) {
      rmSync(this.staging, { recursive: true, force: true });
      return;
    }
    const emitted = new Set(this.emitted);
    const stray = filesUnder(this.staging).filter((path) => !emitted.has(path));
    if (stray.length > 0) {
      // Written beside Rspack's assets: the origin would serve them, but they would never be published.
      rmSync(this.staging, { recursive: true, force: true });
      throw new Error(`${NAME}: files written outside the build's assets, ${this.folder} left as it was: ${stray.join(', ')}`);
    }
    const files: Record<string, string> = {};
    for (const path of emitted)
      files[path] = createHash('sha256')
        .update(readFileSync(join(this.staging, path)))
        .digest('hex');
    writeFileSync(join(this.staging, BUILD_FILES), buildFilesText(files));
    const old = join(dirname(this.folder), `.old-${basename(this.folder)}-${randomUUID()}`);
    if (existsSync(this.folder)) renameSync(this.folder, old);
    renameSync(this.staging, this.folder);
    rmSync(old, { recursive: true, force: true });
  }
}

/**
 * The config for `npm run dev`'s watch mode: output paths moved from the staging folder into the
 * version folder itself and without the plugin, so each rebuild lands where the origin serves it.
 */
export function writeInPlace(config: Configuration): Configuration {
  const plugin = config.plugins?.find((one): one is VersionFolderPlugin => one instanceof VersionFolderPlugin);
  const path = config.output?.path;
  if (plugin === undefined || path === undefined) return config;
  return {
    ...config,
    output: { ...config.output, path: join(plugin.folder, relative(plugin.staging, path)) },
    plugins: config.plugins?.filter((one) => one !== plugin),
  };
}
