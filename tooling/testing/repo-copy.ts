/**
 * A throwaway copy of this repository for tests that change it (the scaffolders): every file git
 * tracks or would track (ignored files, `dist/` and `var/` left out) and a `node_modules` of
 * links into this checkout's, except the workspace links, which point into the copy so that
 * `@meridian/shared` is the copy's own. Not shipped.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The root of this checkout. */
export const REPO_ROOT = join(import.meta.dirname, '..', '..');

/** A copy and how to remove it. */
export interface RepoCopy {
  readonly root: string;
  remove(): void;
}

/** Copies the repository into a new temporary folder (about 11 MB of files; links, not copies, of node_modules). */
export function copyRepository(): RepoCopy {
  const root = mkdtempSync(join(tmpdir(), 'meridian-copy-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    try {
      cpSync(join(REPO_ROOT, file), join(root, file));
    } catch (error) {
      // A file git still tracks but the checkout deleted is simply not copied.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const modules = join(REPO_ROOT, 'node_modules');
  mkdirSync(join(root, 'node_modules', '@meridian'), { recursive: true });
  for (const name of readdirSync(modules)) {
    if (name === '@meridian') continue;
    // npm links each workspace (`host`, `remote-blog`) into node_modules; the copy's links point at its own.
    const workspace = lstatSync(join(modules, name)).isSymbolicLink();
    symlinkSync(workspace ? join(root, name) : join(modules, name), join(root, 'node_modules', name));
  }
  symlinkSync(join(root, 'shared'), join(root, 'node_modules', '@meridian', 'shared'));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
