/**
 * One page request as five named steps (docs/architecture.md, "How a request flows"; decision 031):
 * **decide** (language, entry redirect, visitor: decide-request.server.ts), **pin** (release set
 * and page cache key: pin-release.server.ts), **load** (areas, route match, loaders:
 * load-page.server.ts), **render** (messages, boot data: render-page.server.ts) and **respond**
 * (redirect or streamed page: respond.server.ts). This module only composes them, with the page
 * cache's lookup between pin and load, its keep decision after the render (page-cache.server.ts) and the render again with an area's active version when its
 * canary or preview fails (version-fallback.server.ts). Each step is a span of the request's trace
 * when tracing is on, and the page's route and render outcome are counted (decision 056).
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { Area } from '@meridian/shared/areas';
import type { ReleaseSet } from '@meridian/shared/release';
import { servedByFallback } from '../areas/areas.server.ts';
import { decideRequest, type DecidedRequest } from './decide-request.server.ts';
import { loadPage, servedVersion } from './load-page.server.ts';
import { answerFromCache, keepTarget } from '../page-cache/page-cache.server.ts';
import { routerRequest } from './page-request.server.ts';
import { pinRequest, type PinnedRequest } from './pin-release.server.ts';
import type { RenderDeps } from './render-deps.server.ts';
import { renderInputs } from './render-page.server.ts';
import { respond, sendRedirect } from './respond.server.ts';
import { activeFallback, mayRenderAgain } from '../areas/version-fallback.server.ts';
import { routePattern, step } from '../telemetry/host-telemetry.server.ts';

export type { RenderDeps } from './render-deps.server.ts';

/**
 * Handles a GET or HEAD for a page, or a form POST to one (an action run on the server for a
 * visitor without JavaScript). Never throws: failures become 404, 503 or a logged 500 page.
 */
export async function renderPage(req: ExpressRequest, res: ExpressResponse, deps: RenderDeps): Promise<void> {
  const decision = step('decide', () =>
    decideRequest(
      {
        method: req.method,
        originalUrl: req.originalUrl,
        cookieHeader: req.headers.cookie,
        acceptLanguage: req.headers['accept-language'],
        ip: req.ip ?? '',
      },
      { rootRedirect: deps.env.ROOT_REDIRECT, previewSecret: deps.env.PREVIEW_SECRET, cookies: deps.cookies },
    ),
  );
  res.setHeader('Vary', decision.vary);
  if (decision.kind === 'redirect') return sendRedirect(res, decision.redirect);
  for (const cookie of decision.setCookies) res.append('Set-Cookie', cookie);
  const { request } = decision;
  // A preview version is in no release state: its signed token names its hashes (decision 053).
  for (const preview of request.visitor.previews)
    if (preview.integrity) deps.integrity.learn(preview.area, preview.version, preview.integrity);
  const pin = step('pin', () => pinRequest(request, deps.releases.current(), deps.clientAssets.scripts));
  const country = () => deps.geo.country(request.visitorIp);
  const { cacheKey } = pin;
  if (cacheKey !== null) {
    const answered = await step('cache', () => answerFromCache(req, res, deps, cacheKey, country));
    deps.telemetry.pageCache(answered);
    if (answered) return;
  }
  await renderRelease(req, res, deps, { request, pin, country }, pin.pinned, false);
}

/** One page request after pinning, the same for every release set it is rendered with. */
interface Attempt {
  readonly request: DecidedRequest;
  readonly pin: PinnedRequest;
  readonly country: () => Promise<string>;
}

/**
 * Loads, renders and sends the page with the release set `release`. When the canary or preview
 * version of the page's area fails (a loader error with a status of 500 or more, a render error),
 * the same request is rendered again with the area's active version (`fellBack`: not kept).
 */
async function renderRelease(
  req: ExpressRequest,
  res: ExpressResponse,
  deps: RenderDeps,
  attempt: Attempt,
  release: ReleaseSet,
  fellBack: boolean,
): Promise<void> {
  const startedMs = performance.now();
  const { request, pin, country } = attempt;
  const controller = new AbortController();
  // A visitor who leaves before the page is sent stops its loaders; a page sent whole has nothing left to stop
  // (an abort then would only build an AbortError for nobody: 0.7 % of the host's CPU per page).
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const routed = (method?: 'GET') => routerRequest(req, request.url, controller.signal, method);
  const loaded = await step('load', () => loadPage(deps, { request, pinned: release, country, routed }));
  if (loaded.kind === 'redirect') return sendRedirect(res, loaded.redirect);
  deps.telemetry.page(res, routePattern(loaded.context.matches, loaded.unavailablePage), loaded.area);
  const versionOf = (area: Area | null) => (area === null ? 'none' : servedVersion(loaded.release, area));
  /** Logs why (once per version per interval) and renders the request again with `again`. */
  const renderAgain = async (again: ReleaseSet, area: Area, failed: string, error: unknown) => {
    deps.telemetry.render(area, versionOf(area), 'fell_back');
    deps.failures(
      `${area}@${servedVersion(loaded.release, area)}:page`,
      `${failed}; rendered with the active ${servedVersion(again, area)} instead`,
      error,
    );
    await renderRelease(req, res, deps, attempt, again, true);
  };

  const { failure } = loaded;
  const retry = failure && mayRenderAgain(request.method) ? activeFallback(loaded.release, pin.state, failure.area) : null;
  if (failure && retry !== null)
    return renderAgain(
      retry,
      failure.area,
      `some server render error: ${loaded.context.statusCode} on ${request.url.pathname} with ${failure.area}@${failure.version}`,
      failure.error,
    );
  for (const cookie of loaded.responseCookies) res.append('Set-Cookie', cookie);
  // A server-render error that carries a status code sends the visitor to the root (rule route.render-error).
  if (!loaded.unavailablePage && loaded.context.statusCode >= 500) {
    deps.telemetry.render(loaded.area, versionOf(loaded.area), 'error_page');
    deps.log(
      `some server render error: ${loaded.context.statusCode} on ${request.url.pathname}`,
      Object.values(loaded.context.errors ?? {})[0],
    );
    return sendRedirect(res, { status: 302, location: request.basename, cacheControl: 'no-store', setCookies: [] });
  }

  const rendered = await step('render', () => renderInputs(deps, request, loaded));
  const cacheAs = await keepTarget(
    {
      cacheKey: pin.cacheKey,
      context: loaded.context,
      setsCookies: loaded.responseCookies.length > 0,
      unavailablePage: loaded.unavailablePage,
      entry: loaded.loaded?.entry ?? null,
      substituted: fellBack || servedByFallback(release, loaded.areas),
    },
    country,
  );
  // A canary or preview page is held until it rendered completely: when it fails, nothing was sent and the active version renders it.
  const again = loaded.unavailablePage || !mayRenderAgain(request.method) ? null : activeFallback(loaded.release, pin.state, loaded.area);
  const outcome = await step('respond', () =>
    respond(res, deps, { request, loaded, rendered, cacheAs, holdUntilComplete: again !== null }),
  );
  if (outcome.sent) deps.telemetry.render(loaded.area, versionOf(loaded.area), loaded.unavailablePage ? 'unavailable' : 'ok');
  // Decision 032: the server's render time per area version (until the page's first byte; a held page's whole render).
  if (outcome.sent && loaded.area !== null && !loaded.unavailablePage)
    deps.health.renderTime(loaded.area, servedVersion(loaded.release, loaded.area), performance.now() - startedMs);
  if (!outcome.sent && again !== null && loaded.area !== null)
    await renderAgain(
      again,
      loaded.area,
      `rendering ${request.url.pathname} with ${loaded.area}@${servedVersion(loaded.release, loaded.area)} failed`,
      outcome.error,
    );
}
