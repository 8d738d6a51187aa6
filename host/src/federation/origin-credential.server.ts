/**
 * The origins serve a remote's server bundles (`/<version>/server/...`) only to hosts (decision 020):
 * they disclose server-side code, so a request for one must carry the shared read
 * credential (`ORIGIN_SERVER_TOKEN`, sent as `Authorization: Bearer`). This federation runtime
 * plugin adds it to exactly those requests, and only towards allow-listed origins:
 *
 * - `fetch`: the manifest and every chunk of a server container (the node runtime plugin fetches
 *   chunks through the `fetch` hook of the container's own instance, which is why the plugin is
 *   registered as a global plugin: every instance made afterwards gets it);
 * - `loadEntry`: the server `remoteEntry.js`, which the runtime otherwise fetches with a bare
 *   `fetch` (no hook); it is evaluated the way the runtime's `loadScriptNode` does.
 *
 * Where the public origin is a CDN that serves browser files only (`npm run start:cluster`,
 * decision 029), `REMOTE_SERVER_SOURCES` names a private source per origin (the bucket's folder
 * of that area): the same hooks then read server bundles from there, never from the public origin.
 *
 * With `verified` (decision 053), both hooks hand the runtime the bytes bundle-integrity.server.ts
 * read and checked before the load, never a fresh read; when `verified.required` (production) a
 * file that was not checked is refused, so no server code runs that differs from its publish.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Script } from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Name of the plugin in the federation runtime (a global plugin is registered once per name). */
export const ORIGIN_CREDENTIAL_PLUGIN = 'meridian-origin-credential';

/** What a `loadEntry` hook hands the runtime: the container (`init`, `get`). */
type EntryExports = Exclude<Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>, void>;

/** A server-bundle path under a version folder: `/1.0.0/server/remoteEntry.js`. */
const SERVER_PATH = /^\/[^/]+\/server\//;

/** Public origin (`http://localhost:3001`) to the private base URL its server bundles are read from instead. */
export type ServerSources = Readonly<Record<string, string>>;

/**
 * How a host fetches `url` when it is a server bundle of an allow-listed origin: from the
 * origin's private source when `sources` names one (the path kept, no credential sent), else
 * from the origin with `Authorization: Bearer <token>`; null for anything else (then nothing is
 * changed: the credential never leaves for another address, whatever a manifest or a build's
 * public path says), and null when neither a source nor a token is known.
 */
export function serverBundleRequest(
  url: string,
  allowlist: readonly string[],
  token: string | undefined,
  sources: ServerSources = {},
): { url: string; headers: Record<string, string> } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!allowlist.includes(parsed.origin) || !SERVER_PATH.test(parsed.pathname)) return null;
  const source = sources[parsed.origin];
  if (source !== undefined) return { url: `${source}${parsed.pathname}`, headers: {} };
  return token === undefined ? null : { url, headers: { authorization: `Bearer ${token}` } };
}

/** The headers that prove a host to an origin for `url` (see {@link serverBundleRequest}), or null. */
export function credentialFor(url: string, allowlist: readonly string[], token: string): Record<string, string> | null {
  return serverBundleRequest(url, allowlist, token)?.headers ?? null;
}

function withHeaders(init: RequestInit, extra: Record<string, string>): RequestInit {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return { ...init, headers };
}

/** Fetches and evaluates a CommonJS remote entry, returning its container (as the runtime's `loadScriptNode`). */
async function loadCommonJsEntry(url: string, globalName: string, init: RequestInit): Promise<EntryExports> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`loading the remote entry ${url}: the origin answered ${response.status}`);
  return evaluateCommonJsEntry(url, globalName, await response.text());
}

/** Evaluates the code of a CommonJS remote entry read from `url` and returns its container. */
function evaluateCommonJsEntry(url: string, globalName: string, code: string): EntryExports {
  const { pathname } = new URL(url);
  const filename = pathname.split('/').at(-1) ?? 'remoteEntry.js';
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const run = new Script(`(function(exports, module, require, __dirname, __filename) {${code}\n})`, { filename }).runInThisContext() as (
    ...args: unknown[]
  ) => void;
  run(module.exports, module, createRequire(join(process.cwd(), 'remote-entry.js')), pathname.split('/').slice(0, -1).join('/'), filename);
  // The entry's own code defines the container; the runtime checks its shape when it calls init.
  const container = (module.exports[globalName] ?? module.exports) as EntryExports;
  Reflect.set(globalThis, globalName, container);
  return container;
}

/** The verified bytes of the files a host runs (bundle-integrity.server.ts), and whether nothing else may run. */
export interface VerifiedFiles {
  bytesOf(url: string, container?: string): Uint8Array | null;
  readonly required: boolean;
}

function unverified(url: string): Error {
  return new Error(`${url} was not checked against what its version published: refused (decision 053)`);
}

/** The plugin for `allowlist`, `token`, private `sources` and `verified` files (see the module comment). */
export function originCredentialPlugin(
  allowlist: readonly string[],
  token: string | undefined,
  sources: ServerSources = {},
  verified?: VerifiedFiles,
): ModuleFederationRuntimePlugin {
  return {
    name: ORIGIN_CREDENTIAL_PLUGIN,
    fetch(url, init, remoteInfo) {
      const bytes = verified?.bytesOf(url, remoteInfo?.name) ?? null;
      if (bytes !== null) return Promise.resolve(new Response(Buffer.from(bytes), { status: 200 }));
      if (verified?.required) return Promise.reject(unverified(url));
      const request = serverBundleRequest(url, allowlist, token, sources);
      return request === null ? undefined : fetch(request.url, withHeaders(init, request.headers));
    },
    async loadEntry({ remoteInfo }) {
      const bytes = verified?.bytesOf(remoteInfo.entry, remoteInfo.name) ?? null;
      if (remoteInfo.type !== 'commonjs-module') {
        // A server entry is always CommonJS; any other kind would be read by the runtime itself, unchecked.
        if (verified?.required) throw unverified(remoteInfo.entry);
        return undefined;
      }
      if (bytes !== null) return evaluateCommonJsEntry(remoteInfo.entry, remoteInfo.entryGlobalName, Buffer.from(bytes).toString('utf8'));
      if (verified?.required) throw unverified(remoteInfo.entry);
      const request = serverBundleRequest(remoteInfo.entry, allowlist, token, sources);
      if (request === null) return undefined;
      return loadCommonJsEntry(request.url, remoteInfo.entryGlobalName, withHeaders({}, request.headers));
    },
  };
}
