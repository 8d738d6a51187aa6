import { createBus } from '@meridian/shared/bus';
import type { HttpClient } from '@meridian/shared/http';
import type { Timers } from '@meridian/shared/runtime';
import type { UserStore } from '@meridian/shared/user';
import { startPageServices } from './page-services.client.ts';

/** Timers that run a scheduled send only when the test says so. */
function manualTimers(): Timers & { runAll(): void } {
  const pending = new Map<number, () => void>();
  let next = 0;
  return {
    setTimeout: (run: () => void) => {
      next += 1;
      pending.set(next, run);
      return next as unknown as ReturnType<Timers['setTimeout']>;
    },
    clearTimeout: (handle: unknown) => void pending.delete(handle as number),
    runAll() {
      for (const [handle, run] of [...pending]) {
        pending.delete(handle);
        run();
      }
    },
  } as Timers & { runAll(): void };
}

test('events sent on the bus before the services loaded are sent first, in order, then the later ones', async () => {
  const bus = createBus();
  const posts: { path: string; body: unknown }[] = [];
  const http = {
    post: jest.fn(async (path: string, body?: unknown) => {
      posts.push({ path, body });
      return {};
    }),
    get: jest.fn(),
  } as unknown as HttpClient;
  const user = { getSnapshot: () => ({ info: null }) } as unknown as UserStore;
  const timers = manualTimers();
  startPageServices({
    bus,
    http,
    user,
    mobile: { isMobile: () => false } as never,
    timers,
    now: () => 1_700_000_000_000,
    locale: 'de',
    apiBase: 'http://api.test',
    geoInfo: async () => ({ country: 'Germany', country_code: 'DE', user_ip: '203.0.113.9' }),
    earlyEvents: [{ eventName: 'cta_click', params: { place: 'hero' } }, { eventName: 'plan_view' }],
  });
  bus.emit('analytics:track', { eventName: 'after_load' });
  timers.runAll();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const batch = posts.find((post) => post.path === '/api/mms/analytics/v1/events')?.body as {
    events: { event_name: string; language: string }[];
  };
  const names = batch.events.map((event) => event.event_name);
  expect(names).toEqual(['cta_click', 'plan_view', 'after_load']);
  expect(batch.events.every((event) => event.language === 'de')).toBe(true);
});
