/**
 * `npm run dev`: rebuilds one remote in place on every change with Rspack's watch mode (Node
 * API), into the version folder of its package.json (`dist/<version>/`, the folder the release
 * file pins). The configs are those of `npm run build` with the changes of {@link devConfig}, so
 * the container name, output paths and origin URLs match.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration, type MultiCompiler, type MultiStats } from '@rspack/core';
import { ROOT, versionOf, type RemoteArea } from './apps.ts';
import { PrecompressPlugin } from '../../tooling/precompress-plugin.ts';
import { writeInPlace } from '../../tooling/version-folder.ts';
import { remoteRefreshConfig } from '../../tooling/dev-refresh.ts';
import { BUILD_FILES } from '@meridian/shared/build-files.server';

/** A running watch of one remote (both compilers). */
export type RemoteWatching = ReturnType<MultiCompiler['watch']>;

/** One finished (re)build of a remote. */
export interface RemoteBuild {
  readonly area: RemoteArea;
  /** 0 for the first build, then 1, 2, ... */
  readonly build: number;
  /** Milliseconds the compilers took. */
  readonly ms: number;
  /** The browser compilation's hash (what a page's hot update must reach), empty when it failed. */
  readonly hash: string;
  /** The first error, or null when the build succeeded. */
  readonly error: string | null;
}

/**
 * The watch-mode variant of a production config: written in place into the version folder (not
 * through a staging folder), not minified, and without the brotli/gzip twins (brotli at quality
 * 11 over every asset and message bundle took most of a rebuild).
 * Production mode stays: development mode compiles JSX to `react/jsx-dev-runtime`, which the
 * host does not share.
 */
export function devConfig(production: Configuration): Configuration {
  const config = writeInPlace(production);
  return {
    ...config,
    plugins: (config.plugins ?? []).filter((plugin) => !(plugin instanceof PrecompressPlugin)),
    optimization: { ...config.optimization, minimize: false },
  };
}

/**
 * Deletes the `.br` and `.gz` twins under `dir` (the origin would serve them instead of the
 * rebuilt files) and the hot updates of earlier sessions: a build of the same sources has the
 * same hash, so a page would apply an old session's update as if it were the next one.
 */
export function removeTwins(dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.(br|gz)$|\.hot-update\.(js|json)$/.test(entry.name)) rmSync(join(entry.parentPath, entry.name));
  }
}

/**
 * Starts watching `remote-<area>`; `onBuild` runs after every build of both configs (browser
 * and server). The build stamp and the build's file list are removed first: the version folder
 * then holds a watch build, so the next `npm start` or `npm run build` rebuilds it for
 * production, and `registry publish` refuses it until then. With `prerelease` (`--against`) the
 * watch build is version `<version>-<prerelease>` in a folder of its own, and the production
 * build is left alone.
 */
export async function watchRemote(area: RemoteArea, onBuild: (build: RemoteBuild) => void, prerelease?: string): Promise<RemoteWatching> {
  const dir = join(ROOT, `remote-${area}`);
  const released = versionOf(`remote-${area}`);
  if (prerelease === undefined) {
    rmSync(join(dir, 'dist', '.build-stamp'), { force: true });
  } else {
    // Read by tooling/remote-config.ts when the config below is made.
    process.env.MERIDIAN_WATCH_PRERELEASE = prerelease;
  }
  const folder = join(dir, 'dist', prerelease === undefined ? released : `${released}-${prerelease}`);
  rmSync(join(folder, BUILD_FILES), { force: true });
  removeTwins(folder);
  const module = (await import(pathToFileURL(join(dir, 'rspack.config.ts')).href)) as { default: Configuration[] };
  const compiler = rspack(module.default.map((config) => remoteRefreshConfig(devConfig(config), area)));
  let build = 0;
  return compiler.watch({ aggregateTimeout: 50, ignored: ['**/node_modules/**', '**/dist/**'] }, (error, stats?: MultiStats) => {
    const ms = stats ? Math.max(...stats.stats.map((one) => (one.endTime ?? 0) - (one.startTime ?? 0))) : 0;
    const first = error?.message ?? stats?.toJson({ all: false, errors: true }).errors?.[0]?.message ?? null;
    const hash = stats?.stats.find((one) => one.compilation.name?.endsWith('-browser'))?.hash ?? '';
    onBuild({ area, build: build++, ms, hash, error: first });
  });
}
