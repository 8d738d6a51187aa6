/**
 * `npm run dev`: the host's page bundle with React's development build and React Refresh
 * (tooling/dev-refresh.ts, decision 036), built once into `host/dist/client-dev/` when the host's
 * sources changed; `npm run build` and `npm start` never use it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ROOT } from './apps.ts';
import { sourceHash } from './build.ts';
import { HOST_DEV_CLIENT_DIR, hostDevClientConfig } from '../../tooling/dev-refresh.ts';

/** Builds the host's development page bundle unless its stamp matches; resolves with its folder and whether it built. */
export async function buildHostDevClient(): Promise<{ dir: string; built: boolean }> {
  const stamp = join(HOST_DEV_CLIENT_DIR, '.build-stamp');
  const hash = sourceHash('host');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return { dir: HOST_DEV_CLIENT_DIR, built: false };
  const module = (await import(pathToFileURL(join(ROOT, 'host', 'rspack.config.ts')).href)) as { default: Configuration[] };
  const browser = module.default.find((config) => config.name === 'host-browser');
  if (browser === undefined) throw new Error('host/rspack.config.ts has no host-browser config');
  await new Promise<void>((resolveBuild, reject) => {
    rspack(hostDevClientConfig(browser)).run((error, stats) => {
      const problem = error?.message ?? stats?.toJson({ all: false, errors: true }).errors?.[0]?.message;
      if (problem === undefined) resolveBuild();
      else reject(new Error(`building the host's development page bundle: ${problem}`));
    });
  });
  writeFileSync(stamp, hash);
  return { dir: HOST_DEV_CLIENT_DIR, built: true };
}
