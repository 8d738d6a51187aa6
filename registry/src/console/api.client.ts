/**
 * The console's calls to the registry API (same origin). Reads need no token; writes carry the
 * bearer token and the revision on screen as If-Match, so a stale page is refused (412) instead
 * of overwriting someone else's change. Every answer is parsed with its schema of the wire
 * contract (`@meridian/shared/registry-contract`, decision 034): a wrong shape is an error that
 * names the field, never a blank cell.
 */
import {
  apiErrorSchema,
  approvalRequestedSchema,
  callerSchema,
  parseWire,
  releaseViewSchema,
  releaseWriteResultSchema,
  rolloutStartedSchema,
} from '@meridian/shared/registry-contract';
import type {
  approvalSchema,
  versionCompareSchema as compareSchema,
  areaVersionsSchema,
  auditEntrySchema,
  gateFailureSchema,
  versionViewSchema,
  WireOut,
} from '@meridian/shared/registry-contract';
import { union, type ZodMiniType } from 'zod/mini';

/** `GET /api/releases`. */
export type ReleaseSet = WireOut<typeof releaseViewSchema>;
/** One published version in `GET /api/remotes/{name}/versions`. */
export type VersionView = WireOut<typeof versionViewSchema>;
/** `GET /api/remotes/{name}/versions`. */
export type AreaVersions = WireOut<typeof areaVersionsSchema>;
/** One audit entry; `details.claimedOnBehalfOf` is an unverified note of the caller. */
export type AuditEntry = WireOut<typeof auditEntrySchema>;
/** One failed gate of a 422 `gate_failed`. */
export type GateFailure = WireOut<typeof gateFailureSchema>;
/** A write waiting for a second person: `GET /api/approvals`. */
export type Approval = WireOut<typeof approvalSchema>;
/** A version against the live one: `GET /api/remotes/{name}/versions/{version}/compare`. */
export type VersionCompare = WireOut<typeof compareSchema>;
/** Who holds a token: `GET /api/whoami`. */
export type Caller = WireOut<typeof callerSchema>;

/** A refusal: HTTP status, the registry's code and message, and the failed gates if any. */
export class ApiRefusal extends Error {
  readonly status: number;
  readonly code: string;
  readonly failures: GateFailure[];

  constructor(status: number, code: string, message: string, failures: GateFailure[] = []) {
    super(message);
    this.name = 'ApiRefusal';
    this.status = status;
    this.code = code;
    this.failures = failures;
  }
}

async function send<S extends ZodMiniType>(path: string, schema: S, init: RequestInit = {}): Promise<WireOut<S>> {
  const response = await fetch(path, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = null;
  }
  if (!response.ok) {
    const refusal = apiErrorSchema.safeParse(body);
    throw refusal.success
      ? new ApiRefusal(response.status, refusal.data.code, refusal.data.message, refusal.data.failures ?? [])
      : new ApiRefusal(response.status, `http_${response.status}`, `HTTP ${response.status}`);
  }
  return parseWire(schema, body, `answer to ${path}`);
}

/** GET a JSON resource (no token), parsed with `schema`. Throws `ApiRefusal` on a non-2xx answer. */
export function getJson<S extends ZodMiniType>(path: string, schema: S, signal?: AbortSignal): Promise<WireOut<S>> {
  return send(path, schema, signal === undefined ? {} : { signal });
}

/** Waits (up to 25 s) for a revision newer than `revision`; resolves with the new release set, or null when unchanged. */
export async function waitForRelease(revision: number, signal: AbortSignal): Promise<ReleaseSet | null> {
  const response = await fetch('/api/releases?wait=25', { headers: { 'if-none-match': `"${revision}"` }, signal });
  return response.status === 304 ? null : parseWire(releaseViewSchema, await response.json(), 'release state');
}

/** `GET /api/whoami` with `token`: the token's name and role. Throws `ApiRefusal` (401) for a wrong token. */
export function whoami(token: string): Promise<Caller> {
  return send('/api/whoami', callerSchema, { headers: { authorization: `Bearer ${token}` } });
}

/** POST a JSON body with the token (and If-Match when `revision` is given), parsed with `schema`. Throws `ApiRefusal`. */
export function postJson<S extends ZodMiniType>(
  path: string,
  token: string,
  body: unknown,
  schema: S,
  revision?: number,
): Promise<WireOut<S>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  if (revision !== undefined) headers['if-match'] = `"${revision}"`;
  return send(path, schema, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** What a write answers: applied (the new revision...) or waiting for a second person (202, the approval). */
export const writeOutcomeSchema = union([releaseWriteResultSchema, approvalRequestedSchema]);

/** What a rollout start answers: started (201, the new revision and the rollout) or waiting for a second person (202). */
export const rolloutOutcomeSchema = union([approvalRequestedSchema, rolloutStartedSchema]);

/** Schemas the console's hooks read with. */
export {
  approvalListSchema,
  approvalRequestedSchema,
  areaVersionsSchema,
  auditListSchema,
  previewLinkSchema,
  releaseViewSchema,
  releaseWriteResultSchema,
  rolloutControlledSchema,
  versionCompareSchema,
} from '@meridian/shared/registry-contract';
