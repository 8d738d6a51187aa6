/**
 * Step 5 of a page request, **respond** (docs/architecture.md, "How a request flows"): a redirect,
 * or the page streamed with its status and Cache-Control (stream.server.tsx), kept for other
 * anonymous visitors where the page cache decided (page-cache.server.ts).
 */
import type { Response as ExpressResponse } from 'express';
import type { DecidedRequest, Redirect } from './decide-request.server.ts';
import type { LoadedPage } from './load-page.server.ts';
import type { KeepTarget } from '../page-cache/page-cache.server.ts';
import type { RenderDeps } from './render-deps.server.ts';
import type { RenderInputs } from './render-page.server.ts';
import { streamPage, type StreamOutcome } from './stream.server.tsx';

/** Sends `redirect`: its cookies, its Cache-Control and the Location. */
export function sendRedirect(res: ExpressResponse, redirect: Redirect): void {
  for (const cookie of redirect.setCookies) res.append('Set-Cookie', cookie);
  res.setHeader('Cache-Control', redirect.cacheControl);
  res.redirect(redirect.status, redirect.location);
}

/** What {@link respond} streams. */
export interface RespondInput {
  readonly request: DecidedRequest;
  readonly loaded: LoadedPage;
  readonly rendered: RenderInputs;
  /** Where the page is kept once complete (page-cache.server.ts), or null. */
  readonly cacheAs: KeepTarget | null;
  /** Hold the page until it rendered completely (a canary or preview that the active version can replace). */
  readonly holdUntilComplete: boolean;
}

/** Streams the page (stream.server.tsx); never rejects. `sent: false` only for a held page that failed. */
export function respond(res: ExpressResponse, deps: RenderDeps, input: RespondInput): Promise<StreamOutcome> {
  const { request, loaded, rendered } = input;
  return streamPage(res, deps, {
    ...rendered,
    context: loaded.context,
    rest: request.rest,
    release: loaded.release,
    handler: loaded.handler,
    area: loaded.area,
    method: request.method,
    holdUntilComplete: input.holdUntilComplete,
    signedIn: request.token !== null || loaded.page.signedIn(),
    cacheAs: input.cacheAs,
  });
}
