/**
 * Test helper (not part of the app): serves compiled test posts through a mocked `fetch` and
 * renders a blog path the way the host's server does (validation hooks before loaders, static
 * handler, React server rendering), in English or another route locale.
 */
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { splitLocale } from '@meridian/shared/routing';
import { isAreaRouteHandle, pageContext } from '@meridian/shared/route-module';
import { isRouteLocale } from '@meridian/shared/locales';
import { notFound } from '@meridian/shared/ui';
import common from '../../../host/locales/en/common.json';
import blogEn from '../../locales/en/blog.json';
import blogDe from '../../locales/de/blog.json';
import { compileContent, type SourceFile } from '../build/compile-content.ts';
import { postSource, TEST_COVERS } from '../build/test-post.ts';
import { areaModule } from '../expose/routes.ts';
import { clearContentCache } from '../features/content/fetch-content.ts';

// What the host does when it mounts an area (host/src/routing/mount.ts): a route's validation
// hook runs before its loader, and failing it is a 404.
function mounted(route: RouteObject): RouteObject {
  const handle = isAreaRouteHandle(route.handle) ? route.handle : undefined;
  const loader = typeof route.loader === 'function' ? route.loader : undefined;
  if (!handle?.validate && !loader) return route;
  return {
    ...route,
    loader: async (args: LoaderFunctionArgs) => {
      if (handle?.validate && !handle.validate(args.params)) throw notFound(new URL(args.request.url).pathname, 'validation');
      return loader ? ((await loader(args)) ?? null) : null;
    },
  } as RouteObject;
}

/** A post source for `lang` with the given front matter overrides and body. */
export function testPost(lang: string, fields: Record<string, string>, body?: string): SourceFile {
  const unikey = fields.unikey ?? 'post';
  return { path: `${lang}/${unikey}.md`, source: postSource({ language: lang, ...fields }, body) };
}

/** Compiles `files` and answers `fetch` of `/content/...` with the result (404 for anything else). */
export function serveContent(files: readonly SourceFile[]): jest.SpyInstance {
  clearContentCache();
  const { assets } = compileContent(files, { languages: ['en', 'de'], covers: TEST_COVERS });
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: string | URL | Request) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = assets.get(url.replace(/^\//, ''));
    return body === undefined
      ? new Response('Not found', { status: 404 })
      : new Response(body, { headers: { 'content-type': 'application/json' } });
  });
}

/** Status and HTML of the server render of `path`. */
export async function renderPath(path: string): Promise<{ status: number; html: string }> {
  const { prefix } = splitLocale(new URL(path, 'http://host.invalid').pathname);
  const lang = prefix ?? 'en';
  const handler = createStaticHandler([{ id: 'root', path: '/', children: areaModule.routes.map(mounted) }], {
    basename: prefix ? `/${prefix}` : '/',
  });
  const page = {
    locale: isRouteLocale(lang) ? lang : 'en',
    basename: prefix ? `/${prefix}` : '/',
    brand: 'Meridian VPN',
    publicOrigin: 'http://localhost:3000',
    apiBase: 'http://localhost:3100',
    api: () => Promise.reject(new Error('the blog calls no API')),
    signedIn: () => false,
  } as const;
  const context = await handler.query(new Request(new URL(path, 'http://host.invalid')), {
    requestContext: new RouterContextProvider(new Map([[pageContext, page]])),
  });
  if (context instanceof Response) throw new Error(`rendering ${path}: unexpected redirect`);
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    resources: { en: { blog: blogEn, common }, de: { blog: blogDe } },
    ns: ['blog', 'common'],
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables: { brand: 'Meridian VPN' } },
    react: { useSuspense: false },
  });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nextProvider>,
  );
  return { status: context.statusCode, html };
}

/** The parsed JSON-LD objects of a rendered page. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as unknown,
  );
}
