/**
 * The console's calls to the registry API (same origin). Reads carry the signed-in token (the
 * registry answers reads to a viewer's token at least, decision 051); writes carry it and the revision on screen as If-Match, so a stale page is refused (412) instead
 * of overwriting someone else's change. Every call goes to the environment the page shows
 * (`?env=`, decision 059) unless it names another. Every answer is parsed with its schema of the wire
 * contract (`@meridian/shared/registry-contract`, decision 034): a wrong shape is an error that
 * names the field, never a blank cell.
 */
import {
  apiErrorSchema,
  approvalRequestedSchema,
  callerSchema,
  ENVIRONMENT_NAME_PATTERN,
  environmentPrefix,
  parseWire,
  PRODUCTION,
  releaseViewSchema,
  rolloutStartedSchema,
} from '@meridian/shared/registry-contract';
import type {
  approvalSchema,
  versionCompareSchema as compareSchema,
  areaVersionsSchema,
  auditEntrySchema,
  gateFailureSchema,
  hostsViewSchema,
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
/** The hosts that report health and what they reported: `GET /api/hosts` (decision 048). */
export type HostsView = WireOut<typeof hostsViewSchema>;

/**
 * The environment this page shows and acts in (decision 059): `?env=staging` in its address, else
 * production. Switching is a new page load (the environment links of the header), so it is read once.
 */
export function pageEnvironment(search: string = typeof location === 'undefined' ? '' : location.search): string {
  const named = new URLSearchParams(search).get('env');
  return named !== null && ENVIRONMENT_NAME_PATTERN.test(named) ? named : PRODUCTION;
}

/**
 * The path of `path` (`/api/...`) in `environment` (the page's unless named): `/env/<name>/api/...`.
 * Registry-wide paths (`/api/environments`, `/api/gc`, `/api/whoami`) take `null`.
 */
export function environmentPath(path: string, environment: string | null = pageEnvironment()): string {
  return environment === null ? path : `${environmentPrefix(environment)}${path}`;
}

/** A refusal: HTTP status, the registry's code and message, the failed gates if any, and any other fields of its body. */
export class ApiRefusal extends Error {
  readonly status: number;
  readonly code: string;
  readonly failures: GateFailure[];
  readonly body: Record<string, unknown>;

  constructor(status: number, code: string, message: string, failures: GateFailure[] = [], body: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiRefusal';
    this.status = status;
    this.code = code;
    this.failures = failures;
    this.body = body;
  }
}

let readToken: string | null = null;

/** The token every read sends from now on (the signed-in one), or null after signing out. */
export function setReadToken(token: string | null): void {
  readToken = token;
}

const readHeaders = (): Record<string, string> => (readToken === null ? {} : { authorization: `Bearer ${readToken}` });

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
      ? new ApiRefusal(response.status, refusal.data.code, refusal.data.message, refusal.data.failures ?? [], refusal.data)
      : new ApiRefusal(response.status, `http_${response.status}`, `HTTP ${response.status}`);
  }
  return parseWire(schema, body, `answer to ${path}`);
}

/**
 * GET a JSON resource with the read token, of the page's environment (`environment`: another, or
 * null for a registry-wide path), parsed with `schema`. Throws `ApiRefusal` on a non-2xx answer.
 */
export function getJson<S extends ZodMiniType>(
  path: string,
  schema: S,
  signal?: AbortSignal,
  environment?: string | null,
): Promise<WireOut<S>> {
  return send(environmentPath(path, environment), schema, { headers: readHeaders(), ...(signal === undefined ? {} : { signal }) });
}

/** Waits (up to 25 s) for a revision newer than `revision`; resolves with the new release set, or null when unchanged. */
export async function waitForRelease(revision: number, signal: AbortSignal): Promise<ReleaseSet | null> {
  const response = await fetch(environmentPath('/api/releases?wait=25'), {
    headers: { ...readHeaders(), 'if-none-match': `"${revision}"` },
    signal,
  });
  return response.status === 304 ? null : parseWire(releaseViewSchema, await response.json(), 'release state');
}

/** `GET /api/whoami` with `token`: the token's name and role. Throws `ApiRefusal` (401) for a wrong token. */
export function whoami(token: string): Promise<Caller> {
  return send('/api/whoami', callerSchema, { headers: { authorization: `Bearer ${token}` } });
}

/**
 * POST a JSON body with the token (and If-Match when `revision` is given) to the page's environment
 * (`environment`: another, or null for a registry-wide path), parsed with `schema`. Throws `ApiRefusal`.
 */
export function postJson<S extends ZodMiniType>(
  path: string,
  token: string,
  body: unknown,
  schema: S,
  revision?: number,
  environment?: string | null,
): Promise<WireOut<S>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  if (revision !== undefined) headers['if-match'] = `"${revision}"`;
  return send(environmentPath(path, environment), schema, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** What a rollout start answers: started (201, the new revision and the rollout) or waiting for a second person (202). */
export const rolloutOutcomeSchema = union([approvalRequestedSchema, rolloutStartedSchema]);

/** Schemas the console's hooks read with. */
export {
  approvalListSchema,
  approvalRequestedSchema,
  areaVersionsSchema,
  auditListSchema,
  budgetFiguresSchema,
  environmentDiffSchema,
  environmentListSchema,
  gcResultSchema,
  hostsViewSchema,
  lockResultSchema,
  promotionResultSchema,
  previewLinkSchema,
  releaseViewSchema,
  releaseWriteResultSchema,
  rolloutControlledSchema,
  versionCompareSchema,
} from '@meridian/shared/registry-contract';
