/**
 * The fields of a Module Federation 2 `mf-manifest.json` that the registry and the host use,
 * checked with zod (docs/architecture.md, "Module Federation rules"; docs/architecture.md, "Federation on the server: verified facts").
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { containerName, REMOTE_ENTRY_FILE } from '@meridian/shared/release';
import type { Area } from '@meridian/shared/areas';
import { apiError, ok, type Result } from './errors.ts';

const entrySchema = z.object({ name: z.string().min(1), path: z.string() });

/**
 * One shared module as the manifest lists it (`react`, `react/jsx-runtime`, `@meridian/shared/bus`...).
 * `version` is empty for modules shared by prefix with `import: false` (Module Federation 2.9
 * writes `"version": ""` for `react/jsx-runtime`): then only `requiredVersion` says anything.
 */
export const sharedModuleSchema = z.object({
  name: z.string().min(1),
  version: z.string(),
  requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
  singleton: z.boolean().optional(),
});

/** The manifest fields used: container name, both entries, shared modules, the `./routes` expose. */
export const manifestSchema = z.object({
  name: z.string().min(1),
  metaData: z.object({
    /** The browser container: `remoteEntry.js` at the version's root, which the host's pages load by URL (decision 016). */
    remoteEntry: entrySchema.refine(
      (entry) => entry.name === REMOTE_ENTRY_FILE && entry.path.replace(/^\.?\/+|\/+$/g, '') === '',
      `must be ${REMOTE_ENTRY_FILE} at the version's root (the host registers remotes by that URL)`,
    ),
    ssrRemoteEntry: entrySchema,
    /** What the remote imports from shared packages the host tree-shakes (decision 010), package to names. */
    sharedExports: z.record(z.string(), z.array(z.string())).default({}),
  }),
  shared: z.array(sharedModuleSchema),
  exposes: z
    .array(z.object({ name: z.string(), path: z.string().optional() }))
    .refine((list) => list.some((item) => item.path === './routes' || item.name === 'routes'), 'must expose ./routes'),
});

/** A validated manifest. */
export type Manifest = z.infer<typeof manifestSchema>;
/** One shared module entry. */
export type SharedModule = z.infer<typeof sharedModuleSchema>;

/** Lowercase hex sha256 of some bytes. */
export function sha256Hex(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Package that a shared module belongs to: `react/jsx-runtime` gives `react`, `@meridian/shared/bus` gives `@meridian/shared`. */
export function packageOf(moduleName: string): string {
  const parts = moduleName.split('/').filter(Boolean);
  return moduleName.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? moduleName);
}

/** `<path>/<name>` of a manifest entry, relative to the version folder. */
export function entryFile(entry: { name: string; path: string }): string {
  const folder = entry.path.replace(/^\.?\/+|\/+$/g, '');
  return folder === '' ? entry.name : `${folder}/${entry.name}`;
}

/**
 * Parses manifest text of `area`@`version`: valid JSON, the schema above, and the container
 * name that includes the version (`blog_1_4_0`). Refuses with 400 `invalid_manifest` naming
 * the first problem.
 */
export function parseManifest(raw: string, area: Area, version: string): Result<Manifest> {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return apiError(400, 'invalid_manifest', 'mf-manifest.json is not valid JSON');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return apiError(400, 'invalid_manifest', `mf-manifest.json: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
  }
  const expected = containerName(area, version);
  if (parsed.data.name !== expected) {
    return apiError(400, 'invalid_manifest', `mf-manifest.json names container "${parsed.data.name}", expected "${expected}"`);
  }
  return ok(parsed.data);
}
