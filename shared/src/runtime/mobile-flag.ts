/**
 * The mobile flag (rule analytics.mobile-flag): true while the viewport is narrower than 768 px,
 * updated when the viewport crosses that width. Built on a matchMedia-like function so the
 * server and tests can supply their own.
 */

/** Wide-screen breakpoint of rule analytics.mobile-flag, in CSS pixels. */
export const WIDE_SCREEN_MIN_PX = 768;

/** The part of `MediaQueryList` used here. */
export interface MediaQueryListLike {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: (event: { readonly matches: boolean }) => void): void;
  removeEventListener(type: 'change', listener: (event: { readonly matches: boolean }) => void): void;
}

/** `window.matchMedia` or a stand-in. */
export type MatchMedia = (query: string) => MediaQueryListLike;

/** The live mobile flag. */
export interface MobileFlag {
  /** True below the breakpoint. */
  isMobile(): boolean;
  /** Calls `listener(isMobile)` whenever the flag changes; returns an unsubscribe function. */
  subscribe(listener: (isMobile: boolean) => void): () => void;
  /** Stops listening to the media query. */
  dispose(): void;
}

/**
 * Creates the mobile flag from the media query `(min-width: <breakpointPx>px)`: a viewport of
 * 767 px is mobile, 768 px is not. `breakpointPx` defaults to 768.
 */
export function createMobileFlag(matchMedia: MatchMedia, breakpointPx: number = WIDE_SCREEN_MIN_PX): MobileFlag {
  const query = matchMedia(`(min-width: ${breakpointPx}px)`);
  const listeners = new Set<(isMobile: boolean) => void>();
  let mobile = !query.matches;
  const onChange = (event: { readonly matches: boolean }): void => {
    const next = !event.matches;
    if (next === mobile) return;
    mobile = next;
    for (const listener of [...listeners]) listener(mobile);
  };
  query.addEventListener('change', onChange);
  return {
    isMobile: () => mobile,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      query.removeEventListener('change', onChange);
      listeners.clear();
    },
  };
}
