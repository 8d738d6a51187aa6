import { systemTimers } from '@meridian/shared/runtime';
import type { Area } from '@meridian/shared/areas';
import { startIntentPrefetch, type IntentPrefetcher } from './intent-prefetch.client.ts';

/** IntersectionObserver as the browser calls it: the test says which links came into view. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  disconnect() {
    this.watched.clear();
  }
  show(target: Element) {
    this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const AREA_OF: Record<string, Area> = { '/blog': 'blog', '/pricing': 'checkout', '/login': 'account' };
let clock = 0;
let prefetched: Area[] = [];
let prefetcher: IntentPrefetcher | undefined;

function start(options: { slow?: boolean; loaded?: Area[] } = {}): IntentPrefetcher {
  // Milliseconds since navigation start: `clock` when the prefetcher starts, then as the fake timers advance.
  const startedAt = jest.now();
  prefetcher = startIntentPrefetch({
    document,
    areaOf: (pathname) => AREA_OF[pathname] ?? null,
    has: (area) => (options.loaded ?? []).includes(area),
    prefetch: (area) => prefetched.push(area),
    now: () => clock + (jest.now() - startedAt),
    timers: systemTimers(),
    slow: options.slow ?? false,
    IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
  });
  return prefetcher;
}

const link = (selector: string) => document.querySelector(selector) as HTMLAnchorElement;

beforeEach(() => {
  jest.useFakeTimers();
  clock = 0;
  prefetched = [];
  document.body.innerHTML = `
    <nav><a id="nav-blog" href="/blog">Blog</a><a id="nav-login" href="/login">Sign in</a></nav>
    <main><a id="cta" href="/pricing">Pricing</a><a id="out" href="https://example.com/blog">Elsewhere</a></main>`;
});
afterEach(() => {
  prefetcher?.stop();
  jest.useRealTimers();
});

test('nothing is prefetched without intent, although every area has a link on the page', () => {
  clock = 5000;
  start().scan();
  jest.advanceTimersByTime(60_000);
  expect(prefetched).toEqual([]);
});

test('hovering, focusing or touching a link prefetches its area once', () => {
  clock = 2000;
  start();
  link('#nav-blog').dispatchEvent(new Event('pointerover', { bubbles: true }));
  link('#nav-blog').dispatchEvent(new Event('focusin', { bubbles: true }));
  link('#nav-login').dispatchEvent(new Event('touchstart', { bubbles: true }));
  expect(prefetched).toEqual(['blog', 'account']);
});

test('intent before 1 s after navigation start waits until 1 s (rule shell.prefetch)', () => {
  clock = 400;
  start();
  link('#nav-blog').dispatchEvent(new Event('pointerover', { bubbles: true }));
  jest.advanceTimersByTime(599);
  expect(prefetched).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(prefetched).toEqual(['blog']);
});

test('a link in the page content that comes into view prefetches its area; the navigation bar does not count', () => {
  clock = 3500;
  start().scan();
  const observer = FakeObserver.last as FakeObserver;
  expect([...observer.watched].map((anchor) => anchor.id)).toEqual(['cta']);
  observer.show(link('#cta'));
  expect(prefetched).toEqual(['checkout']);
  expect(observer.watched.size).toBe(0);
});

test('a link in view before 3 s waits until 3 s after navigation start (the first three seconds carry start-up only)', () => {
  clock = 1500;
  start().scan();
  (FakeObserver.last as FakeObserver).show(link('#cta'));
  jest.advanceTimersByTime(1499);
  expect(prefetched).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(prefetched).toEqual(['checkout']);
  jest.advanceTimersByTime(10_000);
  expect(prefetched).toEqual(['checkout']);
});

test('a touch on a link whose area waits because it was in view fetches it at once, and only once', () => {
  clock = 1500;
  start().scan();
  (FakeObserver.last as FakeObserver).show(link('#cta'));
  link('#cta').dispatchEvent(new Event('touchstart', { bubbles: true }));
  expect(prefetched).toEqual(['checkout']);
  jest.advanceTimersByTime(10_000);
  expect(prefetched).toEqual(['checkout']);
});

test('a touch before 1 s on a link already in view fetches its area at 1 s, not at 3 s', () => {
  clock = 400;
  start().scan();
  (FakeObserver.last as FakeObserver).show(link('#cta'));
  link('#cta').dispatchEvent(new Event('touchstart', { bubbles: true }));
  jest.advanceTimersByTime(600);
  expect(prefetched).toEqual(['checkout']);
  jest.advanceTimersByTime(10_000);
  expect(prefetched).toEqual(['checkout']);
});

test('a timer that fires early by the page clock waits again for the rest, then fetches once', () => {
  clock = 1500;
  start().scan();
  (FakeObserver.last as FakeObserver).show(link('#cta'));
  clock -= 2; // the page clock 2 ms behind the timers when the timer fires
  jest.advanceTimersByTime(1500);
  expect(prefetched).toEqual([]);
  jest.advanceTimersByTime(2);
  expect(prefetched).toEqual(['checkout']);
  jest.advanceTimersByTime(10_000);
  expect(prefetched).toEqual(['checkout']);
});

test('after stop, an area waiting for its time is not fetched', () => {
  clock = 1500;
  const running = start();
  running.scan();
  (FakeObserver.last as FakeObserver).show(link('#cta'));
  running.stop();
  jest.advanceTimersByTime(10_000);
  expect(prefetched).toEqual([]);
});

test('the idle scan matches no link to an area; a link is matched when it comes into view', () => {
  clock = 3500;
  const asked: string[] = [];
  prefetcher = startIntentPrefetch({
    document,
    areaOf: (pathname) => (asked.push(pathname), AREA_OF[pathname] ?? null),
    has: () => false,
    prefetch: (area) => prefetched.push(area),
    now: () => clock,
    timers: systemTimers(),
    slow: false,
    IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
  });
  prefetcher.scan();
  expect(asked).toEqual([]);
  (FakeObserver.last as FakeObserver).show(link('#cta'));
  expect(asked).toEqual(['/pricing']);
  expect(prefetched).toEqual(['checkout']);
});

test('a content link marked data-prefetch="intent" (evidence such as the proof\'s audit link) does not count on view, only on hover', () => {
  document.querySelector('main')?.insertAdjacentHTML('beforeend', '<a id="audit" href="/blog" data-prefetch="intent">Audit</a>');
  clock = 1500;
  start().scan();
  const observer = FakeObserver.last as FakeObserver;
  expect([...observer.watched].map((anchor) => anchor.id)).toEqual(['cta']);
  link('#audit').dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(prefetched).toEqual(['blog']);
});

test('a very slow or data-saving connection never prefetches on visibility, only on hover', () => {
  FakeObserver.last = undefined;
  clock = 1500;
  start({ slow: true }).scan();
  expect(FakeObserver.last).toBeUndefined();
  link('#cta').dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(prefetched).toEqual(['checkout']);
});

test('an area already loaded, another site and a link of no area are left alone', () => {
  clock = 1500;
  document.querySelector('main')?.insertAdjacentHTML('beforeend', '<a id="none" href="/nowhere">?</a>');
  start({ loaded: ['blog'] }).scan();
  for (const id of ['#nav-blog', '#out', '#none']) link(id).dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(prefetched).toEqual([]);
});

test('after stop, hovering prefetches nothing', () => {
  clock = 1500;
  start().stop();
  link('#nav-blog').dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(prefetched).toEqual([]);
});
