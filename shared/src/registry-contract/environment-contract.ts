/**
 * Wire shapes of the registry's named environments (decision 059), part of the registry's one
 * contract (decision 034): the environments and their locks (`GET /api/environments`), two
 * environments side by side (`GET /api/environments/diff`), a promotion (`POST /api/promote-env`),
 * a lock or unlock, a version's first-load figures against its area's budget (decision 060) and a
 * retention run (`POST /api/gc`, decision 061). Sizes in bytes (gzip -9), times ISO 8601 UTC.
 */
import * as z from 'zod/mini';
import { AREAS, type Area } from '../routing/areas.ts';

/** The environment of today's single release state, and the default of every request. */
export const PRODUCTION = 'production';

/** An environment's name: a lowercase letter, then up to 30 lowercase letters, digits or `-`. */
export const ENVIRONMENT_NAME_PATTERN = /^[a-z][a-z0-9-]{0,30}$/;

/** An environment's name. */
export const environmentNameSchema = z.string().check(z.regex(ENVIRONMENT_NAME_PATTERN, 'must be a name such as staging'));

/**
 * The path prefix of an environment's API (decision 059): production answers at `/api/...` (and at
 * `/env/production/api/...`), any other environment at `/env/<name>/api/...`.
 */
export function environmentPrefix(name: string): string {
  return name === PRODUCTION ? '' : `/env/${name}`;
}

/**
 * The API base of environment `name` at the registry `registryUrl` (decision 059): `<registry>/env/<name>`,
 * production's the registry itself. A host reads its release state and reports its health under it, so
 * both act in the environment it serves.
 */
export function environmentApiBase(registryUrl: string, name: string): string {
  return `${registryUrl.replace(/\/+$/, '')}${environmentPrefix(name)}`;
}

/** A freeze of an environment: who set it, why, when (`at`), and until when (`until`, null: until unlocked). */
export const lockSchema = z.object({ by: z.string(), reason: z.string(), at: z.string(), until: z.nullable(z.string()) });

const version = z.string();

/** One area of an environment: its active version and its canary, as the release state has them. */
export const environmentAreaSchema = z.object({
  version,
  origin: z.string(),
  canary: z.nullable(z.object({ version, percent: z.number() })),
});

/** One environment: its revision, its lock (null when none holds now), where its site is, and its areas. */
export const environmentViewSchema = z.object({
  name: environmentNameSchema,
  revision: z.number(),
  lock: z.nullable(lockSchema),
  hostOrigin: z.string(),
  remotes: z.partial(
    z.object(Object.fromEntries(AREAS.map((area) => [area, environmentAreaSchema])) as Record<Area, typeof environmentAreaSchema>),
  ),
});

/** `GET /api/environments`: every configured environment, production first. */
export const environmentListSchema = z.object({ environments: z.array(environmentViewSchema) });

/**
 * One area of two environments side by side: the version each runs (null when not activated),
 * whether they are the same, the routes `from` adds and removes against `to` (empty unless both
 * tables were recorded) and the first-load JavaScript of each with the delta of `from` against `to`.
 */
export const environmentAreaDiffSchema = z.object({
  area: z.enum(AREAS),
  from: z.nullable(version),
  to: z.nullable(version),
  same: z.boolean(),
  routes: z.object({ added: z.array(z.string()), removed: z.array(z.string()), recorded: z.boolean() }),
  firstLoad: z.object({
    from: z.nullable(z.number()),
    to: z.nullable(z.number()),
    deltaBytes: z.nullable(z.number()),
    deltaPercent: z.nullable(z.number()),
  }),
});

/** `GET /api/environments/diff?from=&to=`: every area of `from` against `to`, at the revisions read. */
export const environmentDiffSchema = z.object({
  from: environmentNameSchema,
  to: environmentNameSchema,
  fromRevision: z.number(),
  toRevision: z.number(),
  areas: z.array(environmentAreaDiffSchema),
});

/** A version's first-load figures against its area's declared budget: `figure` over `budget` by `overBy`. */
export const budgetOverSchema = z.object({ figure: z.string(), bytes: z.number(), budget: z.number(), overBy: z.number() });

/**
 * A version's first-load JavaScript as recorded at publish (`beforeHydration`: the browser entry
 * and the `./routes` expose's synchronous chunks; `firstThreeSeconds`: those, its synchronous CSS
 * and its largest lazy chunk) and the budget its package declared (null: none), with what is over.
 */
export const budgetFiguresSchema = z.object({
  area: z.enum(AREAS),
  version,
  budget: z.nullable(z.object({ beforeHydration: z.number(), firstThreeSeconds: z.number() })),
  beforeHydration: z.nullable(z.number()),
  firstThreeSeconds: z.nullable(z.number()),
  over: z.array(budgetOverSchema),
});

/** `POST /api/lock` and `/api/unlock`: the new revision and the lock now (null after an unlock). */
export const lockResultSchema = z.object({ revision: z.number(), environment: environmentNameSchema, lock: z.nullable(lockSchema) });

/** `POST /api/promote-env` (200): the target's new revision and each area moved, from and to which version. */
export const promotionResultSchema = z.object({
  revision: z.number(),
  from: environmentNameSchema,
  to: environmentNameSchema,
  promoted: z.array(z.object({ area: z.enum(AREAS), fromVersion: z.nullable(version), toVersion: version })),
});

/** A version a retention run removed (or would remove, dry run): its files and bytes, and why. */
export const gcRemovedSchema = z.object({ area: z.enum(AREAS), version, files: z.number(), bytes: z.number(), reason: z.string() });

/** A version a retention run kept, and every reason it stays. */
export const gcKeptSchema = z.object({ area: z.enum(AREAS), version, reasons: z.array(z.string()) });

/** `POST /api/gc`: what was (or, with `dryRun`, would be) removed, and why each kept version stays. */
export const gcResultSchema = z.object({
  dryRun: z.boolean(),
  keep: z.number(),
  minAgeSeconds: z.number(),
  removed: z.array(gcRemovedSchema),
  kept: z.array(gcKeptSchema),
});
