/**
 * Selective hydration (decision 062): the page's header, content and footer are parts of their own,
 * each a Suspense boundary. React hydrates the layout around them first, then each part in a
 * time-sliced render and a commit of its own, and a tap on a part that has not hydrated yet
 * hydrates that part alone before the tap is handled (without parts, a tap during hydration made
 * React finish the whole page first: 1-4 s on a slow phone). Nothing in a part suspends on the
 * server (remote pages are loaded before the render, and `partOfItsOwn` parts are loaded with their
 * module), so the server sends every part complete, in place.
 */
import { createContext, Suspense, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/** The document event {@link markPageHydrated} dispatches. */
const PAGE_HYDRATED = 'meridian:hydrated';

/**
 * Marks the page once every part has hydrated: tests and monitoring read `data-hydrated`, the
 * performance mark says when (npm run bench counts the scripts requested before it), and
 * {@link whenPageHydrated} callers run in the next task.
 */
export function markPageHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
  performance.mark(PAGE_HYDRATED);
  // What waits for it (the overlays, the services, the navigation rules) starts in a task of its own,
  // not in the last part's commit: a tap in between is handled first (decision 062).
  setTimeout(() => document.dispatchEvent(new Event(PAGE_HYDRATED)), 0);
}

/**
 * Runs `run` once the whole page has hydrated, every part included (at once if it has): what
 * starts "after hydration" must not compete with the parts still hydrating, nor count as start-up.
 */
export function whenPageHydrated(run: () => void): void {
  if (document.documentElement.dataset.hydrated === 'true') run();
  else document.addEventListener(PAGE_HYDRATED, run, { once: true });
}

const subscribeToPageHydrated = (changed: () => void) => {
  document.addEventListener(PAGE_HYDRATED, changed);
  return () => document.removeEventListener(PAGE_HYDRATED, changed);
};

/**
 * True once the whole page has hydrated ({@link markPageHydrated}); false on the server and while
 * hydrating, so what renders only in the browser matches the server's HTML and starts after the parts.
 */
export function usePageHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToPageHydrated,
    () => document.documentElement.dataset.hydrated === 'true',
    () => false,
  );
}

/** Called once by each part when it has hydrated. */
const PartHydratedContext = createContext<(() => void) | null>(null);

function PartHydrated() {
  const done = useContext(PartHydratedContext);
  useEffect(() => done?.(), [done]);
  return null;
}

/** One part of the page: a Suspense boundary that reports when it has hydrated. */
export function HydrationPart({ children }: { readonly children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <PartHydrated />
    </Suspense>
  );
}

/**
 * Provides the parts' report: `onAllHydrated` runs once, when `parts` parts have hydrated (the page's
 * first load; later navigations render parts that are already there). Both props are read once.
 */
export function HydrationParts({
  parts,
  onAllHydrated,
  children,
}: {
  readonly parts: number;
  readonly onAllHydrated: () => void;
  readonly children: ReactNode;
}) {
  const [report] = useState(() => {
    let remaining = parts;
    return () => {
      remaining -= 1;
      if (remaining === 0) onAllHydrated();
    };
  });
  return <PartHydratedContext.Provider value={report}>{children}</PartHydratedContext.Provider>;
}
