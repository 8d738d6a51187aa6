/**
 * Request bodies and queries of the HTTP API, validated with zod. A body that fails gives 400
 * `invalid_body` naming the first bad field.
 */
import { z } from 'zod';
import { AREAS } from '@meridian/shared/areas';
import { apiError, ok, type Result } from '../errors.ts';
import { invalidArtifactPath } from '../store/artifact-store.ts';
import { SEMVER_PATTERN } from '@meridian/shared/registry-contract';
import { MAX_HISTORY } from '../db/release-repo.ts';
import { normaliseOrigin } from '../config.ts';
import { invalidStages, parseHold } from '../services/rollout-machine.ts';
import { budgetSchema } from '../services/budget.ts';

/** Semver version as remotes use it: `1.4.0`, `2.0.0-rc.1`. */
export const versionSchema = z.string().regex(SEMVER_PATTERN, 'must be semver, for example 1.4.0').max(64);
const remote = z.enum(AREAS);
const reason = z.string().trim().min(1, 'is required: say why').max(1000);
const actor = z.string().trim().min(1).max(100).optional();
/** Put a version live over its first-load budget: admins only (decision 060); read by the writes that gate a version. */
const overBudget = z.boolean().optional();

/** `POST /api/releases`. */
export const releaseBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('activate'),
    remote,
    version: versionSchema,
    origin: z
      .url({ protocol: /^https?$/ })
      .transform(normaliseOrigin)
      .optional(),
    reason,
    actor,
    overBudget,
  }),
  z.object({
    action: z.literal('rollback'),
    remote,
    version: versionSchema.optional(),
    steps: z.number().int().min(1).max(MAX_HISTORY).optional(),
    reason,
    actor,
  }),
  z.object({ action: z.literal('canary'), remote, version: versionSchema, percent: z.number().min(0).max(100), reason, actor, overBudget }),
  z.object({ action: z.literal('promote'), remote, reason, actor }),
  z.object({ action: z.literal('abort-canary'), remote, reason, actor }),
]);

/** `POST /api/remotes/{name}/versions`; `contentBase64` is standard base64. */
export const publishBodySchema = z.object({
  version: versionSchema,
  files: z
    .array(
      z.object({
        path: z.string().superRefine((path, context) => {
          const problem = invalidArtifactPath(path);
          if (problem !== null) context.addIssue({ code: 'custom', message: problem });
        }),
        sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex digits'),
        contentBase64: z
          .string()
          .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64')
          .refine((value) => value.length % 4 === 0, 'must be padded base64'),
      }),
    )
    .min(1)
    .max(20_000),
  reason: z.string().trim().max(1000).optional(),
  actor,
  /** Where the build came from, read from git by the CLI (each field optional, kept in the publish audit entry). */
  provenance: z
    .object({
      commit: z.string().max(64).optional(),
      branch: z.string().max(200).optional(),
      author: z.string().max(200).optional(),
      message: z.string().max(500).optional(),
    })
    .optional(),
  /** The first-load budget of the area's package.json (decision 060), in gzip -9 bytes. */
  budget: budgetSchema.optional(),
});

const count = z.number().int().min(0).max(10_000_000);
const measure = z.number().finite().min(0).max(600_000);

/** What the host's server measured of a version since its last report: the sum of `renders` server render times (milliseconds). */
export const signalsSchema = z.object({
  renderMs: z.number().min(0).max(1e12).default(0),
  renders: count.default(0),
});

/** Most signed browser page views one report carries. */
export const MAX_BROWSER_VIEWS_PER_REPORT = 5000;

/**
 * One signed page view's beacon for the reported version (decision 047): the page view's id and
 * source (the host's keyed hash of the address that asked for it) from its verified token,
 * whether it met an error or a failed client navigation, and its final Web Vitals (ms; CLS
 * unitless). A browser's raw error counts are not part of the contract.
 */
export const browserViewSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a page-view id'),
  source: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "must be the host's key of an address"),
  error: z.boolean(),
  navFailure: z.boolean().default(false),
  vitals: z.object({ lcp: measure, inp: measure, cls: measure, ttfb: measure }).partial().default({}),
});

/**
 * `POST /api/health`: counts since the host's previous report, and the signed page views whose
 * beacons it took. Plausibility (failures within loads and views, versions of the release state,
 * the host's rate) is checked by the service (`health-plausibility.ts`), which names the rule it
 * refuses by.
 */
export const healthBodySchema = z.object({
  area: remote,
  version: versionSchema,
  loads: count,
  failures: count,
  pageViews: count.default(0),
  pageFailures: count.default(0),
  signals: signalsSchema.optional(),
  browserViews: z.array(browserViewSchema).max(MAX_BROWSER_VIEWS_PER_REPORT).default([]),
});

/** `POST /api/previews`: `ttlSeconds` from 60 s to 7 days, default 1 hour. */
export const previewBodySchema = z.object({
  remote,
  version: versionSchema,
  ttlSeconds: z
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(3600),
  reason: z.string().trim().min(1).max(1000).optional(),
  actor,
});

/** `GET /api/releases?wait=<seconds>`: 0-30. */
export const releasesQuerySchema = z.object({ wait: z.coerce.number().min(0).max(30).default(0) });

/** `GET /api/audit?remote=&limit=&before=`. */
export const auditQuerySchema = z.object({
  remote: remote.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  before: z.coerce.number().int().min(1).optional(),
});

/**
 * `POST /api/rollouts`: a guarded rollout; `hold` as `10m`, `30s`, `1h` (rollout-machine.ts
 * `parseHold`); `maxHold` (default four times the hold, at least a minute) at least the hold: a stage without a
 * verdict by then pauses the rollout.
 */
export const rolloutBodySchema = z
  .object({
    remote,
    version: versionSchema,
    stages: z.array(z.number().positive().max(100)).min(2).max(10).default([1, 10, 50, 100]),
    hold: z.string().max(20).default('10m'),
    maxHold: z.string().max(20).optional(),
    reason,
    actor,
    overBudget,
  })
  .superRefine((body, context) => {
    const problem = invalidStages(body.stages);
    if (problem !== null) context.addIssue({ code: 'custom', path: ['stages'], message: problem });
    if (parseHold(body.hold) === null)
      context.addIssue({ code: 'custom', path: ['hold'], message: 'must be a duration from 1s to 7 days, for example 10m' });
    if (body.maxHold !== undefined) {
      const max = parseHold(body.maxHold);
      if (max === null)
        context.addIssue({ code: 'custom', path: ['maxHold'], message: 'must be a duration from 1s to 7 days, for example 40m' });
      else if (max < (parseHold(body.hold) ?? 0))
        context.addIssue({ code: 'custom', path: ['maxHold'], message: `must be at least the hold (${body.hold})` });
    }
  });

/** `POST /api/rollouts/{name}/{pause|resume|stop}`. */
export const rolloutControlSchema = z.object({ reason, actor });

/** `GET /api/remotes/{name}/versions/{version}/signals?minutes=`: the window, 1 minute to 48 hours (default 60). */
export const signalsQuerySchema = z.object({
  minutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(48 * 60)
    .default(60),
});

/** Validates `input` against `schema`; refuses with 400 `invalid_body` (or `invalid_query`) naming the field. */
export function validate<T>(schema: z.ZodType<T>, input: unknown, code = 'invalid_body'): Result<T> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || '(body)';
  return apiError(400, code, `${field}: ${issue?.message ?? 'invalid'}`, {
    issues: parsed.error.issues.slice(0, 20).map((item) => ({ path: item.path.join('.'), message: item.message })),
  });
}
