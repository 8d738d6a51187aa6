/**
 * A small site for the unit tests of the page steps (load-page, render-page, respond): a marketing
 * area with a home page, a page whose namespace is not its path (`/vpn-trial` declares `features`), a
 * page kept from the server (`/about`) and one whose loader answers 404 (`/gone`), a redirect and a failing loader, and every other area down. Only the remote loading boundary is
 * replaced (no origin serves these tests); everything else is the host's own code.
 */
import { redirect, type RouteObject } from 'react-router';
import type { Area } from '@meridian/shared/areas';
import { createMessageLoader, type Resources } from '@meridian/shared/i18n';
import type { AreaModule, AreaRouteHandle } from '@meridian/shared/route-module';
import { staticPage } from '@meridian/shared/ui';
import { parseReleaseState } from '@meridian/shared/release-state.server';
import type { ReleaseState } from '@meridian/shared/release';
import { createHandlerCache } from '../areas/areas.server.ts';
import { parseHostEnv } from '../process/env.server.ts';
import type { HealthReporter } from '../process/health-reporter.server.ts';
import type { LoadDeps } from './load-page.server.ts';
import type { RenderPageDeps } from './render-page.server.ts';
import { createThrottledLog } from '../process/throttled-log.server.ts';
import { createHostCookies } from '../visitor/visitor.server.ts';
import { createIntegrityBook } from '../../federation/integrity-book.server.ts';
import { createApiTransport } from './api-transport.server.ts';

const handle = (value: AreaRouteHandle) => value;

const routes: RouteObject[] = [
  { index: true, Component: () => null, handle: handle({ ns: 'home', cacheable: true }) },
  { path: 'vpn-trial', Component: () => null, handle: handle({ ns: 'features', cacheable: 'country' }) },
  // A page kept from the server (decision 074) under a parent that only declares a namespace, as the app's pictures do.
  {
    handle: handle({ ns: 'home' }),
    children: [
      {
        path: 'about',
        loader: () => ({ story: 'told on the server' }),
        Component: staticPage(() => null),
        handle: handle({ ns: 'features', cacheable: true }),
      },
    ],
  },
  {
    path: 'gone',
    loader: () => {
      throw new Response('gone', { status: 404 });
    },
    Component: staticPage(() => null),
    handle: handle({ ns: 'home' }),
  },
  { path: 'go', loader: () => redirect('/features'), action: () => redirect('/features'), handle: handle({ ns: 'home' }) },
  {
    path: 'broken',
    loader: () => {
      throw new Response('down', { status: 502 });
    },
    Component: () => null,
    handle: handle({ ns: 'home' }),
  },
];

/** The test marketing area: it ships `home` and `features`. */
export const marketing: AreaModule = { area: 'marketing', routes, namespaces: ['home', 'features'] };

export const ORIGIN = 'http://127.0.0.1:9';

/** Every area released; only marketing loads. */
export const siteState: ReleaseState = parseReleaseState({
  revision: 1,
  remotes: Object.fromEntries(
    ['marketing', 'blog', 'account', 'checkout', 'tools'].map((area) => [area, { version: '1.0.0', origin: ORIGIN }]),
  ),
});

/** Message bundles as the origins would serve them, by language and namespace. */
const bundles: Record<string, Record<string, Record<string, string>>> = {
  en: { common: { ok: 'OK' }, header: {}, footer: {}, location: {}, home: { title: 'Home' }, features: { title: 'Free trial' } },
  de: { common: { ok: 'OK' }, home: { title: 'Startseite' }, features: { title: 'Kostenlos testen' } },
};

/** What the steps counted against versions. */
export interface Counted {
  readonly views: string[];
  readonly failures: string[];
  readonly logs: string[];
  /** Namespaces the area's message loader was asked for. */
  readonly asked: string[];
}

/** The steps' dependencies over the test site. */
export function siteDeps(state: ReleaseState = siteState): LoadDeps & RenderPageDeps & { readonly counted: Counted } {
  const counted: Counted = { views: [], failures: [], logs: [], asked: [] };
  const health: HealthReporter = {
    record: () => undefined,
    pageView: (area, version) => void counted.views.push(`${area}@${version}`),
    pageFailure: (area, version) => void counted.failures.push(`${area}@${version}`),
    renderTime: () => undefined,
    browserView: () => undefined,
    flush: async () => undefined,
    close: () => undefined,
  };
  const loader = (namespaces: 'host' | 'area') =>
    createMessageLoader(
      async (lang, ns) => {
        if (namespaces === 'area') counted.asked.push(`${lang}/${ns}`);
        return bundles[lang]?.[ns] ?? null;
      },
      () => undefined,
    );
  return {
    env: parseHostEnv({}),
    cookies: createHostCookies({ secure: false, domain: undefined }),
    apiTransport: createApiTransport(),
    handlers: createHandlerCache(),
    knownRoutes: new Map(),
    health,
    releases: { current: () => state, close: () => undefined },
    integrity: createIntegrityBook(() => state),
    remotes: {
      load: async (area: Area) => {
        if (area === 'marketing') return marketing;
        throw new Error(`${area} is down`);
      },
      forget: () => undefined,
    },
    failures: createThrottledLog((message) => counted.logs.push(message), 60_000),
    hostMessages: loader('host'),
    remoteResources: {
      messages: () => loader('area'),
      assets: async () => ({ stylesheets: [`${ORIGIN}/1.0.0/marketing.css`], preloads: [`${ORIGIN}/1.0.0/remoteEntry.js`], integrity: {} }),
      forget: () => undefined,
    },
    counted,
  };
}

/** The resources the test site serves, for expectations. */
export const siteBundles: Resources = bundles;
