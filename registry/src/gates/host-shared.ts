/**
 * Reads the host's shared singleton versions, the JSON file the host build writes
 * (`host/dist/shared-versions.json`, REGISTRY_HOST_SHARED): `{ "react": "19.3.1", ... }`.
 */
import { readFile } from 'node:fs/promises';
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
    return apiError(422, 'host_shared_missing', `the host's shared versions file is missing at ${path} (REGISTRY_HOST_SHARED; the host build writes it)`);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return apiError(422, 'host_shared_invalid', `the host's shared versions file at ${path} is not valid JSON`);
  }
  const parsed = hostSharedSchema.safeParse(json);
  if (!parsed.success) return apiError(422, 'host_shared_invalid', `the host's shared versions file at ${path} must map package names to versions`);
  return ok(Object.fromEntries(Object.entries(parsed.data).map(([name, version]) => [packageOf(name), version])));
}
