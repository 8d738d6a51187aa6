/**
 * One page request as five named steps (docs/architecture.md, "How a request flows"; decision 031):
 * **decide** (language, entry redirect, visitor: decide-request.server.ts), **pin** (release set
 * and page cache key: pin-release.server.ts), **load** (areas, route match, loaders:
 * load-page.server.ts), **render** (messages, boot data: render-page.server.ts) and **respond**
 * (redirect or streamed page: respond.server.ts). This module only composes them, with the page
 * cache's answer between pin and load and the render again with an area's active version when its
 * canary or preview fails (version-fallback.server.ts).
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { Area } from '@meridian/shared/areas';
import type { ReleaseSet } from '@meridian/shared/release';
import { servedByFallback } from './areas.server.ts';
import { decideRequest, type DecidedRequest } from './decide-request.server.ts';
import { loadPage, servedVersion } from './load-page.server.ts';
import { countryVariantKey } from './page-cache.server.ts';
import { answerFromCache, routerRequest } from './page-request.server.ts';
import { pinRequest, type PinnedRequest } from './pin-release.server.ts';
import type { RenderDeps } from './render-deps.server.ts';
import { renderInputs } from './render-page.server.ts';
import { cacheTarget, respond, sendRedirect } from './respond.server.ts';
import { activeFallback, mayRenderAgain } from './version-fallback.server.ts';

export type { RenderDeps } from './render-deps.server.ts';

/**
 * Handles a GET or HEAD for a page, or a form POST to one (an action run on the server for a
 * visitor without JavaScript). Never throws: failures become 404, 503 or a logged 500 page.
 */
export async function renderPage(req: ExpressRequest, res: ExpressResponse, deps: RenderDeps): Promise<void> {
  const decision = decideRequest(
    {
      method: req.method,
      originalUrl: req.originalUrl,
      cookieHeader: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
      ip: req.ip ?? '',
    },
    { rootRedirect: deps.env.ROOT_REDIRECT, previewSecret: deps.env.PREVIEW_SECRET, cookies: deps.cookies },
  );
  res.setHeader('Vary', decision.vary);
  if (decision.kind === 'redirect') return sendRedirect(res, decision.redirect);
  for (const cookie of decision.setCookies) res.append('Set-Cookie', cookie);
  const { request } = decision;
  const pin = pinRequest(request, deps.releases.current(), deps.clientAssets.scripts);
  const country = () => deps.geo.country(request.visitorIp);
  const { cacheKey } = pin;
  if (
    cacheKey !== null &&
    (await answerFromCache(req, res, deps, deps.pages.varies(cacheKey) ? countryVariantKey(cacheKey, await country()) : cacheKey))
  )
    return;
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
  res.on('close', () => controller.abort());
  const routed = (method?: 'GET') => routerRequest(req, request.url, controller.signal, method);
  const loaded = await loadPage(deps, { request, pinned: release, country, routed });
  if (loaded.kind === 'redirect') return sendRedirect(res, loaded.redirect);
  /** Logs why (once per version per interval) and renders the request again with `again`. */
  const renderAgain = async (again: ReleaseSet, area: Area, failed: string, error: unknown) => {
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
  // Spec sections 2 and 8: a server-render error that carries a status code sends the visitor to the root.
  if (!loaded.unavailablePage && loaded.context.statusCode >= 500) {
    deps.log(
      `some server render error: ${loaded.context.statusCode} on ${request.url.pathname}`,
      Object.values(loaded.context.errors ?? {})[0],
    );
    return sendRedirect(res, { status: 302, location: request.basename, cacheControl: 'no-store', setCookies: [] });
  }

  const rendered = await renderInputs(deps, request, loaded);
  const cacheAs = await cacheTarget(
    { cacheKey: pin.cacheKey, loaded, substituted: fellBack || servedByFallback(release, loaded.areas) },
    country,
  );
  // A canary or preview page is held until it rendered completely: when it fails, nothing was sent and the active version renders it.
  const again = loaded.unavailablePage || !mayRenderAgain(request.method) ? null : activeFallback(loaded.release, pin.state, loaded.area);
  const outcome = await respond(res, deps, { request, loaded, rendered, cacheAs, holdUntilComplete: again !== null });
  // Issue 19: the server's render time per area version (until the page's first byte; a held page's whole render).
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
