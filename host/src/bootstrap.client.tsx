/**
 * Browser shell start-up as named steps (docs/architecture.md, "How a request flows", step 6;
 * decision 046), each a module of `boot/` with its own test: **read** the boot data, the page's
 * **services** and **page context**, the **remotes** of the pinned release set with the page's own
 * area, the **router**, **hydrate**, then what starts **after hydration**. Which area owns a path is
 * decided by the route tables themselves (rule route.table); a path no area knows goes to the server
 * by a full load (rule route.compatible-mode).
 */
import { LOCALE_COOKIE } from '@meridian/shared/locales';
import { afterHydration } from './boot/after-hydration.client.ts';
import { createPageRouter } from './boot/create-router.client.ts';
import { hydrate } from './boot/hydrate.client.tsx';
import { createPageContext } from './boot/page-context.client.ts';
import { readBootData } from './boot/read-boot.client.ts';
import { registerRemotes } from './boot/register-remotes.client.ts';
import { yieldToPage } from './boot/yield.client.ts';
import { startStaleBuildGuard } from './federation/stale-build.client.ts';
import { createI18n } from './i18n/create-i18n.ts';
import { localeLinkListener } from './routing/locale-links.client.ts';
import { areaOfMatches } from './routing/mount.ts';
import { createPageRuntime } from './shell/runtime/page-runtime.client.ts';
import { whenPageHydrated } from './shell/hydration-parts.tsx';

async function start() {
  // Each step in a task of its own, so a tap in between is handled at once (decision 062).
  const { boot, hydrationData } = readBootData(document);
  const i18n = createI18n({ locale: boot.locale, resources: boot.resources, brand: boot.brand });
  await yieldToPage();
  const runtime = createPageRuntime(boot);
  const page = createPageContext(boot, runtime);
  const staleBuild = startStaleBuildGuard(boot.release.revision);
  await yieldToPage();
  const remotes = await registerRemotes(boot, (path) => staleBuild.reloadOnce(path));
  await yieldToPage();
  const { router, navigation } = await createPageRouter({
    boot,
    i18n,
    page,
    remotes,
    hydrationData,
    cookie: () => runtime.shell.cookies.get(LOCALE_COOKIE.name),
    onStaleBuild: (error, path) => staleBuild.handle(error, path),
  });
  // npm run dev only: the live reload is a chunk of its own, never on a production page.
  if (boot.dev) {
    const renderedBuild = boot.dev.build;
    void import('./dev/live-reload.client.ts').then(({ startLiveReload }) =>
      startLiveReload({
        renderedBuild,
        currentArea: () => areaOfMatches(router.state.matches),
        isLoaded: (area) => remotes.loaded(area) !== undefined,
        router,
      }),
    );
  }
  await yieldToPage();
  runtime.connect(router);
  // A plain link without prefix, followed from a page in another language, stays in that language (rule route.previous-prefix).
  document.addEventListener(
    'click',
    localeLinkListener({ locale: boot.locale, basename: boot.basename, navigate: (to) => void router.navigate(to) }),
  );
  // Links in content kept from the server's HTML navigate in the page as the links they were rendered from
  // (decision 062), once the page has hydrated, with the navigation rules' chunk; until then they load a page.
  whenPageHydrated(
    () =>
      void import(/* webpackChunkName: "navigation-rules" */ './routing/static-links.client.ts').then(({ staticLinkListener }) =>
        document.addEventListener('click', staticLinkListener({ basename: boot.basename, navigate: (to) => void router.navigate(to) })),
      ),
  );
  hydrate(document.getElementById('root') ?? document.body, {
    i18n,
    site: boot.site,
    runtime,
    router,
    // The services start once every part of the page has hydrated (decision 062), not with the layout's commit.
    onHydrated: () => whenPageHydrated(() => void afterHydration({ boot, runtime, router, navigation })),
  });
}

start().catch((error: unknown) => {
  // A mounting failure is logged and rethrown.
  console.error('mounting the site failed', error);
  throw error;
});
