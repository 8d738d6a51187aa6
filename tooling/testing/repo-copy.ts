/**
 * A throwaway copy of this repository for tests that change it (the scaffolders): every file git
 * tracks or would track (ignored files, `dist/` and `var/` left out) and a `node_modules` of
 * links into this checkout's, except the workspace links, which point into the copy so that
 * `@meridian/shared` is the copy's own; a workspace's own `node_modules` is a link to this
 * checkout's. Not shipped.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
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
  // A workspace's own node_modules (a version npm could not hoist, such as the host's lru-cache) is linked too.
  for (const name of readdirSync(REPO_ROOT)) {
    const own = join(REPO_ROOT, name, 'node_modules');
    if (name !== 'node_modules' && existsSync(own) && existsSync(join(root, name))) symlinkSync(own, join(root, name, 'node_modules'));
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
