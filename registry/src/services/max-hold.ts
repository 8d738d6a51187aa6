/**
 * A rollout stage's default maximum hold (decision 044), in a module of its own: the rollout
 * record (db/rollout-repo.ts) reads it for rollouts stored without one and the rollout machine
 * uses it, and neither imports the other for it. Nothing here reaches node:sqlite, so the
 * registry console may bundle the rollout machine for the browser.
 */

/** The shortest default maximum hold: hosts report signals every few seconds, so a stage gets at least a minute to gather its sample. */
export const MIN_DEFAULT_MAX_HOLD_MS = 60_000;

/** The default maximum hold of a stage in ms: four times its hold (`holdMs`, ms), at least a minute (decision 044). */
export function maxHoldOf(holdMs: number): number {
  return Math.max(4 * holdMs, MIN_DEFAULT_MAX_HOLD_MS);
}
