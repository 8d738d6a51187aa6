/**
 * Reads a built version folder (`remote-<area>/dist/<version>/`) into the body of
 * `POST /api/remotes/{name}/versions`: exactly the files its production build wrote, as
 * `build-files.json` names them (decision 018), each with its sha256 and base64 content, plus that
 * list itself. Anything else in the folder (files a development build left) is not sent.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { BUILD_FILES, compareWithBuild, parseBuildFiles } from '@meridian/shared/build-files.server';
import { describeError } from '../errors.ts';

/** One file of a publish body. */
export interface PublishFile {
  path: string;
  sha256: string;
  contentBase64: string;
}

/** A version folder read for publishing: the files to send, their total size in bytes, and the folder's other files (left out). */
export interface VersionFiles {
  files: PublishFile[];
  bytes: number;
  leftOut: string[];
}

const NOT_BUILT = 'run npm run build (or npm run deploy) to build it for production';

async function readList(dir: string): Promise<ReturnType<typeof parseBuildFiles>> {
  let text: string;
  try {
    text = await readFile(join(dir, BUILD_FILES), 'utf8');
  } catch (error) {
    const code: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
    if (code === 'ENOENT') {
      throw new Error(`${dir} holds no ${BUILD_FILES}, so no production build finished there (npm run dev removes it): ${NOT_BUILT}`, {
        cause: error,
      });
    }
    throw new Error(`reading ${join(dir, BUILD_FILES)}: ${describeError(error)}`, { cause: error });
  }
  try {
    return parseBuildFiles(text);
  } catch (error) {
    throw new Error(`${dir}: ${describeError(error)}: ${NOT_BUILT}`, { cause: error });
  }
}

/**
 * The files `build-files.json` in `dir` names, with that list (sorted, `/`-separated paths), and
 * the paths of the folder's other files. Throws an Error naming `dir` when it cannot be read,
 * holds no valid list (no finished production build), or a listed file is missing or was changed
 * after the build.
 */
export async function collectVersionFiles(dir: string): Promise<VersionFiles> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    throw new Error(`reading the build folder ${dir}: ${describeError(error)}`, { cause: error });
  }
  const list = await readList(dir);
  const onDisk = new Set(
    entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')),
  );
  const listed = new Set([...Object.keys(list.files), BUILD_FILES]);
  let bytes = 0;
  const files: PublishFile[] = [];
  for (const path of [...listed].filter((one) => onDisk.has(one)).sort()) {
    const data = await readFile(join(dir, path));
    bytes += data.byteLength;
    files.push({ path, sha256: createHash('sha256').update(data).digest('hex'), contentBase64: data.toString('base64') });
  }
  const { missing, changed } = compareWithBuild(list, files);
  if (missing.length > 0) throw new Error(`${dir}: ${missing.join(', ')} named by ${BUILD_FILES} but missing: ${NOT_BUILT}`);
  if (changed.length > 0) throw new Error(`${dir}: ${changed.join(', ')} changed after the build wrote them: ${NOT_BUILT}`);
  return { files, bytes, leftOut: [...onDisk].filter((path) => !listed.has(path)).sort() };
}
