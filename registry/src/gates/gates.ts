/**
 * Checks a remote version must pass before it is activated or sent to a canary (rule release.gates).
 * Each failure names its check: `origin-allowed`, `manifest`, `hashes`,
 * `shared-deps`, `loads-and-renders`.
 */
import { AREAS, type Area } from '@meridian/shared/areas';
import { manifestUrl } from '@meridian/shared/release';
import type { RegistryRepository } from '../db/repository.ts';
import type { ArtifactStore } from '../store/artifact-store.ts';
import { describeError } from '../errors.ts';
import { parseManifest, sha256Hex, type SharedModule } from '../manifest.ts';
import { readHostShared, readHostSharedExports, sharedExportProblems } from './host-shared.ts';
import type { RemoteCheckRunner } from './remote-checker.ts';
import { sharedDepProblems, type SharedOfRemote } from './shared-deps.ts';
import { integrityOfFiles } from '../services/version-integrity.ts';

/** Names of the checks, in the order they run. */
export type GateCheck = 'origin-allowed' | 'manifest' | 'hashes' | 'shared-deps' | 'loads-and-renders';

/** One failed check and why. */
export interface GateFailure {
  check: GateCheck;
  message: string;
}

/** What the gates read: the database, the store, the allow-list, the host file, a fetch, the checker. */
export interface GateContext {
  db: RegistryRepository;
  store: ArtifactStore;
  allowedOrigins: readonly string[];
  hostSharedPath: string;
  timeoutMs: number;
  fetch: typeof fetch;
  /** Runs the `loads-and-renders` checker; null when REGISTRY_REMOTE_CHECKER=off (the gate is skipped). */
  checkRemote: RemoteCheckRunner | null;
}

/** The version to check and the origin it would be served from. */
export interface GateTarget {
  area: Area;
  version: string;
  origin: string;
}

async function checkManifest(context: GateContext, target: GateTarget, recordedSha: string | undefined): Promise<string | null> {
  const url = manifestUrl({ origin: target.origin, version: target.version });
  let body: string;
  try {
    const response = await context.fetch(url, { signal: AbortSignal.timeout(context.timeoutMs), redirect: 'error' });
    if (!response.ok) return `${url} answered HTTP ${response.status}`;
    body = await response.text();
  } catch (error) {
    return `${url} is not reachable: ${describeError(error)}`;
  }
  const parsed = parseManifest(body, target.area, target.version);
  if (!parsed.ok) return `${url} is invalid: ${parsed.error.message}`;
  if (recordedSha !== undefined && sha256Hex(body) !== recordedSha) return `${url} differs from the published mf-manifest.json`;
  return null;
}

async function checkHashes(context: GateContext, target: GateTarget): Promise<string | null> {
  const files = await context.db.listFiles(target.area, target.version);
  if (files.length === 0) return `${target.area}@${target.version} has no recorded files`;
  const bad: string[] = [];
  for (const file of files) {
    const data = await context.store.read(target.area, target.version, file.path);
    if (data === null) bad.push(`${file.path} (missing)`);
    else if (sha256Hex(data) !== file.sha256) bad.push(`${file.path} (hash differs)`);
  }
  if (bad.length === 0) return null;
  const shown = bad.slice(0, 5).join(', ');
  return `${bad.length} of ${files.length} files do not match their recorded sha256: ${shown}${bad.length > 5 ? ', ...' : ''}`;
}

async function manifestOf(context: GateContext, area: Area, version: string) {
  const record = await context.db.getVersion(area, version);
  if (record === null) return null;
  const parsed = parseManifest(record.manifest, area, version);
  return parsed.ok ? parsed.value : null;
}

async function sharedOf(context: GateContext, area: Area, version: string): Promise<readonly SharedModule[]> {
  return (await manifestOf(context, area, version))?.shared ?? [];
}

async function checkSharedDeps(context: GateContext, target: GateTarget): Promise<string | null> {
  const host = await readHostShared(context.hostSharedPath);
  if (!host.ok) return host.error.message;
  const others: SharedOfRemote[] = [];
  for (const area of AREAS) {
    if (area === target.area) continue;
    const release = await context.db.getRelease(area);
    if (release === null) continue;
    others.push({ label: `${area}@${release.version}`, shared: await sharedOf(context, area, release.version) });
    if (release.canary !== null) {
      others.push({ label: `${area}@${release.canary.version} (canary)`, shared: await sharedOf(context, area, release.canary.version) });
    }
  }
  const candidate = { label: `${target.area}@${target.version}`, shared: await sharedOf(context, target.area, target.version) };
  const offered = await readHostSharedExports(context.hostSharedPath);
  if (!offered.ok) return offered.error.message;
  const problems = [
    ...sharedDepProblems(candidate, host.value, others),
    ...sharedExportProblems((await manifestOf(context, target.area, target.version))?.metaData.sharedExports ?? {}, offered.value),
  ];
  return problems.length === 0 ? null : problems.join('; ');
}

/**
 * Runs every check for `target` and returns the failures (empty when it may go live). The
 * manifest is not fetched from an origin that is not allow-listed, and `loads-and-renders`
 * runs last and only when every other check passed: it executes the remote's server code, which
 * is pointless (and unsafe) for a version already refused. Never throws for an unreachable
 * origin, a bad manifest or a failing checker: those are failures.
 */
export async function runGates(context: GateContext, target: GateTarget): Promise<GateFailure[]> {
  const failures: GateFailure[] = [];
  const files = await context.db.listFiles(target.area, target.version);
  const recorded = files.find((file) => file.path === 'mf-manifest.json');
  if (!context.allowedOrigins.includes(target.origin)) {
    failures.push({
      check: 'origin-allowed',
      message: `origin ${target.origin} is not in REGISTRY_ALLOWED_ORIGINS (${context.allowedOrigins.join(', ')})`,
    });
  } else {
    const manifestProblem = await checkManifest(context, target, recorded?.sha256);
    if (manifestProblem !== null) failures.push({ check: 'manifest', message: manifestProblem });
  }
  const hashProblem = await checkHashes(context, target);
  if (hashProblem !== null) failures.push({ check: 'hashes', message: hashProblem });
  const sharedProblem = await checkSharedDeps(context, target);
  if (sharedProblem !== null) failures.push({ check: 'shared-deps', message: sharedProblem });
  if (failures.length === 0 && context.checkRemote !== null) {
    // The checker runs no server file that differs from what was published (decision 053).
    const rendered = await context.checkRemote({ ...target, integrity: integrityOfFiles(files) });
    if (!rendered.ok) failures.push({ check: 'loads-and-renders', message: rendered.message });
  }
  return failures;
}

/** One sentence for a refusal: `gate "manifest" failed: ...; gate "hashes" failed: ...`. */
export function describeFailures(failures: readonly GateFailure[]): string {
  return failures.map((failure) => `gate "${failure.check}" failed: ${failure.message}`).join('; ');
}
