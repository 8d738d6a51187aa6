/**
 * Prefetch of other areas on intent (rule shell.prefetch, decision 027): an area's entry and route
 * table are fetched when the visitor shows they may go there (a link to it hovered, focused or
 * touched, or a link in the page's own content visible in the viewport when the browser is idle),
 * not all at +1 s. The navigation bar and the footer link to every area on every page, so their links
 * count on hover, focus and touch only; visibility is watched inside `main`. The spec's rule
 * stays the earliest time: nothing is prefetched before 1 s after navigation start (intent earlier
 * waits until then), and a very slow or data-saving connection prefetches on hover, focus and touch
 * only, never because a link is visible. A link in view is weaker evidence than a hand on it: its area
 * waits until 3 s after navigation start (decision 080), so a first visitor's first three seconds
 * carry only what the page itself needs; a hover, focus or touch in the meantime fetches it at once.
 */
import type { Area } from '@meridian/shared/areas';
import {
  isSlowConnection,
  PREFETCH_DELAY_MS,
  systemTimers,
  type ConnectionLike,
  type TimerHandle,
  type Timers,
} from '@meridian/shared/runtime';
import { whenIdle } from '../shell/runtime/page-runtime.client.ts';
import { owningArea, type RouteMap } from './route-map.ts';

/** What the intent prefetcher needs from the page. */
export interface IntentPrefetchOptions {
  /** The document whose links are watched. */
  readonly document: Document;
  /** The area that owns a same-origin path (with the page's basename), or null. */
  readonly areaOf: (pathname: string) => Area | null;
  /** True when `area` is already loaded or loading: nothing to prefetch. */
  readonly has: (area: Area) => boolean;
  /** Fetches the area's entry and route table; called at most once per area. */
  readonly prefetch: (area: Area) => void;
  /** Milliseconds since navigation start (`performance.now()`). */
  readonly now: () => number;
  readonly timers: Timers;
  /** A very slow or data-saving connection (`isSlowConnection`): no prefetch on visibility. */
  readonly slow: boolean;
  /** `window.IntersectionObserver`, absent in old browsers (then visibility is not watched). */
  readonly IntersectionObserver?: typeof IntersectionObserver;
  /** Earliest prefetch, in ms after navigation start; defaults to 1000 (rule shell.prefetch). */
  readonly earliestMs?: number;
  /** Earliest prefetch because a link came into view, in ms after navigation start; defaults to {@link VISIBLE_PREFETCH_DELAY_MS}. */
  readonly visibleAfterMs?: number;
  /**
   * The links whose visibility counts as intent; defaults to the page's content (`main a[href]`)
   * but for links marked `data-prefetch="intent"` (evidence beside the main action, such as the
   * proof's audit link: hover, focus and touch only).
   */
  readonly visibleLinks?: string;
}

/** The running prefetcher. */
export interface IntentPrefetcher {
  /**
   * Watches the same-origin content links of the page as it is now (call when the browser is idle,
   * and after a navigation); a link's area is matched only once it comes into view.
   */
  scan(): void;
  /** Stops listening and watching. */
  stop(): void;
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Earliest prefetch of an area because a link to it came into view, in ms after navigation start
 * (decision 080): after the first three seconds, which carry a first visitor's start-up only.
 */
export const VISIBLE_PREFETCH_DELAY_MS = 3000;

/** Links in the page's content whose coming into view counts as intent (see `visibleLinks`). */
export const VISIBLE_LINKS = 'main a[href]:not([data-prefetch="intent"])';

/** Starts listening for intent on `document`; `scan()` adds the links visible in the viewport. */
export function startIntentPrefetch(options: IntentPrefetchOptions): IntentPrefetcher {
  const {
    document,
    areaOf,
    has,
    prefetch,
    now,
    timers,
    slow,
    earliestMs = PREFETCH_DELAY_MS,
    visibleAfterMs = VISIBLE_PREFETCH_DELAY_MS,
    visibleLinks = VISIBLE_LINKS,
  } = options;
  const asked = new Set<Area>();
  // An area waiting for its time, and when that is (ms after navigation start): stronger intent comes sooner.
  const waiting = new Map<Area, { readonly at: number; readonly timer: TimerHandle }>();
  const areaOfLink = (target: EventTarget | null): Area | null => {
    const anchor = target instanceof Element ? target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== document.location.origin) return null;
    return areaOf(anchor.pathname);
  };
  const fetchNow = (area: Area): void => {
    waiting.delete(area);
    asked.add(area);
    prefetch(area);
  };
  const intend = (area: Area | null, notBefore: number): void => {
    if (area === null || asked.has(area) || has(area)) return;
    const earlier = waiting.get(area);
    if (earlier !== undefined && earlier.at <= notBefore) return;
    if (earlier !== undefined) timers.clearTimeout(earlier.timer);
    waiting.delete(area);
    const wait = notBefore - now();
    if (wait <= 0) return fetchNow(area);
    // A timer may fire a fraction of a millisecond early by this clock: then it waits again for the rest.
    const timer = timers.setTimeout(() => {
      waiting.delete(area);
      intend(area, notBefore);
    }, Math.ceil(wait));
    waiting.set(area, { at: notBefore, timer });
  };
  const onIntent = (event: Event) => intend(areaOfLink(event.target), earliestMs);
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });

  const Observer = options.IntersectionObserver;
  const observer =
    slow || Observer === undefined
      ? null
      : new Observer((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            intend(areaOfLink(entry.target), visibleAfterMs);
          }
        });

  return {
    scan() {
      if (observer === null) return;
      // Only the origin is checked here: which area a link goes to is matched when it comes into
      // view, so a page of many links costs the idle scan nothing per link (a first tap may follow).
      for (const anchor of document.querySelectorAll(visibleLinks))
        if (anchor instanceof HTMLAnchorElement && anchor.origin === document.location.origin) observer.observe(anchor);
    },
    stop() {
      observer?.disconnect();
      for (const { timer } of waiting.values()) timers.clearTimeout(timer);
      waiting.clear();
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
    },
  };
}

/** What the browser shell hands the prefetcher (bootstrap.client.tsx). */
export interface AreaPrefetchOptions {
  readonly basename: string;
  readonly routeMap: RouteMap;
  /** True when the area is already in the router or loading. */
  readonly has: (area: Area) => boolean;
  /** Loads the area's entry and route table (errors are the caller's). */
  readonly load: (area: Area) => void;
  /** Calls back when the router's state changes (its `subscribe`). */
  readonly subscribe: (listener: (state: { readonly navigation: { readonly state: string } }) => void) => void;
}

/**
 * Starts the intent prefetcher on this page: watches the links visible now and, when the browser
 * is idle after each navigation, the links of the new page.
 */
export function prefetchAreasOnIntent(options: AreaPrefetchOptions): IntentPrefetcher {
  // The page's route map does not change: a path's area is matched once.
  const areas = new Map<string, Area | null>();
  const areaOf = (pathname: string): Area | null => {
    if (!areas.has(pathname)) areas.set(pathname, owningArea(options.routeMap, pathname, options.basename));
    return areas.get(pathname) ?? null;
  };
  const prefetcher = startIntentPrefetch({
    document,
    areaOf,
    has: options.has,
    prefetch: options.load,
    now: () => performance.now(),
    timers: systemTimers(),
    slow: isSlowConnection((navigator as Navigator & { readonly connection?: ConnectionLike }).connection),
    IntersectionObserver: window.IntersectionObserver,
  });
  prefetcher.scan();
  options.subscribe((state) => {
    if (state.navigation.state === 'idle') whenIdle(() => prefetcher.scan());
  });
  return prefetcher;
}
