/**
 * Server code checked against what was published before it runs (decision 053). The release
 * state names, per version, the sha256 of its `build-files.json` (recorded at publish, where every
 * file was checked against that list). Before a version's container is loaded, the host reads that
 * list, checks it against the recorded sha256, then reads every file the runtime will ask for
 * (`mf-manifest.json` and each `server/` file) and checks each against the list. The federation
 * runtime is then handed exactly those verified bytes (origin-credential.server.ts): nothing is
 * read twice, so nothing can change between the check and the run. A mismatch refuses the version
 * (an {@link IntegrityError} naming the file, logged once per file); nothing of it runs.
 */
import { createHash } from 'node:crypto';
import type { Area } from '@meridian/shared/areas';
import { BUILD_FILES, parseBuildFiles } from '@meridian/shared/build-files.server';
import { containerName, type ReleaseEntry, type VersionIntegrity } from '@meridian/shared/release';

/** The sha256 of `data` in lowercase hex. */
export function sha256Hex(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A Subresource Integrity value (`sha256-<base64>`) of a sha256 in hex (decision 054). */
export function sriOf(hex: string): string {
  return `sha256-${Buffer.from(hex, 'hex').toString('base64')}`;
}

/**
 * A file of a version whose bytes are not what its publish recorded: the version is refused.
 * `detail` names the file and both hashes (logged once per file); the message does not repeat
 * it, so the lines about the area being unavailable do not name the file again and again.
 */
export class IntegrityError extends Error {
  override readonly name = 'IntegrityError';
  declare readonly label: string;
  declare readonly file: string;
  declare readonly detail: string;
  constructor(label: string, file: string, problem: string) {
    super(
      `${label} refused: a file differs from what its publish recorded, so nothing of it runs here (decision 053; the file is logged once)`,
    );
    // Not enumerable: a logger that prints an error's own fields (pino's `err`) does not name the file again.
    const detail = `integrity: ${label} refused: ${file} ${problem} (decision 053); nothing of this version runs here`;
    Object.defineProperties(this, { label: { value: label }, file: { value: file }, detail: { value: detail } });
  }
}

/** Where and how a host reads a file of a version: the URL (a private source) and headers (the origin credential). */
export type Locate = (url: string) => { readonly url: string; readonly headers: Readonly<Record<string, string>> };

/** A version whose files were read and checked: the list (path to sha256 hex) and the verified bytes of its server files. */
export interface VerifiedVersion {
  readonly label: string;
  readonly files: ReadonlyMap<string, string>;
  readonly bytes: ReadonlyMap<string, Uint8Array>;
}

/** Files the runtime reads on the server: the manifest and everything under `server/`. */
const isServerFile = (path: string): boolean => path === 'mf-manifest.json' || path.startsWith('server/');

/** Checks versions before they run and hands out their verified bytes. */
export interface BundleVerifier {
  /**
   * Reads and checks `area`@`entry` against `integrity` once (later calls share the answer).
   * Rejects with an {@link IntegrityError} naming the first file that differs from the list
   * (or the list itself), with an Error when a file cannot be read.
   */
  prepare(area: Area, entry: ReleaseEntry, integrity: VersionIntegrity): Promise<VerifiedVersion>;
  /** The verified bytes behind `url` (a file of a prepared version; `container` when the runtime names it), or null. */
  bytesOf(url: string, container?: string): Uint8Array | null;
  /** The prepared version `area`@`entry`, or null when it is not prepared (yet). */
  prepared(area: Area, entry: ReleaseEntry): Promise<VerifiedVersion> | null;
  /** Drops what is kept of every version of `area` (a failed load, or a rebuild under `npm run dev`). */
  forget(area: Area, version?: string): void;
}

async function read(locate: Locate, url: string, timeoutMs: number): Promise<Uint8Array> {
  const where = locate(url);
  const response = await fetch(where.url, { headers: where.headers, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  if (!response.ok) throw new Error(`reading ${url} for its integrity check: answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The path of `url` inside the version folder of `version`, or null when it is not in one. */
function pathIn(url: string, version: string): string | null {
  const pathname = URL.parse(url)?.pathname;
  const at = pathname?.indexOf(`/${version}/`) ?? -1;
  return pathname === undefined || at === -1 ? null : pathname.slice(at + version.length + 2);
}

/**
 * A verifier reading through `locate` (each read at most `timeoutMs`), logging each refused file
 * once with `log` (a tampered file is an operator's concern, not a visitor's).
 */
export function createBundleVerifier(options: {
  readonly locate: Locate;
  readonly timeoutMs: number;
  readonly log: (message: string) => void;
}): BundleVerifier {
  const { locate, timeoutMs, log } = options;
  const versions = new Map<string, { area: Area; entry: ReleaseEntry; pending: Promise<VerifiedVersion>; done?: VerifiedVersion }>();
  const reported = new Set<string>();
  const refuse = (error: IntegrityError): never => {
    const key = `${error.label}:${error.file}`;
    if (!reported.has(key) && reported.size < 1000) {
      reported.add(key);
      log(error.detail);
    }
    throw error;
  };

  const verify = async (area: Area, entry: ReleaseEntry, integrity: VersionIntegrity): Promise<VerifiedVersion> => {
    const label = `${area}@${entry.version}`;
    const base = `${entry.origin}/${entry.version}/`;
    const listBytes = await read(locate, `${base}${BUILD_FILES}`, timeoutMs);
    const listHash = sha256Hex(listBytes);
    if (listHash !== integrity.buildFiles)
      refuse(new IntegrityError(label, BUILD_FILES, `hashes to ${listHash}, not the ${integrity.buildFiles} recorded at publish`));
    const files = new Map(Object.entries(parseBuildFiles(Buffer.from(listBytes).toString('utf8')).files));
    const paths = [...files.keys()].filter(isServerFile);
    const bytes = new Map(await Promise.all(paths.map(async (path) => [path, await read(locate, `${base}${path}`, timeoutMs)] as const)));
    for (const [path, data] of bytes) {
      const actual = sha256Hex(data);
      if (actual !== files.get(path))
        refuse(new IntegrityError(label, path, `hashes to ${actual}, not the ${files.get(path) ?? '?'} its publish recorded`));
    }
    return { label, files, bytes };
  };

  const forget = (area: Area, version?: string): void => {
    for (const [key, held] of versions)
      if (held.area === area && (version === undefined || held.entry.version === version)) versions.delete(key);
  };

  return {
    prepare(area, entry, integrity) {
      const key = containerName(area, entry.version);
      const held = versions.get(key);
      if (held !== undefined && held.entry.origin === entry.origin) return held.pending;
      const pending = verify(area, entry, integrity);
      const record: { area: Area; entry: ReleaseEntry; pending: Promise<VerifiedVersion>; done?: VerifiedVersion } = {
        area,
        entry,
        pending,
      };
      versions.set(key, record);
      pending.then(
        (done) => (record.done = done),
        () => versions.get(key) === record && versions.delete(key),
      );
      return pending;
    },
    bytesOf(url, container) {
      // Without the container's name (a chunk the runtime asks for by URL), a version served from the URL's origin goes first.
      const all = [...versions.values()];
      const candidates =
        container === undefined
          ? [
              ...all.filter((held) => url.startsWith(`${held.entry.origin}/`)),
              ...all.filter((held) => !url.startsWith(`${held.entry.origin}/`)),
            ]
          : [versions.get(container)].filter((held) => held !== undefined);
      for (const held of candidates) {
        const path = held.done === undefined ? null : pathIn(url, held.entry.version);
        const data = path === null ? undefined : held.done?.bytes.get(path);
        if (data !== undefined) return data;
      }
      return null;
    },
    prepared(area, entry) {
      const held = versions.get(containerName(area, entry.version));
      return held === undefined || held.entry.origin !== entry.origin ? null : held.pending;
    },
    forget,
  };
}
