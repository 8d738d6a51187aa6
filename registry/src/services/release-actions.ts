/**
 * The release actions as pure state transitions of one area (decision 005): activate, rollback,
 * canary, promote, abort-canary. No I/O here: the service checks revisions, reads the versions'
 * record (`version-marks.ts`), runs the gates and stores the result. A rollback goes only to a
 * previous version that was never pulled; a version the gates refused goes live only through
 * the gates again (decision 050).
 */
import type { Area } from '@meridian/shared/areas';
import { apiError, ok, type Result } from '../errors.ts';
import { MAX_HISTORY, type AreaRelease } from '../db/release-repo.ts';
import { GATE_REFUSED, NO_MARKS, type VersionMark, type VersionMarks } from './version-marks.ts';

/** A requested action, already validated for shape. */
export type ReleaseAction =
  | { action: 'activate'; remote: Area; version: string; origin?: string }
  | { action: 'rollback'; remote: Area; version?: string; steps?: number }
  | { action: 'canary'; remote: Area; version: string; percent: number }
  | { action: 'promote'; remote: Area }
  | { action: 'abort-canary'; remote: Area };

/** The new state, what to gate first (if anything) and what the audit log should say. */
export interface ReleasePlan {
  next: AreaRelease;
  fromVersion: string | null;
  toVersion: string | null;
  /** Version and origin that must pass the gates before the plan may be stored. */
  gate: { version: string; origin: string } | null;
  details: Record<string, unknown>;
}

/** Puts `replaced` first in the history, dropping `activeNext` and duplicates. */
function pushHistory(previous: readonly string[], replaced: string, activeNext: string): string[] {
  const list = [replaced, ...previous].filter((version) => version !== activeNext);
  return [...new Set(list)].slice(0, MAX_HISTORY);
}

/** `versions` without `version` (and without duplicates). */
function without(versions: readonly string[] | undefined, version: string): string[] {
  return [...new Set(versions ?? [])].filter((item) => item !== version);
}

/** A version's pull in words, for a refusal: `the gates refused it on 2026-12-01T10:00:00.000Z (loads-and-renders: ...)`. */
export function describePull(mark: VersionMark): string {
  const when = `on ${mark.at}`;
  switch (mark.action) {
    case GATE_REFUSED:
      return `the gates refused it ${when} (${mark.reason})`;
    case 'rollback':
      return `${mark.actor} rolled back from it ${when}`;
    case 'abort-canary':
      return `${mark.actor} aborted its canary ${when}`;
    case 'auto-abort-canary':
      return `the registry aborted its canary ${when} (${mark.reason})`;
    case 'rollout-rollback':
      return `the guard rolled its rollout back ${when} (${mark.reason})`;
    default:
      return `${mark.actor} stopped its rollout ${when}`;
  }
}

/** The refusal of a rollback to anything but a previous version never pulled: it is an activation, with its gates and approvals. */
function notARollback(remote: Area, version: string, why: string, mark?: VersionMark): Result<never> {
  return apiError(
    409,
    mark === undefined ? 'not_a_rollback' : 'version_pulled',
    `${remote}@${version} ${why}; a rollback only goes to a previous version that was never pulled. ` +
      `Activate it instead: the gates run again (and the two-person rule, where it applies)`,
    mark === undefined ? {} : { pulled: mark },
  );
}

function needActive(current: AreaRelease | null, remote: Area): Result<AreaRelease> {
  return current === null ? apiError(409, 'nothing_active', `${remote} has no active version yet; activate one first`) : ok(current);
}

/**
 * Plans `request` against the area's `current` state (null before its first activation).
 * `defaultOrigin` is used when neither the request nor the current state names an origin;
 * `nowMs` stamps a new canary; `marks` is the area's versions' record (pulls and gate refusals).
 * Refuses with 409 when the action makes no sense in this state (`not_a_rollback` and
 * `version_pulled` for a rollback to a version never live before, or pulled; `not_enough_history`
 * without one; `version_refused` for a promotion of a canary the gates refused since), 400 when
 * its fields contradict each other.
 */
export function planAction(
  current: AreaRelease | null,
  request: ReleaseAction,
  defaultOrigin: string,
  nowMs: number,
  marks: VersionMarks = NO_MARKS,
): Result<ReleasePlan> {
  const { remote } = request;
  switch (request.action) {
    case 'activate': {
      const origin = request.origin ?? current?.origin ?? defaultOrigin;
      if (current !== null && current.version === request.version && current.origin === origin) {
        return apiError(409, 'no_change', `${remote} is already at ${request.version}`);
      }
      const previous =
        current === null || current.version === request.version
          ? (current?.previous ?? [])
          : pushHistory(current.previous, current.version, request.version);
      return ok({
        next: { area: remote, version: request.version, origin, canary: null, previous, pulled: without(current?.pulled, request.version) },
        fromVersion: current?.version ?? null,
        toVersion: request.version,
        gate: { version: request.version, origin },
        details: current?.canary ? { canaryCleared: current.canary.version } : {},
      });
    }
    case 'rollback': {
      const active = needActive(current, remote);
      if (!active.ok) return active;
      const state = active.value;
      if (request.version !== undefined && request.steps !== undefined)
        return apiError(400, 'invalid_body', 'give either version or steps, not both');
      let target = request.version;
      if (target === undefined) {
        const steps = request.steps ?? 1;
        const targets = state.previous.filter((version) => version !== state.version && marks.pulled(version) === null);
        target = targets[steps - 1];
        if (target === undefined) {
          return apiError(
            409,
            'not_enough_history',
            `${remote} has ${targets.length} previous version(s) that were never pulled; cannot roll back ${steps} step(s). ` +
              `Activate an earlier version instead: the gates run again (and the two-person rule, where it applies)`,
          );
        }
      }
      if (target === state.version) return apiError(409, 'no_change', `${remote} is already at ${target}`);
      if (!state.previous.includes(target)) return notARollback(remote, target, `was not live before ${state.version}`);
      const pulled = marks.pulled(target);
      if (pulled !== null) return notARollback(remote, target, `was pulled: ${describePull(pulled)}`, pulled);
      return ok({
        next: {
          ...state,
          version: target,
          canary: null,
          previous: pushHistory(state.previous, state.version, target),
          pulled: [state.version, ...without(state.pulled, target)].slice(0, MAX_HISTORY),
        },
        fromVersion: state.version,
        toVersion: target,
        gate: null,
        details: {
          steps: request.steps ?? (request.version === undefined ? 1 : null),
          ...(state.canary ? { canaryCleared: state.canary.version } : {}),
        },
      });
    }
    case 'canary': {
      const active = needActive(current, remote);
      if (!active.ok) return active;
      const state = active.value;
      if (state.version === request.version)
        return apiError(409, 'canary_is_active', `${request.version} is already the active version of ${remote}`);
      const sameVersion = state.canary?.version === request.version;
      // A new share of a canary the gates refused since it started runs them again, like an activation.
      const gated = !sameVersion || marks.refused(request.version) !== null;
      return ok({
        next: {
          ...state,
          canary: {
            version: request.version,
            percent: request.percent,
            startedMs: sameVersion && state.canary ? state.canary.startedMs : nowMs,
          },
        },
        fromVersion: state.canary?.version ?? null,
        toVersion: request.version,
        gate: gated ? { version: request.version, origin: state.origin } : null,
        details: { percent: request.percent, previousPercent: state.canary?.percent ?? null },
      });
    }
    case 'promote':
    case 'abort-canary': {
      const active = needActive(current, remote);
      if (!active.ok) return active;
      const state = active.value;
      if (state.canary === null)
        return apiError(409, 'no_canary', `${remote} has no canary to ${request.action === 'promote' ? 'promote' : 'abort'}`);
      const canary = state.canary;
      if (request.action === 'abort-canary') {
        return ok({
          next: { ...state, canary: null },
          fromVersion: canary.version,
          toVersion: null,
          gate: null,
          details: { percent: canary.percent },
        });
      }
      const refused = marks.refused(canary.version);
      if (refused !== null) {
        return apiError(
          409,
          'version_refused',
          `${remote}@${canary.version} cannot be promoted: ${describePull(refused)}. Activate it to run the gates again`,
          { pulled: refused },
        );
      }
      return ok({
        next: {
          ...state,
          version: canary.version,
          canary: null,
          previous: pushHistory(state.previous, state.version, canary.version),
          pulled: without(state.pulled, canary.version),
        },
        fromVersion: state.version,
        toVersion: canary.version,
        gate: null,
        details: { percent: canary.percent },
      });
    }
  }
}
