/** @jest-environment node */
import type { RouteObject } from 'react-router';
import type { AreaModule } from '@meridian/shared/route-module';
import { gatePages, gatePageTimeoutMs, PLACEHOLDER, routeTable } from './gate-pages.server.ts';

const Page = () => null;
const lazyPage = async () => ({ Component: Page });
const notFoundLoader = () => {
  throw new Response('', { status: 404 });
};

/** A route table shaped like the remotes' own: an index page, static pages, dynamic ones, optional and catch-all segments. */
const routes: RouteObject[] = [
  { index: true, Component: Page, handle: { ns: 'home' } },
  { path: 'features', lazy: lazyPage, handle: { ns: 'features' } },
  { path: 'blog', Component: Page, handle: { ns: 'blog' } },
  { path: 'blog/more', Component: Page, handle: { ns: 'blog' } },
  { path: 'blog/tag/:tag', Component: Page, handle: { ns: 'blog', sampleParams: [{ tag: 'privacy' }] } },
  { path: 'blog/more/page/:page', Component: Page, handle: { ns: 'blog' } },
  { path: 'blog/:unikey', Component: Page, handle: { ns: 'blog' } },
  { path: 'pricing/checkout/:id?', lazy: lazyPage, handle: { ns: 'pricing' } },
  {
    path: 'help',
    children: [
      { index: true, Component: Page },
      { path: 'faq', Component: Page },
    ],
  },
  { path: '404', loader: notFoundLoader, handle: { ns: 'common' } },
  { path: 'blog/*', loader: notFoundLoader, handle: { ns: 'common' } },
];
const area: AreaModule = { area: 'blog', routes, namespaces: ['blog'] };
const SITEMAP = ['/', '/blog', '/blog/more', '/blog/what-is-a-no-logs-vpn', '/blog/another-post'];

test('renders every static page, nested and index pages included, before the dynamic ones', () => {
  const pages = gatePages(area, SITEMAP);
  const statics = pages.filter((page) => page.expect === 'ok' && !page.pattern.includes(':')).map((page) => page.path);
  expect(statics).toEqual(['/', '/features', '/blog', '/blog/more', '/pricing/checkout', '/help', '/help/faq']);
  expect(pages.findIndex((page) => page.pattern.includes(':'))).toBeGreaterThan(pages.findIndex((page) => page.path === '/help/faq'));
});

test('a dynamic route takes its sample from the sitemap, only from a path the table really sends to it', () => {
  // /blog/more is matched by its own static route, never by blog/:unikey.
  expect(gatePages(area, SITEMAP).find((page) => page.pattern === 'blog/:unikey')).toEqual({
    path: '/blog/what-is-a-no-logs-vpn',
    pattern: 'blog/:unikey',
    expect: 'ok',
  });
});

test('a sample the route declares in its handle wins', () => {
  expect(gatePages(area, SITEMAP).find((page) => page.pattern === 'blog/tag/:tag')).toEqual({
    path: '/blog/tag/privacy',
    pattern: 'blog/tag/:tag',
    expect: 'ok',
  });
});

test('without any sample, a placeholder is rendered, which the route may answer with a 404', () => {
  expect(gatePages(area, SITEMAP).find((page) => page.pattern === 'blog/more/page/:page')).toEqual({
    path: `/blog/more/page/${PLACEHOLDER}`,
    pattern: 'blog/more/page/:page',
    expect: 'ok-or-not-found',
  });
  expect(gatePages(area, SITEMAP).find((page) => page.pattern === 'pricing/checkout/:id')?.path).toBe(`/pricing/checkout/${PLACEHOLDER}`);
});

test('catch-all routes and routes without a page must answer 404', () => {
  const pages = gatePages(area, SITEMAP);
  expect(pages.filter((page) => page.expect === 'not-found')).toEqual([
    { path: '/404', pattern: '404', expect: 'not-found' },
    { path: `/blog/${PLACEHOLDER}/no-such-page`, pattern: 'blog/*', expect: 'not-found' },
  ]);
});

test('an area with only static pages and no sitemap gives each page once', () => {
  const tools: AreaModule = {
    area: 'tools',
    namespaces: [],
    routes: ['what-is-my-ip', 'webrtc-leak-test', 'what-is-vpn'].map((path) => ({ path, lazy: lazyPage, handle: { ns: path } })),
  };
  expect(gatePages(tools, []).map((page) => `${page.path} ${page.expect}`)).toEqual([
    '/what-is-my-ip ok',
    '/webrtc-leak-test ok',
    '/what-is-vpn ok',
  ]);
});

test('the route table lists every route as a full path, nesting resolved, static and dynamic, each once', () => {
  expect(routeTable(routes)).toEqual([
    '/',
    '/404',
    '/blog',
    '/blog/*',
    '/blog/:unikey',
    '/blog/more',
    '/blog/more/page/:page',
    '/blog/tag/:tag',
    '/features',
    '/help',
    '/help/faq',
    '/pricing/checkout/:id?',
  ]);
});

test('a gate page waits a quarter of the budget, at least 4 s; the first page, which pays the cold start, what is left of it', () => {
  expect(gatePageTimeoutMs(8000, 8000, false)).toBe(4000);
  expect(gatePageTimeoutMs(28_000, 20_000, false)).toBe(7000);
  expect(gatePageTimeoutMs(8000, 7900, true)).toBe(7900);
  expect(gatePageTimeoutMs(8000, 1000, true)).toBe(4000);
});
