/**
 * The host's half of `npm run dev` (docs/development.md, "Development"). The dev script rebuilds a remote in
 * place (same version, so the same container name and URLs) and then posts
 * `/__dev/rebuilt/<area>`: the host drops what it cached for that area (its server container,
 * route tables, manifest and message bundles, page and handler caches), so the next request
 * loads the new code without a restart, and tells open pages through Server-Sent Events on
 * `/__dev/events`. Production never mounts it: HOST_DEV_HOOK is refused with
 * NODE_ENV=production (env.server.ts) and again here.
 */
import { Router, type Response } from 'express';
import { isArea, type Area } from '@meridian/shared/areas';
import type { RenderDeps } from '../request/render-deps.server.ts';

/** What the hook drops caches in. */
export type DevHookDeps = Pick<RenderDeps, 'remotes' | 'remoteResources' | 'handlers' | 'pages' | 'keptHtml' | 'log'> & {
  readonly env: { readonly production: boolean };
};

/** The event open pages receive when `area` was rebuilt (`build` counts rebuilds in this host). */
export interface RebuiltEvent {
  readonly area: Area;
  readonly build: number;
  /** The rebuilt browser compilation's hash, which a hot update must reach (decision 036); empty when not given. */
  readonly hash: string;
}

/** Milliseconds between keep-alive comments on an open event stream. */
const KEEP_ALIVE_MS = 15_000;

/** The hook's routes and its manual trigger (tests). */
export interface DevHook {
  readonly router: Router;
  /** Drops the caches of `area` and tells every open page, with the browser build's `hash` when known. */
  rebuilt(area: Area, hash?: string): RebuiltEvent;
  /** Rebuilds taken in so far; pages carry the figure they were rendered with (boot data `dev.build`). */
  build(): number;
}

/** Creates the hook. @throws Error when `deps.env.production` (the hook is for `npm run dev` only). */
export function createDevHook(deps: DevHookDeps): DevHook {
  if (deps.env.production) throw new Error('the development hook (HOST_DEV_HOOK) is refused with NODE_ENV=production');
  const listeners = new Set<Response>();
  let build = 0;

  const rebuilt = (area: Area, hash = ''): RebuiltEvent => {
    deps.remotes.forget(area);
    deps.remoteResources.forget(area);
    deps.handlers.clear();
    deps.pages.clear();
    deps.keptHtml.clear();
    build += 1;
    const event = { area, build, hash };
    for (const res of listeners) res.write(`event: rebuilt\ndata: ${JSON.stringify(event)}\n\n`);
    deps.log(`dev: ${area} rebuilt (build ${build}), caches dropped, ${listeners.size} open page(s) told`);
    return event;
  };

  const router = Router();
  router.post('/__dev/rebuilt/:area', (req, res) => {
    const { area } = req.params;
    if (!isArea(area)) {
      res.status(404).type('text/plain').send(`no area ${area}`);
      return;
    }
    const { hash } = req.query;
    res.json(rebuilt(area, typeof hash === 'string' && /^[0-9a-f]{1,64}$/.test(hash) ? hash : ''));
  });
  router.get('/__dev/events', (req, res) => {
    // no-transform keeps compression from buffering the stream.
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive' });
    // A page that was reloading while a rebuild was announced compares this with its own figure.
    res.write(`retry: 500\nevent: hello\ndata: ${JSON.stringify({ build })}\n\n`);
    listeners.add(res);
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    req.on('close', () => {
      clearInterval(keepAlive);
      listeners.delete(res);
    });
  });
  return { router, rebuilt, build: () => build };
}
