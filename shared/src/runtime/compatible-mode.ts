/**
 * Compatible mode (rule route.compatible-mode): a client-side navigation to a
 * path that matches no known route pattern is handed to the server as a full-page load (it
 * may belong to an older site behind the same domain). The older-site flag stops a redirect
 * loop: it is set before the redirect, so the page that loads does not redirect again, and
 * that page clears it 1000 ms after start-up.
 */
import type { KeyValueStorage, TimerHandle, Timers } from './ports.ts';

/** Storage key of the older-site flag (rule route.compatible-mode). */
export const OLDER_SITE_FLAG_KEY = 'older-site';

/** Delay before the flag is cleared after start-up, in milliseconds (rule route.compatible-mode). */
export const OLDER_SITE_FLAG_CLEAR_MS = 1000;

/** Dependencies of `createCompatibleMode`. */
export interface CompatibleModeOptions {
  /** Session storage in the browser. */
  readonly storage: KeyValueStorage;
  readonly timers: Timers;
  /** True when an unprefixed or prefixed path matches one of the site's route patterns. */
  readonly isKnownPath: (pathname: string) => boolean;
  /** Full-page navigation to an address (`(href) => location.assign(href)`). */
  readonly redirect: (href: string) => void;
  /** Delay before the flag is cleared; defaults to 1000 ms. */
  readonly clearAfterMs?: number;
}

/** The compatible-mode rule of one page. */
export interface CompatibleMode {
  /** Call once at start-up: clears the older-site flag after `clearAfterMs`. */
  start(): void;
  /**
   * Call before a client-side navigation. Returns true when it redirected (the caller must
   * cancel its own navigation): the path is unknown and the flag was not set.
   * `href` is the full address to load, query and hash included.
   */
  intercept(target: { readonly pathname: string; readonly href: string }): boolean;
  /** Cancels the pending flag clearing (for unmount and tests). */
  dispose(): void;
}

/** Creates the compatible-mode rule. */
export function createCompatibleMode(options: CompatibleModeOptions): CompatibleMode {
  const { storage, timers, isKnownPath, redirect, clearAfterMs = OLDER_SITE_FLAG_CLEAR_MS } = options;
  let timer: TimerHandle | undefined;
  return {
    start() {
      if (timer !== undefined) return;
      timer = timers.setTimeout(() => {
        timer = undefined;
        storage.removeItem(OLDER_SITE_FLAG_KEY);
      }, clearAfterMs);
    },
    intercept({ pathname, href }) {
      if (isKnownPath(pathname)) return false;
      if (storage.getItem(OLDER_SITE_FLAG_KEY) !== null) return false;
      storage.setItem(OLDER_SITE_FLAG_KEY, '1');
      redirect(href);
      return true;
    },
    dispose() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}
