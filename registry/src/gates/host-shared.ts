/**
 * Reads the host's shared singleton versions, the JSON file the host build writes
 * (`host/dist/shared-versions.json`, REGISTRY_HOST_SHARED): `{ "react": "19.3.1", ... }`.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { packageOf } from '../manifest.ts';
import { apiError, ok, type Result } from '../errors.ts';

const hostSharedSchema = z.record(z.string(), z.string().min(1));

/**
 * Loads the file at `path`; keys are normalised to package names (`react/` gives `react`).
 * Refuses (code `host_shared_missing` or `host_shared_invalid`) with a sentence naming the path.
 */
export async function readHostShared(path: string): Promise<Result<Record<string, string>>> {
  let raw: string;
  try {
    raw = await readFile(path, 'utf8');
  } catch {
    return apiError(
      422,
      'host_shared_missing',
      `the host's shared versions file is missing at ${path} (REGISTRY_HOST_SHARED; the host build writes it)`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return apiError(422, 'host_shared_invalid', `the host's shared versions file at ${path} is not valid JSON`);
  }
  const parsed = hostSharedSchema.safeParse(json);
  if (!parsed.success)
    return apiError(422, 'host_shared_invalid', `the host's shared versions file at ${path} must map package names to versions`);
  return ok(Object.fromEntries(Object.entries(parsed.data).map(([name, version]) => [packageOf(name), version])));
}

const hostExportsSchema = z.record(z.string(), z.array(z.string()));

/**
 * Reads what the host's browser copy of each tree-shaken shared package offers: the
 * `shared-exports.json` the host build writes next to `shared-versions.json` (decision 010),
 * `{ "react-router": ["Link", ...] }`. A host without the file tree-shakes nothing: empty.
 */
export async function readHostSharedExports(sharedVersionsPath: string): Promise<Result<Record<string, string[]>>> {
  const path = join(dirname(sharedVersionsPath), 'shared-exports.json');
  let raw: string;
  try {
    raw = await readFile(path, 'utf8');
  } catch {
    return ok({});
  }
  try {
    const parsed = hostExportsSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return ok(parsed.data);
  } catch {
    // reported below
  }
  return apiError(422, 'host_shared_invalid', `the host's shared exports file at ${path} must map package names to export names`);
}

/** Sentences naming each export a remote imports that the host's browser copy does not offer. */
export function sharedExportProblems(
  used: Readonly<Record<string, readonly string[]>>,
  offered: Readonly<Record<string, readonly string[]>>,
): string[] {
  const problems: string[] = [];
  for (const [pkg, names] of Object.entries(used)) {
    const available = offered[pkg];
    if (available === undefined) continue;
    const missing = names.filter((name) => !available.includes(name));
    if (missing.length > 0)
      problems.push(`${pkg}: imports ${missing.join(', ')}, which the host's browser build does not provide (tooling/shared-exports.ts)`);
  }
  return problems;
}
