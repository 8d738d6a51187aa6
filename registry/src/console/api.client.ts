/**
 * The console's calls to the registry API (same origin). Reads need no token; writes carry the
 * bearer token and the revision on screen as If-Match, so a stale page is refused (412) instead
 * of overwriting someone else's change.
 */
import type { CanaryPolicy, Counts } from './format.ts';
import type { AreaState } from './versions.ts';

/** `GET /api/releases`. */
export interface ReleaseSet {
  revision: number;
  remotes: Partial<Record<string, AreaState & { fallback?: string }>>;
}

/** One published version in `GET /api/remotes/{name}/versions`. */
export interface VersionView {
  version: string;
  status: 'active' | 'canary' | 'previous' | 'available';
  publishedAt: string;
  publishedBy: string;
  files: number;
  bytes: number;
  health: { windowSeconds: number; window: Counts; total: Counts };
}

/** `GET /api/remotes/{name}/versions`. */
export interface AreaVersions {
  remote: string;
  origin: string;
  canaryPolicy?: CanaryPolicy;
  versions: VersionView[];
}

/** One audit entry; `details.claimedOnBehalfOf` is an unverified note of the caller. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  area: string | null;
  fromVersion: string | null;
  toVersion: string | null;
  fromRevision: number;
  toRevision: number;
  reason: string;
  details?: Record<string, unknown>;
}

/** One failed gate of a 422 `gate_failed`. */
export interface GateFailure {
  check: string;
  message: string;
}

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

function field(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null ? Reflect.get(body, key) : undefined;
}

function failuresOf(body: unknown): GateFailure[] {
  const list = field(body, 'failures');
  if (!Array.isArray(list)) return [];
  return list.map((item: unknown) => ({ check: String(field(item, 'check') ?? '?'), message: String(field(item, 'message') ?? '') }));
}

async function send<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = null;
  }
  if (!response.ok) {
    const message = field(body, 'message');
    const code = field(body, 'code');
    throw new ApiRefusal(
      response.status,
      typeof code === 'string' ? code : `http_${response.status}`,
      typeof message === 'string' ? message : `HTTP ${response.status}`,
      failuresOf(body),
    );
  }
  // The registry's answers are trusted to have the documented shapes.
  return body as T;
}

/** GET a JSON resource (no token). Throws `ApiRefusal` on a non-2xx answer. */
export function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  return send<T>(path, signal === undefined ? {} : { signal });
}

/** Waits (up to 25 s) for a revision newer than `revision`; resolves with the new release set, or null when unchanged. */
export async function waitForRelease(revision: number, signal: AbortSignal): Promise<ReleaseSet | null> {
  const response = await fetch('/api/releases?wait=25', { headers: { 'if-none-match': `"${revision}"` }, signal });
  return response.status === 304 ? null : ((await response.json()) as ReleaseSet);
}

/** `GET /api/whoami` with `token`: the token's name. Throws `ApiRefusal` (401) for a wrong token. */
export async function whoami(token: string): Promise<string> {
  const body = await send<{ name: string }>('/api/whoami', { headers: { authorization: `Bearer ${token}` } });
  return body.name;
}

/** POST a JSON body with the token (and If-Match when `revision` is given). Throws `ApiRefusal`. */
export function postJson<T>(path: string, token: string, body: unknown, revision?: number): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  if (revision !== undefined) headers['if-match'] = `"${revision}"`;
  return send<T>(path, { method: 'POST', headers, body: JSON.stringify(body) });
}
