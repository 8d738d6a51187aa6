/**
 * A small HTTP client of the registry API for the CLI and the deploy script. Every write first
 * reads the current revision and sends it as If-Match, so a concurrent change is refused (412)
 * instead of being overwritten.
 */
import { describeError } from '../errors.ts';

/** A refusal from the registry: HTTP status, its `code` and `message`. */
export class RegistryRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: unknown;

  constructor(status: number, code: string, message: string, body: unknown) {
    super(message);
    this.name = 'RegistryRequestError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/** Where the registry is, the write token, and who is acting. */
export interface ClientOptions {
  url: string;
  token: string | undefined;
  actor: string;
  fetch?: typeof fetch;
}

/** The registry API as plain async functions. */
export interface RegistryClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T>;
  /** `POST /api/releases` with If-Match set to the revision read just before. */
  release<T>(body: Record<string, unknown>): Promise<T>;
}

async function parse(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function field(body: unknown, key: string): string | undefined {
  const value: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, key) : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** Creates a client. Requests throw `RegistryRequestError` on any non-2xx answer, and `Error` when the registry is unreachable. */
export function createRegistryClient(options: ClientOptions): RegistryClient {
  const doFetch = options.fetch ?? fetch;

  async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const auth: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
    let response: Response;
    try {
      response = await doFetch(new URL(path, options.url), {
        method,
        headers: {
          ...auth,
          'x-registry-actor': options.actor,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new Error(`cannot reach the registry at ${options.url} (${method} ${path}): ${describeError(error)}`, { cause: error });
    }
    const parsed = await parse(response);
    if (!response.ok) {
      throw new RegistryRequestError(
        response.status,
        field(parsed, 'code') ?? `http_${response.status}`,
        field(parsed, 'message') ?? `HTTP ${response.status}`,
        parsed,
      );
    }
    // The registry's JSON answers are trusted to have the documented shapes.
    return parsed as T;
  }

  return {
    get: (path) => call('GET', path),
    post: (path, body, headers) => call('POST', path, body, headers),
    async release(body) {
      const { revision } = await call<{ revision: number }>('GET', '/api/releases');
      return call('POST', '/api/releases', { actor: options.actor, ...body }, { 'if-match': `"${revision}"` });
    },
  };
}
