import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  Outlet,
  RouterProvider,
  StaticRouterProvider,
  useLoaderData,
  type RouteObject,
} from 'react-router';
import type { AreaModule } from '@meridian/shared/route-module';
import { KeepServerHtmlContext, staticPage, WITHHELD_LOADER_DATA } from '@meridian/shared/ui';
import { createCompatibleMode, createMemoryStorage, systemTimers } from '@meridian/shared/runtime';
import { createAreaDiscovery } from './area-discovery.client.ts';
import { areaOfRouteId, mountArea, ROOT_ROUTE_ID } from './mount.ts';
import { routeMapOf } from './route-map.ts';
import { createStandInRoutes, findRoute, keptRouteChain, patchAround, type KeptRoute } from './stand-in-routes.tsx';

/**
 * A blog-like area: its posts under `blog/:unikey`, which also matches `/blog/more` until the area's
 * own `blog/more` is in the router, and the list under a pathless parent with a handle. The post page
 * is lazy, like a real page chunk; `loads` counts what the browser fetched of the area.
 */
function blogArea() {
  const loads = { entry: 0, post: 0, postLoader: 0 };
  const Post = staticPage(() => <article>{(useLoaderData() as { title: string }).title}</article>);
  const More = staticPage(() => <h1>More articles</h1>);
  const module: AreaModule = {
    area: 'blog',
    routes: [
      {
        handle: { ns: 'blog', layout: 'blog' },
        children: [{ path: 'blog/more', Component: More, handle: { ns: 'blog', meta: () => ({ key: 'more.meta' }) } }],
      },
      {
        path: 'blog/:unikey',
        handle: { ns: 'blog', layout: 'blog', meta: () => ({ key: 'post.meta' }) },
        lazy: async () => {
          loads.post += 1;
          return {
            Component: Post,
            loader: ({ params }) => {
              loads.postLoader += 1;
              return { title: `Post ${params.unikey}` };
            },
          };
        },
      },
    ],
  } as AreaModule;
  return { module, loads };
}

const root = (children: RouteObject[]): RouteObject[] => [
  { id: ROOT_ROUTE_ID, path: '/', Component: Outlet, children: [...children, { id: 'host/not-found', path: '*', loader: () => null }] },
];

/** The server's page for `path`: its HTML, its area's matched routes as the boot data carries them, and the kept ids. */
async function serverPage(path: string): Promise<{ html: string; chain: KeptRoute[] | null }> {
  const { module } = blogArea();
  const handler = createStaticHandler(root(mountArea(module)));
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error('redirected');
  const areaRoutes = context.matches.map((match) => match.route).filter((route) => areaOfRouteId(route.id) !== null);
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
  return { html, chain: keptRouteChain(areaRoutes, [areaRoutes.at(-1)?.id ?? '']) };
}

/** The browser's page over stand-ins of `chain`, with the host's route discovery; the area loads only through `resolve` or discovery. */
function browserPage(chain: readonly KeptRoute[], path: string) {
  const area = blogArea();
  let patched = false;
  const load = async () => {
    area.loads.entry += 1;
    return area.module;
  };
  const standIns = createStandInRoutes(chain, async (id) => {
    const route = findRoute(mountArea(await load()), id);
    if (!route) throw new Error(`no ${id}`);
    return typeof route.lazy === 'function' ? { ...route, ...(await route.lazy()), lazy: undefined } : route;
  });
  if (!standIns) throw new Error('no stand-ins');
  const router = createMemoryRouter(root([standIns.route]), {
    initialEntries: [path],
    hydrationData: { loaderData: { [chain.at(-1)?.id ?? '']: WITHHELD_LOADER_DATA } },
    patchRoutesOnNavigation: createAreaDiscovery({
      basename: '/',
      routeMap: routeMapOf([area.module]),
      router: () => router,
      loadArea: async (_, patch) => {
        const module = await load();
        if (patched) return;
        patched = true;
        patchAround(patch, ROOT_ROUTE_ID, mountArea(module), standIns.ids);
      },
      isPatched: () => patched,
      onStaleBuild: () => false,
      compatible: createCompatibleMode({
        storage: createMemoryStorage(),
        timers: systemTimers(),
        isKnownPath: () => true,
        redirect: () => {},
      }),
      assign: () => {
        throw new Error('no full load expected');
      },
    }),
  });
  return { router, loads: area.loads };
}

/** The kept post as the browser has it after hydrating the server's HTML over its stand-ins, with React's recoverable errors. */
async function hydratedPost() {
  const path = '/blog/what-is-a-kill-switch';
  const { html, chain } = await serverPage(path);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const { router, loads } = browserPage(chain ?? [], path);
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <KeepServerHtmlContext.Provider value>
        <RouterProvider router={router} />
      </KeepServerHtmlContext.Provider>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  return { html, container, router, loads, mismatches };
}

describe('stand-in routes of a page kept from the server (decision 079)', () => {
  test('the server describes the matched routes: ids, shapes, the JSON of each handle, which have loaders', async () => {
    const { chain } = await serverPage('/blog/what-is-a-kill-switch');
    expect(chain).toEqual([{ id: 'blog/blog/:unikey', path: 'blog/:unikey', handle: { ns: 'blog', layout: 'blog' }, loader: true }]);
    const more = await serverPage('/blog/more');
    expect(more.chain).toEqual([
      { id: 'blog/#0', handle: { ns: 'blog', layout: 'blog' } },
      { id: 'blog/#0/blog/more', path: 'blog/more', handle: { ns: 'blog' } },
    ]);
    // A page whose deepest match is not kept, or whose handle JSON cannot hold, gets no stand-ins.
    expect(keptRouteChain([{ id: 'blog/blog/search' }], [])).toBeNull();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(keptRouteChain([{ id: 'blog/x', handle: cyclic }], ['blog/x'])).toBeNull();
  });

  test('hydrated over the server HTML of a kept post, the stand-ins keep it without loading anything of the area', async () => {
    const { html, container, mismatches, loads } = await hydratedPost();
    expect(mismatches).toEqual([]);
    expect(container.innerHTML).toBe(html);
    expect(loads).toEqual({ entry: 0, post: 0, postLoader: 0 });
    container.remove();
  });

  test('a navigation to a path the stand-in also matches loads the area and shows the page that owns it; back, the post renders from its real route', async () => {
    const { container, router, loads } = await hydratedPost();
    await act(() => router.navigate('/blog/more'));
    expect(container.textContent).toBe('More articles');
    expect(loads.entry).toBeGreaterThan(0);
    await act(() => router.navigate('/blog/how-to-pick-a-vpn'));
    expect(container.textContent).toBe('Post how-to-pick-a-vpn');
    expect(loads.post).toBe(1);
    expect(loads.postLoader).toBe(1);
    // The stand-in's handle is the real one now: the head's title comes from its meta.
    const handle = router.state.matches.at(-1)?.route.handle as { meta?: () => { key: string } };
    expect(handle.meta?.()).toEqual({ key: 'post.meta' });
    container.remove();
  });
});
