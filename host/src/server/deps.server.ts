/**
 * Builds the renderer's dependencies from the validated environment: one place for the server
 * entry (`index.server.ts`) and the release gate's checker (`check-remote.server.ts`).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { HostEnv } from './env.server.ts';
import type { ReleaseSource } from './release-source.server.ts';
import type { RenderDeps } from './render-deps.server.ts';
import { inlineStyle, svgDataUri } from './html.server.ts';
import { createGeoLookup } from './geo.server.ts';
import { NO_HEALTH_REPORTS, type HealthReporter } from './health-reporter.server.ts';
import { createServerRemoteLoader } from '../federation/server-loader.server.ts';
import { createOriginProbe } from '../federation/origin-probe.server.ts';
import { createThrottledLog, type Log } from './throttled-log.server.ts';
import { createRemoteResources } from './remote-resources.server.ts';
import { createHostMessages } from './host-messages.server.ts';
import { createHostCookies } from './visitor.server.ts';
import { createHandlerCache } from './areas.server.ts';
import { createPageCache } from './page-cache.server.ts';

/** The absolute folder of the browser build (served under /assets/). */
export function clientDirOf(env: HostEnv): string {
  return resolve(env.CLIENT_DIR);
}

/**
 * The renderer's dependencies over `releases`.
 * @throws Error when the browser build's `assets-manifest.json` is missing (run the host build)
 */
export function createRenderDeps(
  env: HostEnv,
  releases: ReleaseSource,
  options: { readonly health?: HealthReporter; readonly log: Log },
): RenderDeps {
  const { log } = options;
  const clientDir = clientDirOf(env);
  const manifest = JSON.parse(readFileSync(join(clientDir, 'assets-manifest.json'), 'utf8')) as {
    readonly scripts: readonly string[];
    readonly preloads: readonly string[];
    readonly stylesheets: readonly string[];
  };
  // The host's own style sheet is in every page: written into it, it costs no render-blocking request (issue 10).
  const clientAssets: RenderDeps['clientAssets'] = {
    scripts: manifest.scripts,
    preloads: manifest.preloads,
    styles: manifest.stylesheets.map((href) => inlineStyle(readFileSync(join(clientDir, href.replace(/^\/assets\//, '')), 'utf8'), href)),
    icon: svgDataUri(readFileSync(join(clientDir, 'favicon.svg'), 'utf8')),
  };
  return {
    env,
    releases,
    remotes: createServerRemoteLoader({
      allowlist: env.REMOTE_ORIGIN_ALLOWLIST,
      timeoutMs: env.REMOTE_LOAD_TIMEOUT_MS,
      failureTtlMs: env.REMOTE_FAILURE_TTL_MS,
      probe: createOriginProbe({ ttlMs: env.REMOTE_PROBE_TTL_MS, timeoutMs: env.REMOTE_PROBE_TIMEOUT_MS }),
      serverToken: env.ORIGIN_SERVER_TOKEN,
      serverSources: env.REMOTE_SERVER_SOURCES,
    }),
    failures: createThrottledLog(log, env.FAILURE_LOG_INTERVAL_MS),
    remoteResources: createRemoteResources(env.REMOTE_LOAD_TIMEOUT_MS, log),
    hostMessages: createHostMessages(join(clientDir, 'locales'), log),
    geo: createGeoLookup({ apiBase: env.API_INTERNAL_BASE ?? env.API_BASE, timeoutMs: env.API_TIMEOUT_MS }),
    clientAssets,
    health: options.health ?? NO_HEALTH_REPORTS,
    cookies: createHostCookies({ secure: env.COOKIE_SECURE, domain: env.COOKIE_DOMAIN }),
    knownRoutes: new Map(),
    handlers: createHandlerCache(),
    pages: createPageCache({ maxEntries: env.PAGE_CACHE_ENTRIES, maxBytes: env.PAGE_CACHE_MB * 1024 * 1024, ttlMs: env.PAGE_CACHE_TTL_MS }),
    log,
  };
}
