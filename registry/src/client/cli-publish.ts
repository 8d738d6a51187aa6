/**
 * `publish <remote> [version]` and the deploy script's publish: what the production build wrote
 * into `remote-<remote>/dist/<version>/` (its build-files.json), with the git provenance and the
 * package's first-load budget (decision 060).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { publishResultSchema } from '@meridian/shared/registry-contract';
import { collectVersionFiles } from './collect-files.ts';
import { UsageError, type CliContext } from './cli-context.ts';
import { gitProvenance } from './git-provenance.ts';
import { packageBudget } from './package-budget.ts';

/** The version in `remote-<remote>/package.json`; a usage error when it has none. */
export async function packageVersion(repoRoot: string, remote: string): Promise<string> {
  const raw = await readFile(join(repoRoot, `remote-${remote}`, 'package.json'), 'utf8');
  const manifest: unknown = JSON.parse(raw);
  const version: unknown = typeof manifest === 'object' && manifest !== null ? Reflect.get(manifest, 'version') : undefined;
  if (typeof version !== 'string') throw new UsageError(`remote-${remote}/package.json has no version`);
  return version;
}

/** Uploads the files the production build wrote into `remote-<remote>/dist/<version>/` (its build-files.json); shared with the deploy script. */
export async function publishFolder(context: CliContext, remote: string, version: string): Promise<void> {
  const dir = join(context.repoRoot, `remote-${remote}`, 'dist', version);
  const budget = await packageBudget(context.repoRoot, remote);
  const { files, bytes, leftOut } = await collectVersionFiles(dir);
  const result = await context.client.post(
    `/api/remotes/${remote}/versions`,
    {
      version,
      files,
      reason: `publish ${remote}@${version}`,
      provenance: gitProvenance(context.repoRoot, `remote-${remote}`),
      ...(budget === null ? {} : { budget }),
    },
    publishResultSchema,
  );
  context.out(
    `${result.created ? 'published' : 'already published (identical)'} ${remote}@${version}: ${files.length} files, ${(bytes / 1024).toFixed(0)} KB`,
  );
  if (leftOut.length > 0) {
    const shown = leftOut.slice(0, 5).join(', ');
    context.out(`  left out ${leftOut.length} files no production build wrote (${shown}${leftOut.length > 5 ? ', ...' : ''})`);
  }
}
