import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAreaRouteHandle } from '@meridian/shared/route-module';
import { partOfItsOwn } from '@meridian/shared/ui';
import { NavBar } from './nav-bar.tsx';
import { Footer } from './footer.tsx';
import { useDocumentHead } from './use-document-head.ts';
import { PreviewBanner } from './preview-banner.tsx';
import { RouteProgress } from './runtime/route-progress.tsx';
import { HydrationPart, HydrationParts, markPageHydrated, usePageHydrated } from './hydration-parts.tsx';

/** The cookie banner and promotion popups: browser only, loaded after hydration (decision 027). */
const Overlays = lazy(() => import('./runtime/overlays.tsx').then(({ Overlays }) => ({ default: Overlays })));

/**
 * The overlays, in the browser only, once every part of the page has hydrated (their chunk is not
 * start-up). Only this component re-renders then: an update of the layout would make React hydrate
 * every part at once to apply it (decision 062).
 */
function BrowserOverlays() {
  return usePageHydrated() ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}

/** The checkout's header and footer: a chunk of their own, so no other page starts with them (first-load budget). */
const CheckoutChrome = partOfItsOwn(() => import('./checkout-chrome.tsx').then(({ CheckoutChrome }) => CheckoutChrome));

/**
 * The root layout: skip link, navigation bar, the page, footer (rule route.layouts); the
 * checkout's layout has its own header and footer without the site's navigation (decision 040).
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
  // Header, content and footer hydrate as parts of their own (decision 062); the page is marked when all have.
  return (
    <HydrationParts parts={layout === 'standalone' ? 1 : 3} onAllHydrated={markPageHydrated}>
      <div className={`layout layout--${layout}`}>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <RouteProgress />
        <PreviewBanner />
        {layout === 'standalone' ? null : (
          <HydrationPart>
            {layout === 'checkout' ? <CheckoutChrome part="header" /> : <NavBar transparent={handle?.transparentNav === true} />}
          </HydrationPart>
        )}
        <main id="main" className="main" tabIndex={-1}>
          <HydrationPart>
            <Outlet />
          </HydrationPart>
        </main>
        {layout === 'standalone' ? null : (
          <HydrationPart>{layout === 'checkout' ? <CheckoutChrome part="footer" /> : <Footer />}</HydrationPart>
        )}
        <BrowserOverlays />
        <ScrollRestoration />
      </div>
    </HydrationParts>
  );
}
