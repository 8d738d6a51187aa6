/**
 * The default artifact store: plain folders `<root>/<area>/<version>/<path>`. A version is
 * written to a staging folder and renamed into place, so readers never see half a version and
 * an existing version is never overwritten.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { invalidArtifactPath, type ArtifactFile, type ArtifactStore } from './artifact-store.ts';

/** Duck-typed, because errors from another realm (test sandboxes) fail `instanceof Error`. */
function isErrno(error: unknown, ...codes: string[]): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && codes.includes(error.code);
}

/** Creates a store rooted at `root` (created on first write). */
export function createFsArtifactStore(root: string): ArtifactStore {
  const base = resolve(root);

  function versionDir(area: string, version: string): string {
    for (const part of [area, version]) {
      if (invalidArtifactPath(part) !== null || part.includes('/') || part.startsWith('.')) {
        throw new Error(`artifact store: invalid area or version "${part}"`);
      }
    }
    return join(base, area, version);
  }

  function fileIn(dir: string, path: string): string {
    const problem = invalidArtifactPath(path);
    if (problem !== null) throw new Error(`artifact store: invalid path "${path}": ${problem}`);
    const full = resolve(dir, path);
    if (!full.startsWith(dir + sep)) throw new Error(`artifact store: path "${path}" leaves its version folder`);
    return full;
  }

  return {
    async hasVersion(area, version) {
      try {
        return (await stat(versionDir(area, version))).isDirectory();
      } catch (error) {
        if (isErrno(error, 'ENOENT')) return false;
        throw error;
      }
    },

    async putVersion(area, version, files: readonly ArtifactFile[]) {
      const target = versionDir(area, version);
      const staging = join(base, area, `.staging-${version}-${randomUUID()}`);
      try {
        for (const file of files) {
          const full = fileIn(staging, file.path);
          await mkdir(dirname(full), { recursive: true });
          await writeFile(full, file.data);
        }
        await mkdir(staging, { recursive: true });
        try {
          await rename(staging, target);
        } catch (error) {
          if (isErrno(error, 'ENOTEMPTY', 'EEXIST', 'EISDIR'))
            throw new Error(`artifact store: ${area}@${version} already exists`, { cause: error });
          throw error;
        }
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    },

    async read(area, version, path) {
      try {
        return await readFile(fileIn(versionDir(area, version), path));
      } catch (error) {
        if (isErrno(error, 'ENOENT', 'EISDIR', 'ENOTDIR')) return null;
        throw error;
      }
    },

    async deleteVersion(area, version) {
      const target = versionDir(area, version);
      // Moved aside in one rename first: a reader sees the whole version or none of it.
      const doomed = join(base, area, `.removing-${version}-${randomUUID()}`);
      try {
        await rename(target, doomed);
      } catch (error) {
        if (isErrno(error, 'ENOENT')) return 0;
        throw error;
      }
      const files = await readdir(doomed, { recursive: true, withFileTypes: true });
      await rm(doomed, { recursive: true, force: true });
      return files.filter((entry) => entry.isFile()).length;
    },

    describe() {
      return pathToFileURL(base).href;
    },
  };
}
