/**
 * Compatible mode in the browser (rule route.compatible-mode): a client navigation to a path
 * no loaded route table knows is loaded by the server in full, once (the older-site flag). Made
 * with the navigation rules, when the browser is first idle after hydration or by the first
 * navigation, so it adds nothing before hydration; the flag is still cleared 1000 ms after the
 * page started, counted from the page's navigation start.
 */
import { createCompatibleMode, OLDER_SITE_FLAG_CLEAR_MS, systemTimers, type CompatibleMode } from '@meridian/shared/runtime';

/** Creates and starts the page's compatible mode; `isKnownPath` reads the router's current routes. */
export function startCompatibleMode(options: {
  readonly isKnownPath: (pathname: string) => boolean;
  /** Full-page navigation (`location.assign`). */
  readonly redirect: (href: string) => void;
  /** Milliseconds since the page's navigation start (`performance.now()`). */
  readonly now?: () => number;
}): CompatibleMode {
  const compatible = createCompatibleMode({
    storage: window.sessionStorage,
    timers: systemTimers(),
    isKnownPath: options.isKnownPath,
    redirect: options.redirect,
    clearAfterMs: Math.max(0, OLDER_SITE_FLAG_CLEAR_MS - (options.now ?? (() => performance.now()))()),
  });
  compatible.start();
  return compatible;
}
