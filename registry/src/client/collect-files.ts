/**
 * Reads a built version folder (`remote-<area>/dist/<version>/`) into the body of
 * `POST /api/remotes/{name}/versions`: every file with its sha256 and base64 content.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { describeError } from '../errors.ts';

/** One file of a publish body. */
export interface PublishFile {
  path: string;
  sha256: string;
  contentBase64: string;
}

/** Every file under `dir` (recursively, `/`-separated relative paths, sorted). Throws an Error naming `dir` when it cannot be read. */
export async function collectVersionFiles(dir: string): Promise<{ files: PublishFile[]; bytes: number }> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    throw new Error(`reading the build folder ${dir}: ${describeError(error)}`, { cause: error });
  }
  const paths = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  let bytes = 0;
  const files: PublishFile[] = [];
  for (const full of paths) {
    const data = await readFile(full);
    bytes += data.byteLength;
    files.push({
      path: relative(dir, full).split(sep).join('/'),
      sha256: createHash('sha256').update(data).digest('hex'),
      contentBase64: data.toString('base64'),
    });
  }
  return { files, bytes };
}
