/**
 * The first-load budget an area declares in its package.json (decision 060):
 * `"meridian": { "budget": { "beforeHydration": <bytes>, "firstThreeSeconds": <bytes> } }`, gzip -9
 * bytes. `publish` sends it with the version, so the budget travels with the code it was set for.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { budgetSchema, type Budget } from '../services/budget.ts';

/**
 * The budget of `remote-<remote>/package.json`, or null when it declares none (or there is no such
 * file). Throws an Error naming the file when the declaration is there but not two positive whole
 * numbers of bytes.
 */
export async function packageBudget(repoRoot: string, remote: string): Promise<Budget | null> {
  const file = join(repoRoot, `remote-${remote}`, 'package.json');
  const text = await readFile(file, 'utf8').catch((error: unknown) => {
    if (typeof error === 'object' && error !== null && Reflect.get(error, 'code') === 'ENOENT') return null;
    throw error;
  });
  if (text === null) return null;
  const manifest: unknown = JSON.parse(text);
  const meridian: unknown = typeof manifest === 'object' && manifest !== null ? Reflect.get(manifest, 'meridian') : undefined;
  const declared: unknown = typeof meridian === 'object' && meridian !== null ? Reflect.get(meridian, 'budget') : undefined;
  if (declared === undefined) return null;
  const parsed = budgetSchema.safeParse(declared);
  if (!parsed.success)
    throw new Error(`${file}: meridian.budget must be { "beforeHydration": <bytes>, "firstThreeSeconds": <bytes> } (gzip -9 bytes)`);
  return parsed.data;
}
