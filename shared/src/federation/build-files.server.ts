/**
 * The list of files a production build of a remote version wrote (decision 018): `build-files.json`
 * at the root of the version folder, `{ "files": { "<path>": "<sha256 hex>" } }` with `/`-separated
 * paths relative to that folder, itself not included. The build writes it last
 * (tooling/version-folder.ts); `registry publish` sends only the files it names, and the registry
 * refuses a version whose files it does not name exactly. Build tools and registry only.
 */
import { z } from 'zod';

/** File name of the list, at the root of a version folder. */
export const BUILD_FILES = 'build-files.json';

/** What a build wrote: relative path to the sha256 (hex) of the bytes it wrote. */
export interface BuildFiles {
  readonly files: Readonly<Record<string, string>>;
}

const buildFilesSchema = z.object({
  files: z
    .record(z.string().min(1), z.string().regex(/^[0-9a-f]{64}$/, 'must be a sha256 in lowercase hex'))
    .refine((files) => !Object.hasOwn(files, BUILD_FILES), `${BUILD_FILES} does not list itself`),
});

/** The text of `build-files.json` for `files` (paths sorted, one per line, so a diff reads well). */
export function buildFilesText(files: Readonly<Record<string, string>>): string {
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${JSON.stringify({ files: sorted }, null, 2)}\n`;
}

/**
 * Parses the text of `build-files.json`. Throws an Error naming the problem (`build-files.json is
 * not valid JSON`, `build-files.json: files.remoteEntry.js: must be a sha256 in lowercase hex`).
 */
export function parseBuildFiles(text: string): BuildFiles {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${BUILD_FILES} is not valid JSON`);
  }
  const result = buildFilesSchema.safeParse(json);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`${BUILD_FILES}: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
}

/** How a set of files differs from a build's list; every array is sorted and empty when they agree. */
export interface BuildFilesDifference {
  /** Files the list does not name (no build wrote them). */
  readonly unlisted: readonly string[];
  /** Files the list names that are not there. */
  readonly missing: readonly string[];
  /** Files whose sha256 is not the one the build wrote. */
  readonly changed: readonly string[];
}

/** Compares `files` (path and sha256 hex; `build-files.json` itself is ignored) with the build's `list`. */
export function compareWithBuild(list: BuildFiles, files: readonly { path: string; sha256: string }[]): BuildFilesDifference {
  const present = new Map(files.filter(({ path }) => path !== BUILD_FILES).map(({ path, sha256 }) => [path, sha256]));
  const unlisted = [...present.keys()].filter((path) => !Object.hasOwn(list.files, path));
  const missing = Object.keys(list.files).filter((path) => !present.has(path));
  const changed = Object.entries(list.files)
    .filter(([path, sha256]) => present.has(path) && present.get(path) !== sha256)
    .map(([path]) => path);
  return { unlisted: unlisted.sort(), missing: missing.sort(), changed: changed.sort() };
}
