/**
 * First-load JavaScript of an area version (decision 044, "first-load JavaScript delta"): the bytes
 * a first visit of one of the area's pages pulls for the area, read from the version's own
 * `mf-manifest.json`: the browser container (`remoteEntry.js`) and the synchronous JavaScript
 * chunks of its `./routes` expose. Each file counts as gzip -9 of its bytes, as the site's
 * first-load budget measures it (decision 015), so the figure does not depend on a server's
 * compression. A page's own lazy route chunk is not counted: the manifest does not say which
 * async chunk belongs to which route.
 */
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import type { firstLoadSchema, WireOut } from '@meridian/shared/registry-contract';
import { entryFile } from '../manifest.ts';

/** The figure and the files it sums: `gzipBytes` in bytes (gzip -9). */
export type FirstLoad = WireOut<typeof firstLoadSchema>;

const files = z.array(z.string()).default([]);
const manifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1), path: z.string() }) }),
  exposes: z.array(
    z.object({
      name: z.string(),
      path: z.string().optional(),
      assets: z
        .object({ js: z.object({ sync: z.array(z.string()), async: files }), css: z.object({ sync: files }).default({ sync: [] }) })
        .optional(),
    }),
  ),
});

/** The `./routes` expose's files: its entry, sync and async JavaScript and sync CSS, relative to the version folder. */
interface RoutesFiles {
  entry: string;
  sync: string[];
  async: string[];
  css: string[];
}

function routesFiles(manifestText: string): RoutesFiles | null {
  let json: unknown;
  try {
    json = JSON.parse(manifestText);
  } catch {
    return null;
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) return null;
  const routes = parsed.data.exposes.find((expose) => expose.path === './routes' || expose.name === 'routes');
  if (routes?.assets === undefined) return null;
  const relative = (list: string[]) => list.map((file) => file.replace(/^\.?\/+/, ''));
  return {
    entry: entryFile(parsed.data.metaData.remoteEntry),
    sync: relative(routes.assets.js.sync),
    async: relative(routes.assets.js.async),
    css: relative(routes.assets.css.sync),
  };
}

/** The files a first load of the area pulls, relative to the version folder (entry first, each once); null when the manifest does not say. */
export function firstLoadFiles(manifestText: string): string[] | null {
  const found = routesFiles(manifestText);
  return found === null ? null : [...new Set([found.entry, ...found.sync])];
}

/**
 * The first-load JavaScript of a version: `read(path)` gives a file's bytes (null when absent).
 * Null when the manifest names no `./routes` chunks or a file it names is missing.
 */
export async function firstLoadOf(manifestText: string, read: (path: string) => Promise<Uint8Array | null>): Promise<FirstLoad | null> {
  const paths = firstLoadFiles(manifestText);
  if (paths === null) return null;
  const files: FirstLoad['files'] = [];
  for (const path of paths) {
    const data = await read(path);
    if (data === null) return null;
    files.push({ path, gzipBytes: gzipSync(data, { level: 9 }).byteLength });
  }
  return { gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files };
}

/**
 * The area's share of a first visit's first three seconds (decision 060): the first load, the
 * `./routes` expose's synchronous CSS and its largest lazy JavaScript chunk, standing for the one
 * page chunk a visit pulls (the manifest does not say which lazy chunk is whose page). Gzip -9
 * bytes; null when the manifest names no `./routes` chunks or a file it names is missing.
 */
export async function firstThreeSecondsOf(
  manifestText: string,
  read: (path: string) => Promise<Uint8Array | null>,
): Promise<FirstLoad | null> {
  const found = routesFiles(manifestText);
  if (found === null) return null;
  const sizes: FirstLoad['files'] = [];
  for (const path of [...new Set([found.entry, ...found.sync, ...found.css, ...found.async])]) {
    const data = await read(path);
    if (data === null) return null;
    sizes.push({ path, gzipBytes: gzipSync(data, { level: 9 }).byteLength });
  }
  const lazy = sizes.filter((file) => found.async.includes(file.path) && !found.sync.includes(file.path));
  const largest = lazy.reduce<FirstLoad['files'][number] | null>(
    (max, file) => (max === null || file.gzipBytes > max.gzipBytes ? file : max),
    null,
  );
  const counted = sizes.filter((file) => !lazy.includes(file) || file === largest);
  return { gzipBytes: counted.reduce((sum, file) => sum + file.gzipBytes, 0), files: counted };
}
