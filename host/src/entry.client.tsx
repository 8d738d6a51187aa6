/**
 * Browser entry. The asynchronous boundary lets Module Federation set up the shared scope
 * before React and the other singletons are first used (no `eager` sharing).
 *
 * Start-up waits until the browser has shown the server's HTML, fetches every script it needs at
 * once (the page lists them on this script's `data-preload`: the host's start-up chunks, the
 * page's remote entry and routes), then runs in steps with a task boundary between them, so that
 * nothing competes with the first paint and no step holds the main thread long enough to block
 * input on a slow phone (decision 062): React DOM's own start is the largest, the libraries and the
 * shell come next, and hydration itself is time-sliced (bootstrap.client.tsx).
 */
import './styles/host.css';

import { yieldToPage as nextTask } from './boot/yield.client.ts';
import { startEarlyErrors } from './signals/early-errors.client.ts';

// First, before any area's script runs: a version that throws while it loads or hydrates is counted (decision 047).
startEarlyErrors();

/**
 * Resolves once the browser has shown the server's HTML (its first contentful paint, which is
 * reported when the frame reaches the screen), so the page appears before any other script runs;
 * at once in a hidden tab, which paints nothing, and after `limitMs` at the latest.
 */
function afterFirstPaint(limitMs = 500): Promise<void> {
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) return nextTask();
  return new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    const limit = setTimeout(done, limitMs);
  });
}

/** Starts fetching the page's start-up scripts, all at once; the steps below then run them. */
function preloadStartup(): void {
  const data = document.querySelector<HTMLScriptElement>('script[data-preload]')?.dataset;
  // One hash per listed script, `-` for none (decision 054): the preload asks the integrity the script will.
  const hashes = data?.integrity?.split(' ') ?? [];
  (data?.preload ?? '').split(' ').forEach((href, index) => {
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    // Remote scripts run with crossorigin (their errors are readable, decision 032): the preload must ask the same way.
    if (!href.startsWith('/')) link.crossOrigin = 'anonymous';
    const hash = hashes[index];
    if (hash && hash !== '-') link.integrity = hash;
    document.head.append(link);
  });
}

void afterFirstPaint()
  .then(preloadStartup)
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => Promise.all([import('react-router'), import('i18next')]))
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap.client.tsx'));
