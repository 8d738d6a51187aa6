/**
 * Wire shapes of the registry's guarded rollouts (decision 032), part of the registry's
 * one contract (decision 034): `GET /api/rollouts/{area}`, `POST /api/rollouts` and
 * `POST /api/rollouts/{area}/{pause|resume|stop}`. Times in ms since epoch unless named ISO.
 */
import * as z from 'zod/mini';

/** Where a rollout stands. */
export const ROLLOUT_STATUSES = ['running', 'paused', 'completed', 'rolled-back', 'stopped'] as const;

/** One rollout: its stages (percentages), the stage it is at, and why it stands there. */
export const rolloutSchema = z.object({
  id: z.nullable(z.number()),
  area: z.string(),
  version: z.string(),
  /** The active version when it started: what it is compared against. */
  fromVersion: z.string(),
  stages: z.array(z.number()),
  stageIndex: z.int(),
  stageStartedMs: z.number(),
  /** Minimum time each stage holds, in ms. */
  holdMs: z.number(),
  /** Longest a stage may go without a verdict before the rollout pauses itself, in ms (decision 044). */
  maxHoldMs: z.number(),
  status: z.enum(ROLLOUT_STATUSES),
  reason: z.string(),
  actor: z.string(),
  startedMs: z.number(),
  updatedMs: z.number(),
  /** The figures of the last judgement (new and active version, verdict). */
  lastFigures: z.record(z.string(), z.unknown()),
  /** Where the guard's evidence starts: the rollout's start or its last resume (decision 049); absent from registries before it. */
  evidenceFromMs: z.optional(z.number()),
});

/**
 * The guard's judgement now (decision 049): `decision` one of `trip` (rolls back), `ask` (browser
 * evidence alone: pauses for a person), `pass`, `hold` or `not-enough-data`, and the reason in words.
 */
export const guardVerdictSchema = z.looseObject({ decision: z.string(), reason: z.string() });

/** `GET /api/rollouts/{area}`: the live (else the last) rollout, its stage's percent, the guard now and the next step's ISO time. */
export const rolloutStatusSchema = z.object({
  rollout: z.nullable(rolloutSchema),
  percent: z.nullable(z.number()),
  verdict: z.nullable(guardVerdictSchema),
  nextStepAt: z.nullable(z.string()),
});

/** `POST /api/rollouts` (201): the new revision and the rollout's status. */
export const rolloutStartedSchema = z.looseObject({ revision: z.number(), rollout: rolloutStatusSchema });

/** `POST /api/rollouts/{area}/{pause|resume|stop}`: the new revision and the rollout. */
export const rolloutControlledSchema = z.object({ revision: z.number(), rollout: rolloutSchema });
