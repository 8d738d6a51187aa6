/**
 * Builds the renderer's dependencies from the validated environment: one place for the server
 * entry (`index.server.ts`) and the release gate's checker (`check-remote.server.ts`).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { HostEnv } from './process/env.server.ts';
import type { ReleaseSource } from './releases/release-source.server.ts';
import type { RenderDeps } from './request/render-deps.server.ts';
import { inlineStyle, svgDataUri } from './document/html.server.ts';
import { createGeoLookup } from './visitor/geo.server.ts';
import { createApiTransport } from './request/api-transport.server.ts';
import { NO_HEALTH_REPORTS, type HealthReporter } from './process/health-reporter.server.ts';
import { createServerRemoteLoader } from '../federation/server-loader.server.ts';
import { createBundleVerifier } from '../federation/bundle-integrity.server.ts';
import { createIntegrityBook } from '../federation/integrity-book.server.ts';
import { serverBundleRequest } from '../federation/origin-credential.server.ts';
import { createOriginProbe } from '../federation/origin-probe.server.ts';
import { createThrottledLog, type Log } from './process/throttled-log.server.ts';
import { createRemoteResources } from './areas/remote-resources.server.ts';
import { createHostMessages } from './request/host-messages.server.ts';
import { createHostCookies } from './visitor/visitor.server.ts';
import { createHandlerCache } from './areas/areas.server.ts';
import { createPageCache } from './page-cache/page-cache.server.ts';
import { createKeptHtmlStore } from './page-cache/kept-html.server.ts';
import { NO_TELEMETRY, type HostTelemetry } from './telemetry/host-telemetry.server.ts';

/** The absolute folder of the browser build (served under /assets/). */
export function clientDirOf(env: HostEnv): string {
  return resolve(env.CLIENT_DIR);
}

/**
 * The renderer's dependencies over `releases`. `requireIntegrity` (default: in production) refuses
 * a version whose hashes nobody recorded, and any server file that was not checked (decision 053).
 * @throws Error when the browser build's `assets-manifest.json` is missing (run the host build)
 */
export function createRenderDeps(
  env: HostEnv,
  releases: ReleaseSource,
  options: { readonly health?: HealthReporter; readonly log: Log; readonly telemetry?: HostTelemetry; readonly requireIntegrity?: boolean },
): RenderDeps {
  const { log } = options;
  const telemetry = options.telemetry ?? NO_TELEMETRY;
  const integrity = createIntegrityBook(() => releases.current());
  const verifier = createBundleVerifier({
    // Files are read where server bundles are (a private source, with the origin credential); the rest from the origin.
    locate: (url) =>
      serverBundleRequest(url, env.REMOTE_ORIGIN_ALLOWLIST, env.ORIGIN_SERVER_TOKEN, env.REMOTE_SERVER_SOURCES) ?? { url, headers: {} },
    timeoutMs: env.REMOTE_LOAD_TIMEOUT_MS,
    log: (message) => log(message),
  });
  const clientDir = clientDirOf(env);
  const manifest = JSON.parse(readFileSync(join(clientDir, 'assets-manifest.json'), 'utf8')) as {
    readonly scripts: readonly string[];
    readonly preloads: readonly string[];
    readonly federation: readonly string[];
    readonly stylesheets: readonly string[];
  };
  // The host's own style sheet is in every page: written into it, it costs no render-blocking request (decision 015).
  const clientAssets: RenderDeps['clientAssets'] = {
    scripts: manifest.scripts,
    preloads: manifest.preloads,
    federation: manifest.federation,
    styles: manifest.stylesheets.map((href) => inlineStyle(readFileSync(join(clientDir, href.replace(/^\/assets\//, '')), 'utf8'), href)),
    icon: svgDataUri(readFileSync(join(clientDir, 'favicon.svg'), 'utf8')),
  };
  return {
    env,
    releases,
    remotes: telemetry.remoteLoader(
      createServerRemoteLoader({
        allowlist: env.REMOTE_ORIGIN_ALLOWLIST,
        timeoutMs: env.REMOTE_LOAD_TIMEOUT_MS,
        failureTtlMs: env.REMOTE_FAILURE_TTL_MS,
        probe: createOriginProbe({ ttlMs: env.REMOTE_PROBE_TTL_MS, timeoutMs: env.REMOTE_PROBE_TIMEOUT_MS }),
        serverToken: env.ORIGIN_SERVER_TOKEN,
        serverSources: env.REMOTE_SERVER_SOURCES,
        verifier,
        integrityOf: integrity.of,
        requireIntegrity: options.requireIntegrity ?? env.production,
        warn: (message) => log(message),
      }),
    ),
    integrity,
    failures: createThrottledLog(log, env.FAILURE_LOG_INTERVAL_MS),
    remoteResources: createRemoteResources(env.REMOTE_LOAD_TIMEOUT_MS, log, verifier),
    hostMessages: createHostMessages(join(clientDir, 'locales'), log),
    apiTransport: createApiTransport(),
    geo: createGeoLookup({ apiBase: env.API_INTERNAL_BASE ?? env.API_BASE, timeoutMs: env.API_TIMEOUT_MS }),
    clientAssets,
    health: telemetry.health(options.health ?? NO_HEALTH_REPORTS),
    telemetry,
    cookies: createHostCookies({ secure: env.COOKIE_SECURE, domain: env.COOKIE_DOMAIN }),
    knownRoutes: new Map(),
    handlers: createHandlerCache(),
    keptHtml: createKeptHtmlStore({
      maxEntries: env.KEPT_HTML_ENTRIES,
      maxBytes: env.KEPT_HTML_MB * 1024 * 1024,
      ttlMs: env.PAGE_CACHE_TTL_MS,
    }),
    pages: createPageCache({ maxEntries: env.PAGE_CACHE_ENTRIES, maxBytes: env.PAGE_CACHE_MB * 1024 * 1024, ttlMs: env.PAGE_CACHE_TTL_MS }),
    log,
  };
}
