/**
 * Browser step 5, **hydrate**: React takes over the server's HTML with the page's router inside the
 * providers the server rendered with (`App`). Hydration runs as a transition, so it is time-sliced:
 * React yields to the browser every few milliseconds instead of holding the main thread for the
 * whole tree (decision 062: the longest task of the first load; React Router's own browser entry does
 * the same), and a click before it ends is replayed.
 */
import { startTransition, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { RouterProvider } from 'react-router';
import { App } from '../app.tsx';
import { DialogsBridge } from '../shell/runtime/dialogs-bridge.tsx';
import type { PageRuntime } from '../shell/runtime/page-runtime.client.ts';
import type { SiteContextValue } from '../shell/site-context.ts';
import type { PageRouter } from './create-router.client.ts';

/** What the page renders: the providers, the dialogs bridge and the router. */
export interface PageTree {
  readonly i18n: I18n;
  readonly site: SiteContextValue;
  readonly runtime: Pick<PageRuntime, 'bus' | 'session' | 'shell' | 'dialogs'>;
  readonly router: PageRouter;
  /** Called once, after the hydration commit (the bridge's effect). */
  readonly onHydrated: () => void;
}

/** The element the browser hydrates; the server renders the same providers around its static router. */
export function pageTree({ i18n, site, runtime, router, onHydrated }: PageTree): ReactElement {
  return (
    <App i18n={i18n} site={site} services={runtime}>
      <DialogsBridge attach={runtime.dialogs.attach} hydrated={onHydrated} />
      <RouterProvider router={router} />
    </App>
  );
}

/** Hydrates `container` (the page's `#root`) with {@link pageTree}; a mismatch React recovers from is logged, never thrown. */
export function hydrate(
  container: Element,
  tree: PageTree,
  onRecoverableError = (error: unknown) => console.error('hydration recovered from an error', error),
): Root {
  let root: Root | undefined;
  // startTransition runs its callback at once; only React's rendering is deferred and sliced.
  startTransition(() => {
    root = hydrateRoot(container, pageTree(tree), { onRecoverableError });
  });
  return root as Root;
}
