/**
 * Keeps the release snapshot (`release-state.json` in the bucket, decision 022) equal to the release
 * state, as import-map-deployer does: a host that starts while the registry is down boots from
 * it. One loop per registry process writes the state at start-up and again whenever the
 * revision moves, however it moved: a write in this process wakes it at once, a write by another
 * process sharing the database within the notifier's poll. A write that fails is retried with
 * backoff and never fails the release write itself: the database stays the source of truth. A
 * snapshot at a higher revision than the registry's own is never replaced (a registry started on
 * an empty or older database, or a process that fell behind another one, would move it backwards).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { describeError } from '../errors.ts';
import type { ReleaseSnapshotTarget } from '../store/artifact-store.ts';
import type { Logger, RegistryDeps } from './deps.ts';
import { readReleaseView, type ReleaseView } from './release-view.ts';
import type { RevisionNotifier } from './revision-notifier.ts';

/** Pauses between failed writes, in milliseconds: doubled from `first` up to `max`. */
export interface SnapshotBackoff {
  first: number;
  max: number;
}

/** What the loop needs: the current state, the revision notifier, where to write and a logger. */
export interface SnapshotLoopOptions {
  read: () => ReleaseView | Promise<ReleaseView>;
  revisions: RevisionNotifier;
  target: ReleaseSnapshotTarget;
  log: Logger;
  backoff?: SnapshotBackoff;
  /** Longest wait for a new revision before the state is read again, in milliseconds. */
  idleMs?: number;
}

/** A running loop. `close()` stops it and resolves once a write in flight has finished. */
export interface SnapshotLoop {
  close(): Promise<void>;
}

/** Starts the loop; the first write happens at once. */
export function startReleaseSnapshots(options: SnapshotLoopOptions): SnapshotLoop {
  const { read, revisions, target, log } = options;
  const backoff = options.backoff ?? { first: 500, max: 30_000 };
  const idleMs = options.idleMs ?? 30_000;
  const stop = new AbortController();
  const stopped = new Promise<void>((resolve) => stop.signal.addEventListener('abort', () => resolve(), { once: true }));

  const run = async (): Promise<void> => {
    let written: number | null = null;
    let failures = 0;
    while (!stop.signal.aborted) {
      try {
        const view = await read();
        if (view.revision !== written) {
          const stored = await target.storedRevision();
          if (stored !== null && stored > view.revision) {
            log.warn(
              `release snapshot: ${target.describe()} is at revision ${stored}, ahead of this registry's ${view.revision}: left alone (a registry on an empty or older database must not replace the state hosts boot from; delete the snapshot to let this registry write it)`,
            );
          } else {
            await target.write(`${JSON.stringify(view)}\n`);
            if (failures > 0) log.info(`release snapshot: ${target.describe()} written again (revision ${view.revision})`);
          }
          written = view.revision;
          failures = 0;
        }
        if (stop.signal.aborted) return;
        await Promise.race([revisions.waitForChange(view.revision, idleMs), stopped]);
      } catch (error) {
        if (stop.signal.aborted) return;
        if (failures === 0)
          log.warn(
            `release snapshot: writing ${target.describe()} failed (${describeError(error)}); hosts that start while the registry is down boot from an older state until it works; retrying`,
          );
        failures += 1;
        await sleep(Math.min(backoff.max, backoff.first * 2 ** (failures - 1)), undefined, { signal: stop.signal }).catch(() => undefined);
      }
    }
  };
  const running = run();

  return {
    async close() {
      stop.abort();
      await running;
    },
  };
}

/**
 * Runs the loop over `deps` while `app` is up (from `ready`/`listen` to `close`), when the
 * registry has a snapshot target (`ARTIFACT_STORE_URL` set); does nothing otherwise.
 */
export function registerReleaseSnapshots(app: FastifyInstance, deps: RegistryDeps): void {
  const target = deps.releaseSnapshot;
  if (target === null) return;
  let loop: SnapshotLoop | null = null;
  app.addHook('onReady', async () => {
    loop = startReleaseSnapshots({
      read: () => readReleaseView(deps.db, deps.config.canary.maxFailureRate, deps.integrity),
      revisions: deps.revisions,
      target,
      log: deps.log,
    });
  });
  app.addHook('preClose', async () => {
    await loop?.close();
  });
}
