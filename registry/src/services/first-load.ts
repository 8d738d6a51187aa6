/**
 * First-load JavaScript of an area version (issue 19, "first-load JavaScript delta"): the bytes
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

const manifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1), path: z.string() }) }),
  exposes: z.array(
    z.object({
      name: z.string(),
      path: z.string().optional(),
      assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }).optional(),
    }),
  ),
});

/** The files a first load of the area pulls, relative to the version folder (entry first, each once); null when the manifest does not say. */
export function firstLoadFiles(manifestText: string): string[] | null {
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
  const chunks = routes.assets.js.sync.map((file) => file.replace(/^\.?\/+/, ''));
  return [...new Set([entryFile(parsed.data.metaData.remoteEntry), ...chunks])];
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
