/**
 * Streams one rendered page (docs/architecture.md, "How a request flows", step 4): the document head
 * (title, canonical, hreflang, stylesheets), React's stream, then the boot and
 * hydration data; a page its route says is the same for every anonymous visitor is kept in the
 * page cache as it streams (decision 012).
 */
import { PassThrough } from 'node:stream';
import type { Response as ExpressResponse } from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticRouter, StaticRouterProvider, type createStaticHandler, type StaticHandlerContext } from 'react-router';
import type { Area } from '@meridian/shared/areas';
import { createBus } from '@meridian/shared/bus';
import type { ReleaseSet } from '@meridian/shared/release';
import { createMemoryStorage } from '@meridian/shared/runtime';
import { createUserStore } from '@meridian/shared/user';
import { App, type AppServices } from '../../app.tsx';
import { DialogsBridge } from '../../shell/runtime/dialogs-bridge.tsx';
import type { BootData } from '../../boot-data.ts';
import type { createI18n } from '../../i18n/create-i18n.ts';
import { alternates, pageHead, pageLanguages } from '../../routing/head.ts';
import { documentEnd, documentStart, ScriptJson } from '../document/html.server.ts';
import { bootDataJson } from './page-messages.server.ts';
import { serializeHydrationData } from '../document/hydration.server.ts';
import { encodePage, keepPage, PAGE_CACHE_CONTROL, type KeepTarget } from '../page-cache/page-cache.server.ts';
import { keptHtmlScope, pageKeptHtml } from '../page-cache/kept-html.server.ts';
import { createPageEncoder, negotiatePageEncoding } from '../document/page-encoding.server.ts';
import type { RenderDeps } from './render-deps.server.ts';

/**
 * The page's CSP allows no inline script, so a finished Suspense boundary that React outlines (sent
 * after the shell and revealed by an inline script; React 19.2 does it past 12.8 KB of page) would
 * never show, and hydration would render it again (error 419); a page without JavaScript must be
 * complete too (decision 013; the servers page's network section): finished boundaries stay in place.
 */
export const KEEP_FINISHED_BOUNDARIES = { progressiveChunkSize: Number.POSITIVE_INFINITY } as const;
/** A callback the server never needs (DialogsBridge's run in the browser's effects only). */
const ignore = () => {};

/**
 * A page rendered for a signed-in visitor (a session cookie came with the request) carries their
 * own details, such as the email address on /myaccount: no cache, the browser's included, may
 * store it.
 */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-store';

/**
 * The Cache-Control of a rendered page: {@link SIGNED_IN_CACHE_CONTROL} for a signed-in visitor,
 * `no-store` for an error or the answer to a form post, else {@link PAGE_CACHE_CONTROL}.
 */
export function pageCacheControl(page: { readonly status: number; readonly method: string; readonly signedIn: boolean }): string {
  if (page.signedIn) return SIGNED_IN_CACHE_CONTROL;
  return page.status === 200 && page.method !== 'POST' ? PAGE_CACHE_CONTROL : 'no-store';
}

/** Per-request bus and session: an anonymous user (remote loaders call the API through the page context). */
export function requestServices(apiBase: string): AppServices {
  const bus = createBus();
  const user = createUserStore({
    storage: createMemoryStorage(),
    cookies: { get: () => undefined, set: () => undefined, remove: () => undefined },
    bus,
    fetchProfile: () => Promise.reject(new Error('profiles are fetched in the browser')),
  });
  return { bus, session: { http: null, user, apiBase }, shell: null };
}

/** What one page render streams. */
export interface StreamInput {
  readonly context: StaticHandlerContext;
  readonly status: number;
  readonly i18n: ReturnType<typeof createI18n>;
  readonly site: BootData['site'];
  readonly boot: BootData;
  readonly rest: string;
  readonly release: ReleaseSet;
  readonly remoteAssets: {
    stylesheets: readonly string[];
    preloads: readonly string[];
    integrity?: Readonly<Record<string, string>>;
  } | null;
  readonly handler: ReturnType<typeof createStaticHandler>;
  /** Routes whose loader data the page leaves out (a page kept from the server, decision 075). */
  readonly withheldRoutes?: readonly string[];
  /** The area that rendered the page, null for the host's own pages. */
  readonly area: Area | null;
  /** The request method (a page answering a form post is never cached). */
  readonly method: string;
  /** The page was rendered for a signed-in visitor: nobody may store it ({@link pageCacheControl}). */
  readonly signedIn: boolean;
  /**
   * Where to keep the page for other anonymous visitors, when it may be kept; `varies` is the
   * request's own key when `key` is one country's variant of it (page-cache.server.ts).
   */
  readonly cacheAs: KeepTarget | null;
  /**
   * Hold the page until it rendered completely and send nothing when it fails (a canary or
   * preview version, which the active version can replace: version-fallback.server.ts).
   */
  readonly holdUntilComplete?: boolean;
}

/** How a page stream ended for the caller: sent (possibly as the 500 page), or failed with nothing sent (held pages only). */
export type StreamOutcome = { readonly sent: true } | { readonly sent: false; readonly error: unknown };

/**
 * The stream React renders into: `start` first, everything written on to `res` (left open for
 * the document end) and, when `keep`, also collected; `onEnd` gets the collected bytes (null
 * when not kept). React writes a page in many pieces of about 2 KB within one turn of the event
 * loop; they go to `res` as one write per turn, so compression runs once per turn instead of once
 * per piece (decision 030: zlib was a fifth of the host's CPU on uncached pages). The 'data'
 * listener is attached before anything is written (the document start once got lost before a
 * late pipe); `res` pushing back pauses the body until it drains.
 */
export function pageBody(res: NodeJS.WritableStream, start: string, keep: boolean, onEnd: (kept: Buffer | null) => void): PassThrough {
  const body = new PassThrough();
  const kept: Buffer[] = [];
  let pending: Buffer[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const chunk = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
    pending = [];
    if (!res.write(chunk)) {
      body.pause();
      res.once('drain', () => body.resume());
    }
  };
  body.on('data', (chunk: Buffer) => {
    if (keep) kept.push(chunk);
    pending.push(chunk);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  });
  body.on('end', () => {
    flush();
    onEnd(keep ? Buffer.concat(kept) : null);
  });
  body.write(start);
  return body;
}

/**
 * Streams the page; never rejects. A shell error answers a short 500 page, unless the page is
 * held (`holdUntilComplete`): then any render error sends nothing and resolves `sent: false`.
 * Every render failure counts once against the version of the page's area (`deps.health`).
 */
export function streamPage(res: ExpressResponse, deps: RenderDeps, input: StreamInput): Promise<StreamOutcome> {
  const { context, status, i18n, site, boot, rest, remoteAssets, handler } = input;
  const leaf = context.matches.at(-1);
  const head = pageHead({ handles: context.matches.map((match) => match.route.handle), params: leaf?.params ?? {}, status }, i18n);
  const languages = pageLanguages(
    context.matches.map((match) => ({ handle: match.route.handle, data: context.loaderData[match.route.id] })),
  );
  const { canonical, links } = alternates(deps.env.PUBLIC_ORIGIN, site.locale, rest, languages);
  const start = documentStart({
    locale: site.locale,
    head,
    canonical,
    alternates: links,
    inlineStyles: deps.clientAssets.styles,
    stylesheets: remoteAssets?.stylesheets ?? [],
    icon: deps.clientAssets.icon,
  });
  const end = documentEnd(
    new ScriptJson(bootDataJson(boot)),
    serializeHydrationData(context, input.withheldRoutes),
    deps.clientAssets.scripts,
    // A page that loads its area before hydrating needs the federation runtime first (decision 080).
    [
      ...deps.clientAssets.preloads,
      ...((remoteAssets?.preloads.length ?? 0) > 0 ? deps.clientAssets.federation : []),
      ...(remoteAssets?.preloads ?? []),
    ],
    remoteAssets?.integrity,
  );
  const router = createStaticRouter(handler.dataRoutes, context);
  // A page kept from the server writes its content's HTML as rendered before for the same inputs (decision 077).
  const keptHtml =
    (input.withheldRoutes?.length ?? 0) > 0 ? pageKeptHtml(deps.keptHtml, keptHtmlScope({ release: input.release, site, context })) : null;
  const held = input.holdUntilComplete === true;
  let failed = false;
  let committed = false;
  let settle: (outcome: StreamOutcome) => void = () => {};
  const outcome = new Promise<StreamOutcome>((resolve) => {
    settle = resolve;
  });
  /** Counts the page's first failure against its area's version. */
  const fail = () => {
    if (failed) return;
    failed = true;
    const { area } = input;
    const version = area ? input.release.remotes[area]?.version : undefined;
    if (area && version !== undefined) deps.health.pageFailure(area, version);
  };
  const commit = () => {
    committed = true;
    const contentType = 'text/html; charset=utf-8';
    res.status(status);
    res.setHeader('Content-Type', contentType);
    res.setHeader('Cache-Control', pageCacheControl({ status, method: input.method, signedIn: input.signedIn }));
    // Nothing is collected for a cache that is off (PAGE_CACHE_ENTRIES=0); keepPage compresses only what it keeps.
    const keep = input.cacheAs !== null && deps.pages.accepts(0);
    // Kept content rendered anew is looked for in the page once it is complete.
    const collect = keep || keptHtml !== null;
    // Compressed once, here, in the encoding the browser accepts (compression() leaves an encoded response alone).
    const encoding = negotiatePageEncoding(res.req);
    const encoder = encoding ? createPageEncoder(encoding) : null;
    const sent: Buffer[] = [];
    if (encoder && encoding) {
      res.setHeader('Content-Encoding', encoding);
      res.vary('Accept-Encoding');
      if (keep) encoder.on('data', (chunk: Buffer) => sent.push(chunk));
      encoder.pipe(res);
      res.on('close', () => encoder.destroy());
    }
    const out = encoder ?? res;
    const body = pageBody(out, start, collect, (kept) => {
      out.end(end);
      if (keptHtml) {
        deps.telemetry.keptHtml('hit', keptHtml.hits());
        deps.telemetry.keptHtml('miss', keptHtml.missed().length);
        if (kept && !failed && status === 200 && keptHtml.missed().length > 0)
          deps.telemetry.keptHtml('kept', keptHtml.keepFrom(kept.subarray(Buffer.byteLength(start)).toString('utf8')));
      }
      const cacheAs = input.cacheAs;
      if (!keep || !cacheAs || failed || status !== 200 || kept === null) return;
      const page = Buffer.concat([kept, Buffer.from(end)]);
      const store = () =>
        keepPage(deps.pages, cacheAs, { status, contentType, body: page, area: input.area }, (raw) =>
          encodePage(raw, encoder && encoding ? { encoding, bytes: Buffer.concat(sent) } : undefined),
        ).catch((error: unknown) => deps.log(`compressing ${rest} for the page cache failed`, error));
      if (encoder) encoder.once('end', () => void store());
      else void store();
    });
    stream?.pipe(body);
    settle({ sent: true });
  };
  /** A held page that failed: nothing is sent, the caller renders it again with another version. */
  const giveUp = (error: unknown) => {
    fail();
    stopped = true;
    stream?.abort();
    settle({ sent: false, error });
  };
  let stopped = false;
  let closed = false;
  let stream: { pipe: (destination: NodeJS.WritableStream) => unknown; abort: () => void } | null = null;
  stream = renderToPipeableStream(
    <App i18n={i18n} site={site} services={requestServices(input.boot.apiBase)} keptHtml={keptHtml?.kept ?? null}>
      {/* The same children as the browser's (bootstrap.client.tsx): React's useId numbers by tree position, and
          with one child fewer every id (label for, aria-labelledby) differed after hydration. It renders nothing. */}
      <DialogsBridge attach={ignore} hydrated={ignore} />
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
    {
      ...KEEP_FINISHED_BOUNDARIES,
      onShellReady() {
        if (!held) commit();
      },
      onAllReady() {
        if (held && !failed) commit();
      },
      onShellError(error) {
        if (held) return giveUp(error);
        fail();
        deps.log(`rendering ${rest} failed before the shell was ready`, error);
        res.status(500).setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end('<!doctype html><title>Error</title><p>Something went wrong. Please reload the page.</p>');
        settle({ sent: true });
      },
      onError(error) {
        // Stopping the render because the visitor left is no failure of the page's version.
        if (closed) return;
        if (held && !committed) return giveUp(error);
        fail();
        deps.log(`React render error on ${rest}`, error);
      },
    },
  );
  if (stopped) stream.abort();
  res.on('close', () => {
    closed = true;
    if (failed && committed) deps.log(`render of ${rest} finished with errors`);
    // A visitor who left before a held page was ready: nothing more to send.
    settle({ sent: true });
    stream?.abort();
  });
  return outcome;
}
