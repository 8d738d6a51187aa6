/**
 * Browser shell start-up: reads the boot data, registers the pinned remotes, loads the area the
 * server rendered, then hydrates. Other areas are patched into the router on navigation.
 */
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { areaForPath, AREAS, type Area } from '@meridian/shared/areas';
import { createMessageLoader, namespacesForPath, type Messages } from '@meridian/shared/i18n';
import { bundleUrl } from '@meridian/shared/release';
import { clientLocaleRedirect, splitLocale } from '@meridian/shared/routing';
import { App } from './app.tsx';
import type { BootData } from './boot-data.ts';
import { createClientRemoteLoader } from './federation/client-loader.client.ts';
import { CLIENT_SHARED_MODULES } from './federation/shared-modules.client.ts';
import { startStaleBuildGuard } from './federation/stale-build.client.ts';
import { createPageRuntime } from './shell/runtime/page-runtime.client.ts';
import { DialogsBridge } from './shell/runtime/dialogs-bridge.tsx';
import { isKnownPath } from '@meridian/shared/areas';
import { schedulePrefetch, systemTimers, type ConnectionLike } from '@meridian/shared/runtime';
import { createI18n } from './i18n/create-i18n.ts';
import { mountArea, ROOT_ROUTE_ID } from './routing/mount.ts';
import { createRouteTree } from './routing/route-tree.tsx';
import { keepScrollOnOptOut } from './routing/scroll.ts';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

function readJson(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) throw new Error(`starting the shell: #${id} is missing`);
  return JSON.parse(text);
}

function unprefixed(pathname: string, basename: string): string {
  if (basename === '/') return pathname;
  return pathname === basename ? '/' : pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

async function start() {
  const boot = readJson('__meridian') as BootData;
  window.__staticRouterHydrationData = readJson('__router');
  const i18n = createI18n({ locale: boot.locale, resources: boot.resources, brand: boot.brand });
  const runtime = createPageRuntime(boot, (pathname) => isKnownPath(splitLocale(pathname).rest));
  const remotes = createClientRemoteLoader(boot.release, CLIENT_SHARED_MODULES);
  const staleBuild = startStaleBuildGuard(boot.release.revision);
  // The page's own area failed to load in the browser although the server rendered it (its origin
  // went away in between): load the page again, once, and the server answers with the area's 503 page.
  const initial = boot.area
    ? [
        await remotes.load(boot.area).catch((error: unknown) => {
          if (staleBuild.reloadOnce(window.location.pathname)) return new Promise<never>(() => undefined);
          throw error;
        }),
      ]
    : [];
  // Areas whose routes are in the router; other areas are patched in on first navigation.
  const patched = new Set<Area>(boot.area ? [boot.area] : []);
  const messages = createMessageLoader(async (lang, namespace) => {
    const area = areaForPath(`/${namespace}`);
    const response = await fetch(bundleUrl(boot.release.remotes[area], lang, namespace));
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`GET message bundle ${lang}/${namespace} answered ${response.status}`);
    return (await response.json()) as Messages;
  }, (message, error) => console.warn(message, error));

  const routes = createRouteTree(initial, {
    unavailable: boot.area === null,
    rootLoader: async ({ request }) => {
      const rest = unprefixed(new URL(request.url).pathname, boot.basename);
      const module = await remotes.load(areaForPath(rest));
      const wanted = namespacesForPath(rest, (message) => console.warn(message)).filter(
        (ns) => module.namespaces.includes(ns) && !i18n.hasResourceBundle(boot.locale, ns),
      );
      if (wanted.length === 0) return null;
      const loaded = await messages.load(boot.locale, wanted);
      for (const [lang, namespaces] of Object.entries(loaded)) {
        for (const [ns, bundle] of Object.entries(namespaces)) i18n.addResourceBundle(lang, ns, bundle, true, false);
      }
      return null;
    },
  });

  const router = createBrowserRouter(routes, {
    basename: boot.basename,
    async patchRoutesOnNavigation({ path, patch }) {
      const area = areaForPath(unprefixed(path, boot.basename));
      if (patched.has(area)) return;
      try {
        const module = await remotes.load(area);
        if (patched.has(area)) return;
        patched.add(area);
        patch(ROOT_ROUTE_ID, mountArea(module));
      } catch (error) {
        // A newer release may be live (reload, guarded); otherwise the server renders the
        // localised "temporarily unavailable" page for this area.
        if (!staleBuild.handle(error, path)) window.location.assign(path);
      }
    },
  });

  keepScrollOnOptOut(router);
  runtime.connect(router);
  // Spec sections 4 and 9: after 1 s, unless the connection is slow, fetch the other areas' route tables.
  schedulePrefetch({
    prefetch: () => AREAS.filter((area) => !patched.has(area)).forEach((area) => void remotes.load(area).catch(() => undefined)),
    timers: systemTimers(),
    connection: (navigator as Navigator & { connection?: ConnectionLike }).connection,
  });

  // Spec section 2: a plain link without prefix, followed from a page in another language, stays in that language.
  document.addEventListener('click', (event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (anchor.target || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return;
    const target = clientLocaleRedirect(boot.locale, anchor.pathname);
    if (target === null || splitLocale(anchor.pathname).prefix !== null) return;
    event.preventDefault();
    void router.navigate(`${unprefixed(target, boot.basename)}${anchor.search}${anchor.hash}`);
  });

  hydrateRoot(
    document.getElementById('root') ?? document.body,
    <App i18n={i18n} site={boot.site} services={runtime}>
      <DialogsBridge attach={runtime.dialogs.attach} />
      <RouterProvider router={router} />
    </App>,
    {
      onRecoverableError(error) {
        console.error('hydration recovered from an error', error);
      },
    },
  );
}

start().catch((error: unknown) => {
  // Spec section 8: a mounting failure is logged and rethrown.
  console.error('mounting the site failed', error);
  throw error;
});
