/**
 * Public API of the browser runtime rules (subpath `@meridian/shared/runtime`; rules shell.build-poll, shell.prefetch,
 * route.compatible-mode).
 */
export { DAY_MS, systemTimers, createMemoryStorage, type Now, type TimerHandle, type Timers, type KeyValueStorage } from './ports.ts';
export {
  createMemoryCookieJar,
  createBrowserCookieJar,
  type CookieOptions,
  type CookieScope,
  type CookieJar,
  type StoredCookie,
  type MemoryCookieJar,
  type CookieLibrary,
  type CookieLibraryAttributes,
} from './cookie-jar.ts';
export {
  createBuildPoller,
  readBuildId,
  cacheBustedUrl,
  type FetchJson,
  type BuildPoller,
  type BuildPollerOptions,
} from './build-poller.ts';
export {
  createChunkReloader,
  isChunkLoadError,
  RELOAD_GUARD_MS,
  RELOAD_GUARD_KEY_PREFIX,
  type ChunkReloader,
  type ChunkReloaderOptions,
} from './chunk-reload.ts';
export {
  createCompatibleMode,
  OLDER_SITE_FLAG_KEY,
  OLDER_SITE_FLAG_CLEAR_MS,
  type CompatibleMode,
  type CompatibleModeOptions,
} from './compatible-mode.ts';
export { createMobileFlag, WIDE_SCREEN_MIN_PX, type MobileFlag, type MatchMedia, type MediaQueryListLike } from './mobile-flag.ts';
export { isSlowConnection, PREFETCH_DELAY_MS, type ConnectionLike } from './prefetch.ts';
export { createProgressTimer, ROUTE_CHANGE_WAIT_MS, type ProgressTimer } from './progress-timer.ts';
