import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
  useLoaderData,
  type RouteObject,
} from 'react-router';
import {
  isStaticPage,
  isWithheldLoaderData,
  KeepServerHtmlContext,
  KeptHtmlContext,
  staticPage,
  WITHHELD_LOADER_DATA,
  type KeptHtml,
} from './static-content.tsx';

/** A kept page that shows its loader's story, and a loader that counts its calls. */
function storyRoutes(): { routes: RouteObject[]; calls: () => number } {
  let calls = 0;
  const Story = () => <p>{(useLoaderData() as { story: string }).story}</p>;
  const routes: RouteObject[] = [
    {
      id: 'story',
      path: '/',
      loader: () => {
        calls += 1;
        return { story: `told ${calls} time(s)` };
      },
      Component: staticPage(Story),
    },
  ];
  return { routes, calls: () => calls };
}

async function serverHtml(routes: RouteObject[], kept: KeptHtml | null = null): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('redirected');
  return renderToString(
    <KeptHtmlContext.Provider value={kept}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </KeptHtmlContext.Provider>,
  );
}

/** The id the server's HTML gives the page's static element. */
const staticId = (html: string) => /data-static="([^"]+)"/.exec(html)?.[1] ?? '';

describe('staticPage (decisions 062, 074, 075) and isStaticPage', () => {
  test('the server renders the page with its loader data inside a box-less static element', async () => {
    const { routes } = storyRoutes();
    const html = await serverHtml(routes);
    expect(staticId(html)).not.toBe('');
    expect(html).toBe(`<div class="static-content" data-static="${staticId(html)}"><p>told 1 time(s)</p></div>`);
  });

  test('given the HTML kept for its id (decision 077), the server writes it instead of rendering the content again, and the page reads the same', async () => {
    const first = await serverHtml(storyRoutes().routes);
    const asked: string[] = [];
    const inner = '<p>told 1 time(s)</p>';
    const again = await serverHtml(storyRoutes().routes, {
      get: (id) => {
        asked.push(id);
        return id === staticId(first) ? inner : undefined;
      },
    });
    expect(asked).toEqual([staticId(first)]);
    expect(again).toBe(first);
    // The kept HTML is what is written: a stale copy would show (the host keys it by everything the content renders from).
    const other = await serverHtml(storyRoutes().routes, { get: () => '<p>kept</p>' });
    expect(other).toBe(`<div class="static-content" data-static="${staticId(first)}"><p>kept</p></div>`);
    // Nothing kept: the content renders as without a host.
    expect(await serverHtml(storyRoutes().routes, { get: () => undefined })).toBe(first);
  });

  test('hydrated with its loader data withheld, the page keeps what the server wrote and nothing is loaded', async () => {
    const server = storyRoutes();
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(server.routes);
    document.body.append(container);
    const browser = storyRoutes();
    const router = createMemoryRouter(browser.routes, { hydrationData: { loaderData: { story: WITHHELD_LOADER_DATA } } });
    await act(async () => {
      hydrateRoot(
        container,
        <KeepServerHtmlContext.Provider value>
          <RouterProvider router={router} />
        </KeepServerHtmlContext.Provider>,
      );
    });
    expect(container.textContent).toBe('told 1 time(s)');
    expect(browser.calls()).toBe(0);
    container.remove();
  });

  test('rendered afresh in the browser while its data is withheld (after a hydration mismatch), the page loads its data and shows it', async () => {
    const browser = storyRoutes();
    const router = createMemoryRouter(browser.routes, { hydrationData: { loaderData: { story: WITHHELD_LOADER_DATA } } });
    render(
      <KeepServerHtmlContext.Provider value>
        <RouterProvider router={router} />
      </KeepServerHtmlContext.Provider>,
    );
    expect(await screen.findByText('told 1 time(s)')).toBeTruthy();
    expect(browser.calls()).toBe(1);
  });

  test('the withheld marker is told apart from any loader data, also as its JSON copy', () => {
    expect(isWithheldLoaderData(JSON.parse(JSON.stringify(WITHHELD_LOADER_DATA)))).toBe(true);
    for (const data of [null, undefined, {}, { keptFromServer: 'true' }, { keptFromServer: true, story: 'x' }, 'keptFromServer'])
      expect(isWithheldLoaderData(data)).toBe(false);
  });

  test('a page made by staticPage is told apart from any other component or value', () => {
    const Plain = () => null;
    expect(isStaticPage(staticPage(Plain))).toBe(true);
    expect(isStaticPage(Plain)).toBe(false);
    expect(isStaticPage(undefined)).toBe(false);
    expect(isStaticPage({ keepsServerHtml: true })).toBe(false);
  });
});
