/**
 * A small HTTP client of the registry API for the CLI and the deploy script. Every write first
 * reads the current revision and sends it as If-Match, so a concurrent change is refused (412)
 * instead of being overwritten.
 */
import {
  apiErrorSchema,
  environmentPrefix,
  parseWire,
  PRODUCTION,
  releaseViewSchema,
  type WireOut,
} from '@meridian/shared/registry-contract';
import type { ZodMiniType } from 'zod/mini';
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

/** Where the registry is, the write token, who is acting, and in which environment (default production; decision 059). */
export interface ClientOptions {
  url: string;
  token: string | undefined;
  actor: string;
  environment?: string;
  fetch?: typeof fetch;
}

/**
 * The registry API as plain async functions. Every answer is parsed with its schema of the wire
 * contract (`@meridian/shared/registry-contract`): a wrong shape throws `RegistryContractError`
 * naming the field, never a half-read value.
 */
export interface RegistryClient {
  /** The environment whose API `/api/...` paths reach (`/env/<name>/api/...`; production's at `/api/...`). */
  readonly environment: string;
  /** The same client in environment `name`. */
  inEnvironment(name: string): RegistryClient;
  get<S extends ZodMiniType>(path: string, schema: S): Promise<WireOut<S>>;
  post<S extends ZodMiniType>(path: string, body: unknown, schema: S, headers?: Record<string, string>): Promise<WireOut<S>>;
  /** `POST /api/releases` with If-Match set to the revision read just before. */
  release<S extends ZodMiniType>(body: Record<string, unknown>, schema: S): Promise<WireOut<S>>;
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

/** Creates a client. Requests throw `RegistryRequestError` on any non-2xx answer, and `Error` when the registry is unreachable. */
export function createRegistryClient(options: ClientOptions): RegistryClient {
  const doFetch = options.fetch ?? fetch;
  const environment = options.environment ?? PRODUCTION;
  const prefix = environmentPrefix(environment);

  async function call<S extends ZodMiniType>(
    method: string,
    path: string,
    schema: S,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<WireOut<S>> {
    const auth: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
    let response: Response;
    try {
      response = await doFetch(new URL(`${prefix}${path}`, options.url), {
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
      const refusal = apiErrorSchema.safeParse(parsed);
      throw new RegistryRequestError(
        response.status,
        refusal.success ? refusal.data.code : `http_${response.status}`,
        refusal.success ? refusal.data.message : `HTTP ${response.status}`,
        parsed,
      );
    }
    return parseWire(schema, parsed, `answer to ${method} ${path}`);
  }

  return {
    environment,
    inEnvironment: (name) => createRegistryClient({ ...options, environment: name }),
    get: (path, schema) => call('GET', path, schema),
    post: (path, body, schema, headers) => call('POST', path, schema, body, headers),
    async release(body, schema) {
      const { revision } = await call('GET', '/api/releases', releaseViewSchema);
      return call('POST', '/api/releases', schema, { actor: options.actor, ...body }, { 'if-match': `"${revision}"` });
    },
  };
}
