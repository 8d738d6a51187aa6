/**
 * Publishing a remote version (`POST /api/remotes/{name}/versions`): checks every file's
 * declared sha256 against its bytes, that the files are exactly those the build listed in
 * `build-files.json` (decision 018: nothing a development build left behind), validates the
 * manifest, writes the files to the artifact store as one immutable version, then records them.
 * Publishing the same content again is a no-op; publishing different content under an existing
 * version is refused. What a version changes is recorded with it, in its publish audit entry
 * beside the commit (decision 044): its route table, read by the remote checker from the stored
 * version (`--routes`), its first-load JavaScript (`first-load.ts`) and the budget its package
 * declares (decision 060).
 */
import type { Area } from '@meridian/shared/areas';
import { BUILD_FILES, compareWithBuild, parseBuildFiles } from '@meridian/shared/build-files.server';
import { claimNote } from '../db/audit-repo.ts';
import type { FileRecord } from '../db/version-repo.ts';
import { apiError, ok, type Result } from '../errors.ts';
import { entryFile, parseManifest, sha256Hex } from '../manifest.ts';
import { isVersionConflict, type ArtifactFile } from '../store/artifact-store.ts';
import type { RegistryDeps } from './deps.ts';
import { runRouteTable } from '../gates/remote-checker.ts';
import type { Budget } from './budget.ts';
import { firstLoadOf, firstThreeSecondsOf } from './first-load.ts';
import { integrityOfFiles } from './version-integrity.ts';

/** A decoded publish request. */
export interface PublishInput {
  area: Area;
  version: string;
  files: { path: string; sha256: string; data: Uint8Array }[];
  /** The name of the token used. */
  actor: string;
  /** Who the caller says it acts for (unverified), noted in the audit details. */
  claimedActor?: string;
  reason: string;
  /** Commit, branch, author and message of the build, when the publisher read them from git. */
  provenance?: { commit?: string | undefined; branch?: string | undefined; author?: string | undefined; message?: string | undefined };
  /** The first-load budget the area's package.json declares (decision 060), kept with the version. */
  budget?: Budget;
}

/** `created` is false when the same content was already published. */
export interface PublishResult {
  area: Area;
  version: string;
  created: boolean;
  files: number;
  bytes: number;
}

function sameFiles(recorded: readonly FileRecord[], incoming: readonly { path: string; sha256: string }[]): boolean {
  if (recorded.length !== incoming.length) return false;
  const byPath = new Map(recorded.map((file) => [file.path, file.sha256]));
  return incoming.every((file) => byPath.get(file.path) === file.sha256);
}

const REBUILD = 'publish the folder a production build wrote (npm run build), and only what its build-files.json names';

function some(paths: readonly string[]): string {
  return `${paths.slice(0, 10).join(', ')}${paths.length > 10 ? `, and ${paths.length - 10} more` : ''}`;
}

/** Refuses files the build's own list (`build-files.json`, decision 018) does not name exactly. */
function checkBuildFiles(input: PublishInput): Result<null> {
  const listFile = input.files.find((file) => file.path === BUILD_FILES);
  if (listFile === undefined) return apiError(400, 'unlisted_files', `files: ${BUILD_FILES} is missing; ${REBUILD}`);
  let list;
  try {
    list = parseBuildFiles(Buffer.from(listFile.data).toString('utf8'));
  } catch (error) {
    return apiError(400, 'unlisted_files', `files: ${error instanceof Error ? error.message : String(error)}; ${REBUILD}`);
  }
  const { unlisted, missing, changed } = compareWithBuild(list, input.files);
  if (unlisted.length > 0) {
    return apiError(
      400,
      'unlisted_files',
      `files: ${unlisted.length} files no build output names (not in ${BUILD_FILES}): ${some(unlisted)}; ${REBUILD}`,
      {
        unlisted,
      },
    );
  }
  if (missing.length > 0) return apiError(400, 'unlisted_files', `files: ${BUILD_FILES} names ${some(missing)}, not among the files`);
  if (changed.length > 0) {
    return apiError(400, 'unlisted_files', `files: ${some(changed)} differ from what the build wrote (${BUILD_FILES}); ${REBUILD}`);
  }
  return ok(null);
}

function checkContent(input: PublishInput): Result<string> {
  const seen = new Set<string>();
  for (const file of input.files) {
    if (seen.has(file.path)) return apiError(400, 'invalid_body', `files: "${file.path}" is listed twice`);
    seen.add(file.path);
    if (sha256Hex(file.data) !== file.sha256) return apiError(400, 'hash_mismatch', `files: "${file.path}" does not match its sha256`);
  }
  const built = checkBuildFiles(input);
  if (!built.ok) return built;
  const manifestFile = input.files.find((file) => file.path === 'mf-manifest.json');
  if (manifestFile === undefined) return apiError(400, 'invalid_manifest', 'files: mf-manifest.json is missing');
  const raw = Buffer.from(manifestFile.data).toString('utf8');
  const manifest = parseManifest(raw, input.area, input.version);
  if (!manifest.ok) return manifest;
  for (const entry of [manifest.value.metaData.remoteEntry, manifest.value.metaData.ssrRemoteEntry]) {
    const path = entryFile(entry);
    if (!seen.has(path)) return apiError(400, 'invalid_manifest', `mf-manifest.json names ${path}, which is not among the files`);
  }
  return ok(raw);
}

/**
 * The route table of the version just stored, read by the remote checker from the area's default
 * origin; null with the reason when the checker is off or could not load it (the version is
 * published all the same: the gates judge whether it may go live).
 */
async function readRouteTable(deps: RegistryDeps, input: PublishInput): Promise<{ routes: string[] | null; routesNote?: string }> {
  const { area, version } = input;
  const checker = deps.config.remoteChecker;
  if (checker === null) return { routes: null, routesNote: 'not recorded: REGISTRY_REMOTE_CHECKER is off' };
  const origin = deps.config.defaultOrigins[area];
  // The files just received are what the checker may run (decision 053): not a byte else from the origin.
  const integrity = integrityOfFiles(input.files);
  const table = await runRouteTable({ ...checker, timeoutMs: deps.config.gateTimeoutMs }, { area, version, origin, integrity });
  if (table.ok) return { routes: table.routes };
  deps.log.warn(`publish: the route table of ${area}@${version} was not recorded: ${table.message}`);
  return { routes: null, routesNote: `not recorded: ${table.message}` };
}

/**
 * Publishes `input`. Refusals: 400 (`invalid_body`, `hash_mismatch`, `unlisted_files` when the
 * files are not exactly those `build-files.json` names, `invalid_manifest`) and 409
 * `version_immutable` when the version exists with other content.
 */
export async function publishVersion(deps: RegistryDeps, input: PublishInput): Promise<Result<PublishResult>> {
  const checked = checkContent(input);
  if (!checked.ok) return checked;
  const bytes = input.files.reduce((sum, file) => sum + file.data.byteLength, 0);
  const summary = { area: input.area, version: input.version, files: input.files.length, bytes };
  const immutable = apiError(
    409,
    'version_immutable',
    `${input.area}@${input.version} is already published with different content; publish a new version`,
  );

  // Serialised per version across every registry process (an advisory lock on PostgreSQL).
  return deps.db.withPublishLock(`${input.area}@${input.version}`, async (): Promise<Result<PublishResult>> => {
    if ((await deps.db.getVersion(input.area, input.version)) !== null) {
      return sameFiles(await deps.db.listFiles(input.area, input.version), input.files) ? ok({ ...summary, created: false }) : immutable;
    }
    if (await deps.store.hasVersion(input.area, input.version)) {
      // Left by a publish that stopped between the store and the database: adopt it only if identical.
      for (const file of input.files) {
        const stored = await deps.store.read(input.area, input.version, file.path);
        if (stored === null || sha256Hex(stored) !== file.sha256) return immutable;
      }
    } else {
      const files: ArtifactFile[] = input.files.map((file) => ({ path: file.path, data: file.data }));
      try {
        await deps.store.putVersion(input.area, input.version, files);
      } catch (error) {
        // An object store holding other bytes from a publish that stopped half way.
        if (isVersionConflict(error)) return immutable;
        throw error;
      }
    }
    const byPath = new Map(input.files.map((file) => [file.path, file.data]));
    const firstLoad = await firstLoadOf(checked.value, async (path) => byPath.get(path) ?? null);
    const firstThreeSeconds = await firstThreeSecondsOf(checked.value, async (path) => byPath.get(path) ?? null);
    const routeTable = await readRouteTable(deps, input);
    await deps.db.recordVersion(
      {
        area: input.area,
        version: input.version,
        manifest: checked.value,
        publishedAt: new Date(deps.now()).toISOString(),
        publishedBy: input.actor,
        fileCount: input.files.length,
        totalBytes: bytes,
      },
      input.files.map((file) => ({ path: file.path, sha256: file.sha256, size: file.data.byteLength })),
      {
        actor: input.actor,
        action: 'publish',
        area: input.area,
        fromVersion: null,
        toVersion: input.version,
        reason: input.reason,
        details: {
          files: input.files.length,
          bytes,
          ...claimNote(input.actor, input.claimedActor),
          ...(input.provenance === undefined ? {} : { provenance: input.provenance }),
          firstLoad,
          firstThreeSeconds,
          ...(input.budget === undefined ? {} : { budget: input.budget }),
          ...routeTable,
        },
      },
    );
    deps.log.info(`publish: ${input.actor} published ${input.area}@${input.version} (${input.files.length} files, ${bytes} bytes)`);
    return ok({ ...summary, created: true });
  });
}
