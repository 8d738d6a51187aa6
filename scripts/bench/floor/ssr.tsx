/**
 * The server-rendering floor of decision 030 (a bench fixture, never shipped): the site's own pages —
 * the five areas' route tables imported directly, the host's shell, messages from the same build
 * folders, data from the same api — rendered by the same React, React Router and i18next in one
 * process, bundled by Rspack without Module Federation, and sent the way the host sends a page
 * (document, boot data, compression). What it leaves out is what federation and the host's
 * per-request decisions cost: release pinning, remote loading, visitor, canary and cache keys.
 * Listens on 127.0.0.1:`FLOOR_PORT`; reads `FLOOR_ROOT` (the checkout), `API_BASE`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createMessageLoader, HOST_NAMESPACES, type Messages } from '@meridian/shared/i18n';
import { DEFAULT_LOCALE, type RouteLocale } from '@meridian/shared/locales';
import { splitLocale } from '@meridian/shared/routing';
import { routeNamespaces, type AreaModule } from '@meridian/shared/route-module';
import { areaModule as marketing } from '../../../remote-marketing/src/expose/routes.ts';
import { areaModule as blog } from '../../../remote-blog/src/expose/routes.ts';
import { areaModule as account } from '../../../remote-account/src/expose/routes.ts';
import { areaModule as checkout } from '../../../remote-checkout/src/expose/routes.ts';
import { areaModule as tools } from '../../../remote-tools/src/expose/routes.ts';
import { App } from '../../../host/src/app.tsx';
import { areaOfRouteId } from '../../../host/src/routing/mount.ts';
import { createRouteTree } from '../../../host/src/routing/route-tree.tsx';
import { documentEnd, documentStart, inlineStyle, ScriptJson } from '../../../host/src/server/document/html.server.ts';
import { serializeHydrationData } from '../../../host/src/server/document/hydration.server.ts';
import { requestContextOf, serverPageContext } from '../../../host/src/server/request/page-context.server.ts';
import { createApiTransport } from '../../../host/src/server/request/api-transport.server.ts';
import { createPageEncoder, negotiatePageEncoding } from '../../../host/src/server/document/page-encoding.server.ts';
import { bootDataJson, requestI18n, sharedResources } from '../../../host/src/server/request/page-messages.server.ts';
import { pageBody, requestServices } from '../../../host/src/server/request/stream.server.tsx';
import type { HostEnv } from '../../../host/src/server/process/env.server.ts';
import type { HostCookies } from '../../../host/src/server/visitor/visitor.server.ts';

const root = process.env.FLOOR_ROOT ?? process.cwd();
const apiBase = process.env.API_BASE ?? 'http://localhost:3100';
const modules: readonly AreaModule[] = [marketing, blog, account, checkout, tools];
const fileLoader = (dir: string) =>
  createMessageLoader(async (lang, namespace) => {
    try {
      return JSON.parse(await readFile(join(dir, lang, `${namespace}.json`), 'utf8')) as Messages;
    } catch {
      return null;
    }
  }, console.error);
const clientDir = join(root, 'host', 'dist', 'client');
const hostMessages = fileLoader(join(clientDir, 'locales'));
const areaMessages = new Map(
  modules.map((module) => {
    const dist = join(root, `remote-${module.area}`, 'dist');
    const version = readdirSync(dist).filter((name) => /^\d+\.\d+\.\d+$/.test(name))[0] ?? '';
    return [module.area, fileLoader(join(dist, version, 'locales'))] as const;
  }),
);
const manifest = JSON.parse(readFileSync(join(clientDir, 'assets-manifest.json'), 'utf8')) as {
  readonly scripts: readonly string[];
  readonly stylesheets: readonly string[];
};
const styles = manifest.stylesheets.map((href) =>
  inlineStyle(readFileSync(join(clientDir, href.replace(/^\/assets\//, '')), 'utf8'), href),
);
const routes = createRouteTree(modules, { rootLoader: () => null });
const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
const env = { BRAND_NAME: 'Meridian VPN', PUBLIC_ORIGIN: 'http://localhost', API_BASE: apiBase, API_TIMEOUT_MS: 5000 } as HostEnv;
const cookies = {} as HostCookies;
const apiTransport = createApiTransport();

const server = createServer((req, res) => {
  void (async () => {
    const url = new URL(req.url ?? '/', 'http://floor.invalid');
    const { prefix } = splitLocale(url.pathname);
    const locale: RouteLocale = prefix ?? DEFAULT_LOCALE;
    const basename = prefix ? `/${prefix}` : '/';
    let handler = handlers.get(basename);
    if (!handler) handlers.set(basename, (handler = createStaticHandler(routes, { basename })));
    const { page } = serverPageContext(env, cookies, apiTransport.send, {
      locale,
      basename,
      token: null,
      deviceToken: null,
      visitorIp: '127.0.0.1',
      country: async () => '',
    });
    const context = await handler.query(new Request(url.href, { headers: { accept: 'text/html' } }), {
      requestContext: requestContextOf(page),
    });
    if (context instanceof Response) {
      res.writeHead(context.status, { location: context.headers.get('Location') ?? basename }).end();
      return;
    }
    const area = context.matches.map((match) => areaOfRouteId(match.route.id)).find((found) => found !== null) ?? null;
    const module = modules.find((candidate) => candidate.area === area);
    // The namespaces the matched routes declare, as the host loads them (render-page.server.ts).
    const namespaces = module
      ? routeNamespaces(
          context.matches.map((match) => match.route.handle),
          module,
        )
      : [];
    const [host, own] = await Promise.all([
      hostMessages.load(locale, HOST_NAMESPACES),
      area ? (areaMessages.get(area)?.load(locale, namespaces) ?? {}) : {},
    ]);
    const resources = sharedResources(host, own);
    const i18n = requestI18n({ locale, resources, brand: env.BRAND_NAME });
    const site = { locale, publicOrigin: env.PUBLIC_ORIGIN, languageCookie: null, helpCentreUrl: 'https://help.invalid', preview: null };
    const boot = { locale, basename, area, resources, brand: env.BRAND_NAME, apiBase, site };
    const start = documentStart({
      locale,
      head: { title: 'Meridian VPN', description: '', indexable: true },
      canonical: null,
      alternates: [],
      inlineStyles: styles,
      stylesheets: [],
    });
    const end = documentEnd(new ScriptJson(bootDataJson(boot)), serializeHydrationData(context), manifest.scripts);
    const encoding = negotiatePageEncoding({ method: req.method ?? 'GET', headers: req.headers });
    res.statusCode = context.statusCode;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    const out = encoding ? createPageEncoder(encoding) : res;
    if (out !== res) out.pipe(res);
    const body = pageBody(out, start, false, () => out.end(end));
    const stream = renderToPipeableStream(
      <App i18n={i18n} site={site} services={requestServices(apiBase)}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </App>,
      {
        onShellReady() {
          stream.pipe(body);
        },
        onShellError(error) {
          console.error(error);
          body.end('<p>error</p>');
        },
      },
    );
  })().catch((error: unknown) => {
    console.error(error);
    res.statusCode = 500;
    res.end();
  });
});
server.listen(Number(process.env.FLOOR_PORT ?? 3060), '127.0.0.1', () =>
  console.log(`[floor] listening on ${process.env.FLOOR_PORT ?? 3060}`),
);
// A clean exit on a signal, so that `node --cpu-prof` writes its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
