/**
 * Where the host reads the release set from. One small interface so that the file reader of
 * this issue can be replaced by the release registry client without touching the renderer.
 */
import { readFileSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { ReleaseState } from '@meridian/shared/release';
import { parseReleaseState } from '@meridian/shared/release-state.server';

/** A source of the release state in force. `current()` is what a new request pins its release set from. */
export interface ReleaseSource {
  current(): ReleaseState;
  close(): void;
  /** When the current state was applied (ms since the epoch), where the source knows it: `/healthz` shows it. */
  appliedAt?(): number;
  /** Whether the source answers now (the registry's long poll), where the source has one to ask. */
  reachable?(): boolean;
}

/**
 * Reads the release file and watches its folder; a change applies to the next request.
 * An unreadable or invalid file keeps the last good set and logs why; the first read must succeed.
 */
export function createFileReleaseSource(file: string, log: (message: string) => void): ReleaseSource {
  const read = () => parseReleaseState(JSON.parse(readFileSync(file, 'utf8')));
  let set = read();
  let timer: NodeJS.Timeout | undefined;
  const reload = () => {
    try {
      const next = read();
      if (next.revision !== set.revision || JSON.stringify(next) !== JSON.stringify(set)) {
        set = next;
        log(`release set ${set.revision} applied`);
      }
    } catch (error) {
      log(`release file ${file} ignored, keeping revision ${set.revision}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const watcher: FSWatcher = watch(dirname(file), (_event, name) => {
    if (name !== null && name !== basename(file)) return;
    clearTimeout(timer);
    timer = setTimeout(reload, 50);
  });
  return {
    current: () => set,
    close: () => {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
