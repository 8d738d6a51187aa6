/**
 * The registry's wire shapes, one module for both sides (decision 034): the release
 * state (`GET /api/releases`, also what hosts follow), an area's versions, audit entries, the
 * caller (`whoami`), approvals and error bodies. The registry builds what it sends as
 * `WireOut<typeof schema>` (every field a reader gets, nothing left to a default); the CLI, the
 * console and the host parse what they receive with `parseWire`, so renaming or retyping a field is a type error on both sides
 * (`registry-contract.type-test.ts`). Written with `zod/mini` (tree-shakable; the console
 * bundles it, and the subpath is never in the federation share scope).
 */
import * as z from 'zod/mini';
import { AREAS, type Area } from '../routing/areas.ts';

export {
  ROLLOUT_STATUSES,
  guardVerdictSchema,
  rolloutControlledSchema,
  rolloutSchema,
  rolloutStartedSchema,
  rolloutStatusSchema,
} from './rollout-contract.ts';
export {
  ENVIRONMENT_NAME_PATTERN,
  PRODUCTION,
  budgetFiguresSchema,
  budgetOverSchema,
  environmentAreaDiffSchema,
  environmentDiffSchema,
  environmentListSchema,
  environmentApiBase,
  environmentNameSchema,
  environmentPrefix,
  environmentViewSchema,
  gcKeptSchema,
  gcRemovedSchema,
  gcResultSchema,
  lockResultSchema,
  lockSchema,
  promotionResultSchema,
} from './environment-contract.ts';

/** A remote version as published: semver such as `1.4.0` or `2.0.0-rc.1`, at most 64 characters. */
export const SEMVER_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** A semver version string. */
export const versionSchema = z.string().check(z.regex(SEMVER_PATTERN, 'must be semver, for example 1.4.0'), z.maxLength(64));

/** An `http(s)` origin; a trailing slash is dropped. */
export const originSchema = z.pipe(
  z.url({ protocol: /^https?$/ }),
  z.transform((origin: string) => origin.replace(/\/+$/, '')),
);

/** A canary: `percent` (0-100) of visitors get `version`. */
export const canarySchema = z.object({ version: versionSchema, percent: z.number().check(z.gte(0), z.lte(100)) });

/** A sha256 digest in lowercase hex (64 characters). */
export const sha256HexSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'must be a sha256 in lowercase hex'));

/**
 * What a version's code must hash to (decision 053), from the files recorded at its publish:
 * `buildFiles`, the sha256 of its `build-files.json`, which names the sha256 of every other file
 * (hosts and the gate's checker compare each server file they load with it before running it);
 * `remoteEntry`, the sha256 of its browser `remoteEntry.js`, which pages load with Subresource
 * Integrity (decision 054). Both lowercase hex.
 */
export const versionIntegritySchema = z.object({ buildFiles: sha256HexSchema, remoteEntry: sha256HexSchema });

/**
 * One area in the release state. `previous`: versions live before, newest first. `fallback`: what
 * every host serves when the active version fails to load (never the version just rolled back from).
 * `integrity`: per version a host may load (active, canary, fallback), what its code hashes to
 * (decision 053); a host in production refuses a version without it.
 */
export const remoteViewSchema = z.object({
  version: versionSchema,
  origin: originSchema,
  canary: z._default(z.nullable(canarySchema), null),
  previous: z._default(z.array(versionSchema), []),
  fallback: z.optional(versionSchema),
  integrity: z._default(z.record(versionSchema, versionIntegritySchema), {}),
});

const perArea = <T extends z.ZodMiniType>(schema: T) =>
  z.partial(z.object(Object.fromEntries(AREAS.map((area) => [area, schema])) as Record<Area, T>));

/**
 * `GET /api/releases` and the release snapshot: `revision` (an integer that grows with every
 * write) and one entry per activated area. An area never activated is absent; an area this
 * build does not know is dropped when parsed.
 */
export const releaseViewSchema = z.object({ revision: z.int().check(z.gte(0)), remotes: perArea(remoteViewSchema) });

/** Counts of a version over a window with their rates (0-1, null without loads or views). */
export const ratedCountsSchema = z.object({
  loads: z.number(),
  failures: z.number(),
  pageViews: z.number(),
  pageFailures: z.number(),
  failureRate: z.nullable(z.number()),
  pageFailureRate: z.nullable(z.number()),
});

/** A version's health: over the canary window (`windowSeconds`) and over all time. */
export const versionHealthSchema = z.object({ windowSeconds: z.number(), window: ratedCountsSchema, total: ratedCountsSchema });

/** Where a version came from, read from git at publish when available (each field may be absent). */
export const provenanceSchema = z.object({
  commit: z.optional(z.string()),
  branch: z.optional(z.string()),
  author: z.optional(z.string()),
  message: z.optional(z.string()),
});

/** The status of a published version in its area's release state. */
export const VERSION_STATUSES = ['active', 'canary', 'previous', 'available'] as const;

/**
 * Why a version was taken away from visitors, the latest time (decision 050): the audit action
 * (`rollback`, `abort-canary`, `auto-abort-canary`, `rollout-rollback`, `rollout-stop` or
 * `gate-refused`), when (ISO 8601 UTC), by whom, why. A version with one is never a rollback
 * target; it goes live again only through an activation, with its gates.
 */
export const versionPullSchema = z.object({ action: z.string(), at: z.string(), actor: z.string(), reason: z.string() });

/**
 * One published version in `GET /api/remotes/{name}/versions`; `bytes` in bytes, `publishedAt` ISO
 * 8601 UTC; `pulled` its latest pull or gate refusal, null when it has none.
 */
export const versionViewSchema = z.object({
  version: versionSchema,
  status: z.enum(VERSION_STATUSES),
  publishedAt: z.string(),
  publishedBy: z.string(),
  files: z.number(),
  bytes: z.number(),
  health: versionHealthSchema,
  provenance: z.optional(provenanceSchema),
  pulled: z._default(z.nullable(versionPullSchema), null),
});

/**
 * What a version met over a window, the health panel's data (one source, `health-window.ts`, so a
 * richer store can fill it later): `sampleSize` page views the hosts counted; `serverErrorRate`
 * page failures (loader, action, render errors, 5xx) per view, 0-1; `browserViews` signed page
 * views whose beacon was taken and `pageErrorRate` the share of them with an error, 0-1 (decision
 * 047), and `p75` Web Vitals (LCP and INP in ms, CLS unitless), null until collected; `series` one
 * point per minute, oldest first (`at` ISO 8601 UTC), for the sparkline.
 */
export const healthWindowSchema = z.object({
  minutes: z.number(),
  sampleSize: z.number(),
  serverErrorRate: z.nullable(z.number()),
  browserViews: z.number(),
  pageErrorRate: z.nullable(z.number()),
  loads: z.number(),
  loadFailures: z.number(),
  p75: z.object({ lcpMs: z.nullable(z.number()), inpMs: z.nullable(z.number()), cls: z.nullable(z.number()) }),
  series: z.array(z.object({ at: z.string(), views: z.number(), failures: z.number() })),
});

/**
 * First-load JavaScript of a version, recorded at publish: `gzipBytes` (gzip -9, bytes) of the
 * browser entry and the `./routes` expose's synchronous chunks, and each file's share.
 */
export const firstLoadSchema = z.object({
  gzipBytes: z.number(),
  files: z.array(z.object({ path: z.string(), gzipBytes: z.number() })),
});

/** A first-load growth above this share (in %) is shown as a warning. */
export const FIRST_LOAD_WARN_PERCENT = 5;

/**
 * The route table of a version against the active one (full paths such as `/blog/tag/:tag`,
 * recorded at publish): each side's table, null when not recorded (published before tables were
 * recorded, or the checker could not load it) or when nothing is live, and the paths added and
 * removed (empty unless both sides were recorded).
 */
export const routesDiffSchema = z.object({
  candidate: z.nullable(z.array(z.string())),
  active: z.nullable(z.array(z.string())),
  added: z.array(z.string()),
  removed: z.array(z.string()),
});

/**
 * The first-load JavaScript delta: gzip bytes of each side (null when not known), the change in
 * bytes and in % (null unless both are known), and `warn` above {@link FIRST_LOAD_WARN_PERCENT}.
 */
export const firstLoadDiffSchema = z.object({
  before: z.nullable(z.number()),
  after: z.nullable(z.number()),
  deltaBytes: z.nullable(z.number()),
  deltaPercent: z.nullable(z.number()),
  warn: z.boolean(),
});

/** One browser chunk in a diff, matched across versions by its name without the content hash; sizes in bytes, null when absent. */
export const chunkDiffSchema = z.object({ chunk: z.string(), before: z.nullable(z.number()), after: z.nullable(z.number()) });

/**
 * `GET /api/remotes/{name}/versions/{version}/compare`: the version (`candidate`) against the
 * live one (`active`, null before the first activation): health side by side over the last hour,
 * and what changed (exposes and routes added and removed, browser chunks and bytes, the browser
 * entry's bytes, the first-load JavaScript, shared dependency versions, the commit each was
 * published from).
 */
export const versionCompareSchema = z.object({
  area: z.enum(AREAS),
  candidate: versionSchema,
  active: z.nullable(versionSchema),
  health: z.object({ candidate: healthWindowSchema, active: z.nullable(healthWindowSchema) }),
  diff: z.object({
    exposes: z.object({ added: z.array(z.string()), removed: z.array(z.string()) }),
    files: z.object({ before: z.nullable(z.number()), after: z.number() }),
    bytes: z.object({ before: z.nullable(z.number()), after: z.number() }),
    entryBytes: z.object({ before: z.nullable(z.number()), after: z.nullable(z.number()) }),
    routes: routesDiffSchema,
    firstLoad: firstLoadDiffSchema,
    chunks: z.array(chunkDiffSchema),
    shared: z.array(z.object({ name: z.string(), before: z.nullable(z.string()), after: z.nullable(z.string()) })),
    provenance: z.object({ candidate: z.nullable(provenanceSchema), active: z.nullable(provenanceSchema) }),
  }),
});

/** The limits of the automatic canary abort: rate 0-1, minimum samples, window in seconds. */
export const canaryPolicySchema = z.object({
  maxFailureRate: z.number(),
  minLoads: z.number(),
  minPageViews: z.number(),
  windowSeconds: z.number(),
});

/** `GET /api/remotes/{name}/versions`: the area's state and its versions, newest publication first. */
export const areaVersionsSchema = z.object({
  remote: z.enum(AREAS),
  active: z.nullable(versionSchema),
  origin: z.string(),
  canary: z.nullable(z.object({ version: versionSchema, percent: z.number(), startedAt: z.string() })),
  previous: z.array(versionSchema),
  canaryPolicy: canaryPolicySchema,
  versions: z.array(versionViewSchema),
});

/**
 * One audit entry: who (`actor`, the person's token name, or `registry`), what, when (`at`, ISO
 * 8601 UTC), why, in which environment (null: a version's publish or removal, which belongs to
 * every environment; decision 059), and the revisions of that environment before and after.
 * `details` holds gate results, health figures, budget figures, `approvedBy` and
 * `claimedOnBehalfOf` (an unverified note).
 */
export const auditEntrySchema = z.object({
  id: z.number(),
  environment: z._default(z.nullable(z.string()), null),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  area: z.nullable(z.string()),
  fromVersion: z.nullable(z.string()),
  toVersion: z.nullable(z.string()),
  fromRevision: z.number(),
  toRevision: z.number(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
});

/** `GET /api/audit`: entries newest first. */
export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) });

/** What a person's token may do, weakest first; `health` is the hosts' report-only token. */
export const ROLES = ['viewer', 'releaser', 'admin'] as const;

/** A person's role. */
export type Role = (typeof ROLES)[number];

/** `GET /api/whoami`: the token's name and role. */
export const callerSchema = z.object({ name: z.string(), role: z.enum([...ROLES, 'health']) });

/** `GET /api/people` (admin): who holds a token and with which role; never a token or its digest. */
export const peopleSchema = z.object({ people: z.array(callerSchema) });

/**
 * `GET /api/hosts` (decision 048): every host's health token by name, and what each reported over
 * the last `windowMinutes`: reports taken and refused (with the last refusal's rule and words),
 * loads and failures, page views and page failures, signed browser page views counted; `lastReportAt`
 * ISO 8601 UTC (minute precision) or null. `configured` is false for a name that reported but
 * no longer has a token.
 */
export const hostsViewSchema = z.object({
  windowMinutes: z.number(),
  hosts: z.array(
    z.object({
      name: z.string(),
      configured: z.boolean(),
      lastReportAt: z.nullable(z.string()),
      reports: z.number(),
      refused: z.number(),
      lastRefusal: z.nullable(z.string()),
      loads: z.number(),
      failures: z.number(),
      pageViews: z.number(),
      pageFailures: z.number(),
      browserViews: z.number(),
    }),
  ),
});

/**
 * A release write waiting for a second person (the two-person rule, decision 035): who asked,
 * when, the write itself (`request`: action, remote, version, percent...), why, and the revision
 * it was asked at; it can be approved only while the release set is still at that revision.
 */
export const approvalSchema = z.object({
  id: z.number(),
  at: z.string(),
  requestedBy: z.string(),
  action: z.string(),
  area: z.nullable(z.string()),
  fromVersion: z.nullable(z.string()),
  toVersion: z.nullable(z.string()),
  reason: z.string(),
  revision: z.number(),
  request: z.record(z.string(), z.unknown()),
});

/** `GET /api/approvals`: the writes waiting for a second person, newest first. */
export const approvalListSchema = z.object({ approvals: z.array(approvalSchema) });

/** 202 of a write that needs a second person: the approval it now waits for. */
export const approvalRequestedSchema = z.object({ approval: approvalSchema });

/** An accepted release write: the new revision, the area's new state and its audit entry. */
export const releaseWriteResultSchema = z.object({ revision: z.number(), remote: remoteViewSchema, audit: auditEntrySchema });

/** `POST /api/remotes/{name}/versions`: `created` is false when identical content was already published; `bytes` in bytes. */
export const publishResultSchema = z.object({
  area: z.enum(AREAS),
  version: versionSchema,
  created: z.boolean(),
  files: z.number(),
  bytes: z.number(),
});

/** `POST /api/previews`: the signed link, its token and when it expires (ISO 8601 UTC). */
export const previewLinkSchema = z.object({ url: z.string(), token: z.string(), expiresAt: z.string() });

/** One failed gate of a 422 `gate_failed`. */
export const gateFailureSchema = z.object({ check: z.string(), message: z.string() });

/** Every refusal: `{ code, message }`, with `failures` for failed gates; other fields may follow. */
export const apiErrorSchema = z.looseObject({ code: z.string(), message: z.string(), failures: z.optional(z.array(gateFailureSchema)) });

/** What a schema accepts: the registry's side (what it may send). */
export type WireIn<T extends z.ZodMiniType> = z.input<T>;
/** What a schema gives after parsing: the readers' side. */
export type WireOut<T extends z.ZodMiniType> = z.output<T>;

/** An answer of the registry that does not have its contract's shape; `message` names each bad field. */
export class RegistryContractError extends Error {
  constructor(what: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
    const listed = issues.slice(0, 5).map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
    super(`invalid ${what}: ${listed.join('; ')}`);
    this.name = 'RegistryContractError';
  }
}

/**
 * Parses `data` (unknown JSON) with `schema`. Throws `RegistryContractError` naming `what` and
 * each bad field; never returns a half-filled value.
 */
export function parseWire<T extends z.ZodMiniType>(schema: T, data: unknown, what: string): z.output<T> {
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  throw new RegistryContractError(what, result.error.issues);
}
