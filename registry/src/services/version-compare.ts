/**
 * A version against the live one (decision 044, "a diff against the active version"): health side by
 * side over the last hour (`health-window.ts`) and what changed, read from what the registry keeps
 * of each version: its manifest (exposes, shared dependency versions), its recorded files (browser
 * chunks and bytes) and its publish audit entry (the commit it was built from, its route table and
 * first-load JavaScript, when recorded). A version published before route tables were recorded
 * has none; its first load is then computed from its stored files.
 */
import type { Area } from '@meridian/shared/areas';
import type { provenanceSchema, versionCompareSchema, WireOut } from '@meridian/shared/registry-contract';
import { FIRST_LOAD_WARN_PERCENT, firstLoadSchema, provenanceSchema as provenanceParser } from '@meridian/shared/registry-contract';
import { z } from 'zod';
import { apiError, ok, type Result } from '../errors.ts';
import type { FileRecord, VersionRecord } from '../db/version-repo.ts';
import { REMOTE_ENTRY_FILE } from '@meridian/shared/release';
import type { RegistryDeps } from './deps.ts';
import { healthWindow } from './health-window.ts';
import { firstLoadOf } from './first-load.ts';

/** The comparison, as the API sends it. */
export type VersionCompare = WireOut<typeof versionCompareSchema>;
type Provenance = WireOut<typeof provenanceSchema>;

/** A browser chunk's name without its content hash: `js/async/412.3f9a1c2b.js` → `js/async/412.js`. */
export function chunkName(path: string): string {
  return path.replace(/[.-][0-9a-f]{8,}(?=\.)/g, '');
}

function browserChunks(files: readonly FileRecord[]): Map<string, number> {
  const chunks = new Map<string, number>();
  for (const file of files) {
    if (file.path.startsWith('server/') || !/\.(?:m?js|css)$/.test(file.path)) continue;
    const name = chunkName(file.path);
    chunks.set(name, (chunks.get(name) ?? 0) + file.size);
  }
  return chunks;
}

interface ManifestFacts {
  exposes: string[];
  shared: Map<string, string>;
}

function manifestFacts(raw: string | undefined): ManifestFacts {
  const facts: ManifestFacts = { exposes: [], shared: new Map() };
  if (raw === undefined) return facts;
  const json: unknown = JSON.parse(raw);
  const exposes: unknown = typeof json === 'object' && json !== null ? Reflect.get(json, 'exposes') : undefined;
  const shared: unknown = typeof json === 'object' && json !== null ? Reflect.get(json, 'shared') : undefined;
  if (Array.isArray(exposes))
    for (const item of exposes) facts.exposes.push(String(Reflect.get(Object(item), 'path') ?? Reflect.get(Object(item), 'name')));
  if (Array.isArray(shared)) {
    for (const item of shared) {
      const name = String(Reflect.get(Object(item), 'name'));
      const version = Reflect.get(Object(item), 'version');
      const required = Reflect.get(Object(item), 'requiredVersion');
      facts.shared.set(name, typeof version === 'string' && version !== '' ? version : typeof required === 'string' ? required : '');
    }
  }
  return facts;
}

/** What the publish audit entry of a version recorded: provenance, route table, first load (each null when not). */
export interface Published {
  provenance: Provenance | null;
  routes: string[] | null;
  firstLoad: number | null;
}

const routesParser = z.array(z.string());

/** What `version`'s publish entry recorded (a version's publish belongs to every environment: decision 059). */
export async function publishedFacts(deps: RegistryDeps, area: Area, version: VersionRecord): Promise<Published> {
  const entries = await deps.db.listAudit({ area, actions: ['publish'], allEnvironments: true, limit: 1000 });
  const details = entries.find((entry) => entry.toVersion === version.version)?.details ?? {};
  const provenance = provenanceParser.safeParse(details.provenance);
  const routes = routesParser.safeParse(details.routes);
  const recorded = firstLoadSchema.safeParse(details.firstLoad);
  // Versions published before first loads were recorded: the same figure from the stored files.
  const firstLoad = recorded.success
    ? recorded.data
    : await firstLoadOf(version.manifest, (path) => deps.store.read(area, version.version, path));
  return {
    provenance: provenance.success ? provenance.data : null,
    routes: routes.success ? routes.data : null,
    firstLoad: firstLoad?.gzipBytes ?? null,
  };
}

/** The first-load delta of `after` against `before` (gzip bytes), warning above {@link FIRST_LOAD_WARN_PERCENT}. */
export function firstLoadDelta(before: number | null, after: number | null): VersionCompare['diff']['firstLoad'] {
  if (before === null || after === null || before === 0) return { before, after, deltaBytes: null, deltaPercent: null, warn: false };
  const deltaPercent = ((after - before) / before) * 100;
  return { before, after, deltaBytes: after - before, deltaPercent, warn: deltaPercent > FIRST_LOAD_WARN_PERCENT };
}

/**
 * Compares `area@version` with the area's active version. Refuses with 404 `version_not_found`
 * when the version has not been published.
 */
export async function compareVersion(deps: RegistryDeps, area: Area, version: string): Promise<Result<VersionCompare>> {
  const candidate = await deps.db.getVersion(area, version);
  if (candidate === null) return apiError(404, 'version_not_found', `${area}@${version} has not been published`);
  const release = await deps.db.getRelease(area);
  const activeVersion = release?.version ?? null;
  const active: VersionRecord | null = activeVersion === null ? null : await deps.db.getVersion(area, activeVersion);
  const [afterFiles, beforeFiles] = await Promise.all([
    deps.db.listFiles(area, version),
    active ? deps.db.listFiles(area, active.version) : [],
  ]);
  const after = manifestFacts(candidate.manifest);
  const before = manifestFacts(active?.manifest);
  const afterChunks = browserChunks(afterFiles);
  const beforeChunks = browserChunks(beforeFiles);
  const chunks = [...new Set([...afterChunks.keys(), ...beforeChunks.keys()])]
    .map((chunk) => ({ chunk, before: active ? (beforeChunks.get(chunk) ?? null) : null, after: afterChunks.get(chunk) ?? null }))
    .filter((item) => item.before !== item.after)
    .sort((a, b) => Math.abs((b.after ?? 0) - (b.before ?? 0)) - Math.abs((a.after ?? 0) - (a.before ?? 0)));
  const names = [...new Set([...after.shared.keys(), ...before.shared.keys()])].sort();
  const [published, livePublished] = await Promise.all([
    publishedFacts(deps, area, candidate),
    active === null ? null : publishedFacts(deps, area, active),
  ]);
  const newRoutes = published.routes;
  const oldRoutes = livePublished?.routes ?? null;
  const both = newRoutes !== null && oldRoutes !== null;
  const entrySize = (files: readonly FileRecord[]) => files.find((file) => file.path === REMOTE_ENTRY_FILE)?.size ?? null;
  return ok({
    area,
    candidate: version,
    active: active?.version ?? null,
    health: {
      candidate: await healthWindow(deps, area, version),
      active: active === null ? null : await healthWindow(deps, area, active.version),
    },
    diff: {
      exposes: {
        added: after.exposes.filter((name) => active !== null && !before.exposes.includes(name)),
        removed: before.exposes.filter((name) => !after.exposes.includes(name)),
      },
      files: { before: active?.fileCount ?? null, after: candidate.fileCount },
      bytes: { before: active?.totalBytes ?? null, after: candidate.totalBytes },
      entryBytes: { before: active ? entrySize(beforeFiles) : null, after: entrySize(afterFiles) },
      routes: {
        candidate: newRoutes,
        active: oldRoutes,
        added: both ? newRoutes.filter((path) => !oldRoutes.includes(path)) : [],
        removed: both ? oldRoutes.filter((path) => !newRoutes.includes(path)) : [],
      },
      firstLoad: firstLoadDelta(livePublished?.firstLoad ?? null, published.firstLoad),
      chunks,
      shared: names
        .map((name) => ({ name, before: active ? (before.shared.get(name) ?? null) : null, after: after.shared.get(name) ?? null }))
        .filter((item) => active === null || item.before !== item.after),
      provenance: { candidate: published.provenance, active: livePublished?.provenance ?? null },
    },
  });
}
