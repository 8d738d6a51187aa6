import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAreaRouteHandle } from '@meridian/shared/route-module';
import { partOfItsOwn } from '@meridian/shared/ui';
import { NavBar } from './nav-bar.tsx';
import { Footer } from './footer.tsx';
import { useDocumentHead } from './use-document-head.ts';
import { PreviewBanner } from './preview-banner.tsx';
import { RouteProgress } from './runtime/route-progress.tsx';

/** The cookie banner and promotion popups: browser only, loaded after hydration (issue 10). */
const Overlays = lazy(() => import('./runtime/overlays.tsx').then(({ Overlays }) => ({ default: Overlays })));
const subscribeNever = () => () => {};
/** The checkout's header and footer: a chunk of their own, so no other page starts with them (first-load budget). */
const CheckoutChrome = partOfItsOwn(() => import('./checkout-chrome.tsx').then(({ CheckoutChrome }) => CheckoutChrome));

/**
 * The root layout: skip link, navigation bar, the page, footer (spec section 2 "Layouts"); the
 * checkout's layout has its own header and footer without the site's navigation (issue 22).
 */
export function Shell() {
  const matches = useMatches();
  const handle = matches
    .map((match) => match.handle)
    .filter(isAreaRouteHandle)
    .at(-1);
  const layout = handle?.layout ?? 'default';
  const { t } = useTranslation('header');
  useDocumentHead();
  // The server renders no overlays and hydration must match it: the server snapshot (false) is used
  // while hydrating, and React renders again with the browser's (true) right after.
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  useEffect(() => {
    // Effects run only after hydration commits: tests and monitoring read this marker, and the
    // performance mark says when (npm run bench counts the scripts requested before it).
    document.documentElement.dataset.hydrated = 'true';
    performance.mark('meridian:hydrated');
  }, []);
  return (
    <div className={`layout layout--${layout}`}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <RouteProgress />
      <PreviewBanner />
      {layout === 'standalone' ? null : layout === 'checkout' ? (
        <CheckoutChrome part="header" />
      ) : (
        <NavBar transparent={handle?.transparentNav === true} />
      )}
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      {layout === 'standalone' ? null : layout === 'checkout' ? <CheckoutChrome part="footer" /> : <Footer />}
      {hydrated ? (
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
