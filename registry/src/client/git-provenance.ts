/**
 * Where a build came from, read from git when the publisher runs in a checkout (decision 044: the
 * console's diff shows commit, branch, author and message): the last commit that touched the
 * remote's folder. Outside a git checkout, or without git, nothing is recorded.
 */
import { execFileSync } from 'node:child_process';

/** Commit (full hash), branch, author and subject; each absent when git cannot say. */
export interface Provenance {
  commit?: string;
  branch?: string;
  author?: string;
  message?: string;
}

function git(repoRoot: string, args: readonly string[]): string | undefined {
  try {
    const out = execFileSync('git', ['-C', repoRoot, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000,
    }).trim();
    return out === '' ? undefined : out;
  } catch {
    return undefined;
  }
}

/** The provenance of `folder` (relative to `repoRoot`), or an empty object outside git. */
export function gitProvenance(repoRoot: string, folder: string): Provenance {
  const line = git(repoRoot, ['log', '-1', '--format=%H%x1f%an%x1f%s', '--', folder]);
  if (line === undefined) return {};
  const [commit, author, message] = line.split('\x1f');
  const branch = git(repoRoot, ['rev-parse', '--abbrev-ref', 'HEAD']);
  return {
    ...(commit ? { commit } : {}),
    ...(branch && branch !== 'HEAD' ? { branch } : {}),
    ...(author ? { author } : {}),
    ...(message ? { message: message.slice(0, 500) } : {}),
  };
}
