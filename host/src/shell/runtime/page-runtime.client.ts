/**
 * The browser shell's per-page services (decision 006): event bus, HTTP client,
 * user store and landing attribution before hydration; analytics with page_show, consent and the
 * promotion config when the browser is first idle after it (page-services.client.ts, decision 027).
 * Created once per page load; nothing is module-level.
 */
import type { createBrowserRouter } from 'react-router';
import { createBus, type Bus } from '@meridian/shared/bus';
import { createHttpClient, type HttpClient } from '@meridian/shared/http';
import { createUserStore } from '@meridian/shared/user';
import type { PageView } from '@meridian/shared/analytics';
import { applyLandingQuery } from '@meridian/shared/attribution';
import { createBrowserCookieJar, createMobileFlag, systemTimers } from '@meridian/shared/runtime';
import type { Session } from '@meridian/shared/session';
import type { BootData } from '../../boot-data.ts';
import { yieldToPage } from '../../boot/yield.client.ts';
import type { AnalyticsEvent, PageServices, ShellRuntime } from './shell-runtime.ts';

/** Asks a yes/no question through the UI kit once it is mounted (the dialogs live in React). */
export interface DialogsBridge {
  confirm(message: string): Promise<boolean>;
  attach(confirm: (message: string) => Promise<boolean>): void;
}

/**
 * The bridge waits for the UI kit: a session already dead when the page starts asks its
 * question in the site's translated dialog once React has mounted, never in the browser's own
 * English `window.confirm` (rule lang.every-string).
 */
export function createDialogsBridge(): DialogsBridge {
  let confirmWith: ((message: string) => Promise<boolean>) | null = null;
  const waiting: ((confirm: (message: string) => Promise<boolean>) => void)[] = [];
  return {
    confirm: (message) =>
      confirmWith
        ? confirmWith(message)
        : new Promise<(text: string) => Promise<boolean>>((resolve) => waiting.push(resolve)).then((confirm) => confirm(message)),
    attach: (confirm) => {
      confirmWith = confirm;
      for (const resume of waiting.splice(0)) resume(confirm);
    },
  };
}

/** Everything the browser shell provides to the page. */
export interface PageRuntime {
  readonly bus: Bus;
  readonly session: Session;
  readonly shell: ShellRuntime;
  readonly dialogs: DialogsBridge;
  /** The page's geo_info answer (decision 026), asked once per page; null when it failed. Never rejects. */
  geoInfo(): Promise<unknown>;
  /** Starts what needs the API (the stored session's refresh, the visitor's address) once the page has hydrated. */
  afterHydration(): void;
  /** Connects navigation-driven behaviour (page_show, login redirects) to the router. */
  connect(router: ReturnType<typeof createBrowserRouter>): void;
}

/** Runs `task` when the browser is idle, within 1 s (Safari has no requestIdleCallback: a timeout). */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 1000 });
  else window.setTimeout(task, 1);
}

/**
 * What `page_show` reports for the router's location (rule analytics.page-show): the path only, never the
 * query or hash, which can carry order ids and campaign marks; the page's title and referrer.
 */
export function pageViewOf(location: { readonly pathname: string }, doc: Pick<Document, 'title' | 'referrer'>): PageView {
  return { path: location.pathname, title: doc.title, referrer: doc.referrer };
}

/** Creates the page's services from the boot data. */
export function createPageRuntime(boot: BootData): PageRuntime {
  const timers = systemTimers();
  const now = () => Date.now();
  const bus = createBus();
  const cookies = createBrowserCookieJar(now, undefined, boot.cookies);
  const dialogs = createDialogsBridge();
  let goToLogin = () => window.location.assign(boot.basename === '/' ? '/login' : `${boot.basename}/login`);
  // Partner and campaign marks of the landing address, written at once (a visitor may leave within a second).
  applyLandingQuery({ query: window.location.search, cookies, session: window.sessionStorage });
  // analytics:track events sent before the services load are kept, then replayed in order.
  const earlyEvents: AnalyticsEvent[] = [];
  const keepEarly = (event: AnalyticsEvent) => void earlyEvents.push(event);
  bus.on('analytics:track', keepEarly);

  const user = createUserStore({
    storage: window.localStorage,
    cookies,
    bus,
    fetchProfile: () => http.get('/api/mms/account/v1/web/profile'),
    revokeToken: () => http.post('/api/mms/account/v1/web/logout'),
  });
  const http: HttpClient = createHttpClient({
    baseURL: boot.apiBase,
    getToken: () => user.getToken(),
    confirm: (message) => dialogs.confirm(message),
    clearSession: () => user.clear(),
    reload: () => window.location.reload(),
    goToLogin: () => goToLogin(),
    timeoutMs: 15_000,
  });
  // The stored session is known at once (no API call): an action or loader that runs before the
  // browser is idle (a purchase claimed right after the page became interactive) carries it. Only
  // the profile refresh waits; React reads the user after hydration either way (useUser).
  user.restore();
  const mobile = createMobileFlag((query) => window.matchMedia(query));
  // geo_info is first asked after hydration (analytics) or by a loader on a client navigation (prices): its
  // path and the fetch-based POST come with the analytics module, which is not part of the first load,
  // and the HTTP library waits until a loader or an action calls the API (decision 027).
  let geo: Promise<unknown> | undefined;
  const geoInfo = () =>
    (geo ??= import('@meridian/shared/analytics')
      .then(({ GEO_INFO_PATH, createApiPost }) =>
        createApiPost({ baseURL: boot.apiBase, getToken: () => user.getToken() }).post(GEO_INFO_PATH),
      )
      .catch(() => null));

  let startServices: (services: Promise<PageServices>) => void = () => undefined;
  const services = new Promise<PageServices>((resolve) => {
    startServices = resolve;
  });
  let started = false;

  return {
    bus,
    session: { http, user, apiBase: boot.apiBase },
    shell: { storage: window.localStorage, mobile, services, now, cookies },
    dialogs,
    geoInfo,
    afterHydration() {
      // The first API calls and the services nothing on the first paint needs wait until the page is
      // interactive: the HTTP library, analytics, attribution and promotion load with them (decision 027).
      // They start when the browser is next idle, so hydration's own work (effects, first paint) goes first.
      if (started) return;
      started = true;
      whenIdle(() => {
        void user.refresh().catch(() => undefined);
        startServices(
          // A failed load (the network went away) leaves the page without analytics and popups, nothing else.
          // The chunk's evaluation and the services' start run in tasks of their own (decision 062): together they
          // held a slow phone's main thread 55-70 ms.
          import('./page-services.client.ts').then(async ({ startPageServices, createApiPost }) => {
            await yieldToPage();
            bus.off('analytics:track', keepEarly);
            return startPageServices({
              bus,
              http: createApiPost({ baseURL: boot.apiBase, getToken: () => user.getToken() }),
              user,
              mobile,
              timers,
              now,
              locale: boot.locale,
              apiBase: boot.apiBase,
              geoInfo,
              earlyEvents: earlyEvents.splice(0),
            });
          }),
        );
      });
    },
    connect(router) {
      goToLogin = () => void router.navigate('/login');
      let last = '';
      const report = () => {
        const { location, navigation } = router.state;
        if (navigation.state !== 'idle' || location.pathname === last) return;
        last = location.pathname;
        const view = pageViewOf(location, document);
        services.then(({ pageShow }) => pageShow.navigated(view)).catch(() => undefined);
      };
      router.subscribe(report);
      report();
    },
  };
}
