/**
 * The console's calls to the registry API (same origin). Writes carry the bearer token and
 * the revision the page shows as If-Match, so a stale page is refused instead of overwriting.
 */

/** One area in the release set. */
export interface RemoteView {
  version: string;
  origin: string;
  canary: { version: string; percent: number } | null;
  previous: string[];
}

/** `GET /api/releases`. */
export interface ReleaseSet {
  revision: number;
  remotes: Partial<Record<string, RemoteView>>;
}

/** Loads and failures with their rate (0-1, null without loads). */
export interface Counts {
  loads: number;
  failures: number;
  failureRate: number | null;
}

/** One published version in `GET /api/remotes/{name}/versions`. */
export interface VersionView {
  version: string;
  status: 'active' | 'canary' | 'previous' | 'available';
  publishedAt: string;
  files: number;
  bytes: number;
  health: { windowSeconds: number; window: Counts; total: Counts };
}

/** One audit entry. */
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
}

/** A refusal: status and the registry's message. */
export class ApiRefusal extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function send<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, init);
  const text = await response.text();
  const body: unknown = text === '' ? null : JSON.parse(text);
  if (!response.ok) {
    const message: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'message') : undefined;
    throw new ApiRefusal(response.status, typeof message === 'string' ? message : `HTTP ${response.status}`);
  }
  return body as T;
}

/** GET a JSON resource. */
export function getJson<T>(path: string): Promise<T> {
  return send<T>(path);
}

/** Waits (up to 25 s) for a revision newer than `revision`; resolves with the current release set. */
export async function waitForRelease(revision: number, signal: AbortSignal): Promise<ReleaseSet | null> {
  const response = await fetch('/api/releases?wait=25', { headers: { 'if-none-match': `"${revision}"` }, signal });
  return response.status === 304 ? null : ((await response.json()) as ReleaseSet);
}

/** POST a JSON body with the token (and If-Match when given). */
export function postJson<T>(path: string, token: string, body: unknown, revision?: number): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  if (revision !== undefined) headers['if-match'] = `"${revision}"`;
  return send<T>(path, { method: 'POST', headers, body: JSON.stringify(body) });
}
