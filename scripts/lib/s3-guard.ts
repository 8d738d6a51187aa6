/**
 * Keys of the local object store made per machine (decision 055). s3rver 3.7.1 alone cannot keep
 * them: its one account holds the fixed pair `S3RVER`/`S3RVER` (lib/models/account.js), a request
 * without any signature passes its authentication untouched, reads and writes alike, and of a
 * signature version 4 it checks only that the key id exists ("Signature version 4 calculation is
 * unimplemented", lib/middleware/authentication.js). So the store this checkout runs replaces the
 * fixed pair with the machine's own and puts a guard in front of s3rver's routes: every request
 * that is not a read must carry a signature version 4 made with the machine's secret, checked with
 * the AWS SDK's own signer (`@smithy/signature-v4`). Reads stay anonymous on loopback: hosts read
 * server bundles and the release snapshot there, and check every server file (decision 053).
 */
import { createHash, createHmac, timingSafeEqual, type BinaryLike, type Hash, type Hmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { SignatureV4 } from '@smithy/signature-v4';
import type S3rver from 's3rver';

/** An S3 key pair. */
export interface StoreCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

/** How far a signature's time may be from the store's clock (AWS allows 15 minutes). */
const MAX_SKEW_MS = 15 * 60 * 1000;

const bytes = (data: string | ArrayBuffer | ArrayBufferView): BinaryLike =>
  typeof data === 'string'
    ? data
    : data instanceof ArrayBuffer
      ? new Uint8Array(data)
      : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

/** sha256 and HMAC-sha256 in the shape the signer takes (`update`, async `digest`). */
class NodeSha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(bytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

/** What a signature version 4 `Authorization` header names. */
interface SignatureHeader {
  readonly keyId: string;
  readonly region: string;
  readonly signedHeaders: readonly string[];
  readonly signature: string;
}

function parseAuthorization(value: string | undefined): SignatureHeader | null {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/\d{8}\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(
      value ?? '',
    );
  if (match === null) return null;
  const [, keyId = '', region = '', signed = '', signature = ''] = match;
  return { keyId, region, signedHeaders: signed.split(';'), signature };
}

/** `20261202T010203Z` as epoch milliseconds, or NaN. */
function amzDate(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return match === null ? Number.NaN : Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!, +match[4]!, +match[5]!, +match[6]!);
}

/** A request as the guard sees it: method, the raw path and query, lowercase headers. */
export interface GuardedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/**
 * Why `request` may not pass (a sentence), or null when it may: a read (GET, HEAD) passes; any
 * other request needs a signature version 4 by `credentials`, within 15 minutes of `nowMs`.
 */
export async function refusalOf(request: GuardedRequest, credentials: StoreCredentials, nowMs: number): Promise<string | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  const claimed = parseAuthorization(header('authorization'));
  if (claimed === null) return `${request.method} without a signature version 4: writes need this machine's key (decision 055)`;
  if (claimed.keyId !== credentials.accessKeyId) return `${request.method} signed with another key than this machine's (decision 055)`;
  const signedAt = amzDate(header('x-amz-date') ?? '');
  if (!(Math.abs(nowMs - signedAt) <= MAX_SKEW_MS)) return `${request.method} signed at another time than now (x-amz-date)`;
  const [path = '/', search = ''] = request.url.split('?', 2);
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const held = query[name];
    query[name] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
  }
  const headers = Object.fromEntries(claimed.signedHeaders.map((name) => [name, header(name) ?? '']));
  const signer = new SignatureV4({ credentials, region: claimed.region, service: 's3', sha256: NodeSha256, uriEscapePath: false });
  const signed = await signer.sign(
    { method: request.method, protocol: 'http:', hostname: '127.0.0.1', path, query, headers },
    { signingDate: new Date(signedAt), signableHeaders: new Set(claimed.signedHeaders) },
  );
  const expected = /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization ?? ''))?.[1] ?? '';
  const same = expected.length === 64 && timingSafeEqual(Buffer.from(expected), Buffer.from(claimed.signature));
  return same ? null : `${request.method} with a signature that does not match this machine's secret (decision 055)`;
}

/** The store's account module (s3rver keeps its key pairs there; no public API names them). */
interface AccountModule {
  readonly DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void; revokeAccessKey(id: string): void };
}

/**
 * Guards `server` (before it runs): the fixed pair is revoked, `credentials` added, and every
 * request the guard refuses answers 403 `AccessDenied` naming why. `now` is the clock (ms).
 */
export function guardObjectStore(server: S3rver, credentials: StoreCredentials, now: () => number = Date.now): void {
  const accounts = createRequire(import.meta.url)('s3rver/lib/models/account.js') as AccountModule;
  accounts.DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
  accounts.DUMMY_ACCOUNT.createKeyPair(credentials.accessKeyId, credentials.secretAccessKey);
  const koa = server as unknown as { middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[] };
  koa.middleware.unshift(async (ctx, next) => {
    const refusal = await refusalOf({ method: ctx.method, url: ctx.url, headers: ctx.headers }, credentials, now());
    if (refusal === null) return next();
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>${refusal}</Message></Error>`;
  });
}

/** The part of Koa's context the guard uses. */
interface KoaContext {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  status: number;
  type: string;
  body: unknown;
}
