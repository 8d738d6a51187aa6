import { createBus } from '@meridian/shared/bus';
import type { HttpClient } from '@meridian/shared/http';
import { createMemoryStorage, type Timers } from '@meridian/shared/runtime';
import type { UserStore } from '@meridian/shared/user';
import type { UserAgentInfo } from '@meridian/shared/analytics';
import { fetchVisitorSystem, startPageServices } from './page-services.client.ts';

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

/** What the host answers at `GET /__visitor` for a desktop Chrome on Windows and for an iPhone's Safari (visitor-system.server.ts). */
const DESKTOP_CHROME: UserAgentInfo = { osName: 'Windows', osVersion: '10', ios: false, mobile: false, deviceType: 'desktop' };
const IPHONE_SAFARI: UserAgentInfo = { osName: 'iOS', osVersion: '17.4.1', ios: true, mobile: true, deviceType: 'mobile' };

type PostedEvent = { event_name: string; language: string; user_properties: Record<string, unknown> };

/** Starts the services over a recording API; `send()` runs the scheduled send and gives the events posted. */
function start(
  overrides: {
    earlyEvents?: { eventName: string; params?: Record<string, string> }[];
    landingQuery?: string;
    system?: Promise<UserAgentInfo>;
  } = {},
) {
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
  const session = createMemoryStorage();
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
    earlyEvents: overrides.earlyEvents ?? [],
    landingQuery: overrides.landingQuery ?? '',
    system: overrides.system ?? Promise.resolve(DESKTOP_CHROME),
    session,
  });
  const send = async (): Promise<PostedEvent[]> => {
    // Events are queued once the system is known (a promise): let its reactions run first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    timers.runAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const batch = posts.find((post) => post.path === '/api/mms/analytics/v1/events')?.body as { events: PostedEvent[] } | undefined;
    return batch?.events ?? [];
  };
  return { bus, session, send };
}

test('events sent on the bus before the services loaded are sent first, in order, then the later ones', async () => {
  const { bus, send } = start({ earlyEvents: [{ eventName: 'cta_click', params: { place: 'hero' } }, { eventName: 'plan_view' }] });
  bus.emit('analytics:track', { eventName: 'after_load' });
  const events = await send();
  expect(events.map((event) => event.event_name)).toEqual(['cta_click', 'plan_view', 'after_load']);
  expect(events.every((event) => event.language === 'de')).toBe(true);
});

test('every event carries the visitor info and session keys (rule analytics.session-marks): iPhone, invite link, campaign', async () => {
  const { bus, session, send } = start({
    system: Promise.resolve(IPHONE_SAFARI),
    landingQuery: '?utm_source=news&utm_medium=mail&utm_id=42&from=invite&uid=u-77&sim_country=br',
  });
  bus.emit('analytics:track', { eventName: 'plan_view' });
  const [event] = await send();
  expect(event?.user_properties).toEqual({
    os_name: 'iOS',
    os_version: '17.4.1',
    is_ios: true,
    is_mobile: true,
    type_device: 'mobile',
    utm_tags: JSON.stringify({ utm_source: 'news', utm_medium: 'mail', utm_id: '42' }),
    iv_user_id: 'u-77',
    iv_sim_country: 'BR',
  });
  expect(session.getItem('typeDevice')).toBe('mobile');
  expect(session.getItem('iv_user_id')).toBe('u-77');
});

test('a desktop visitor without campaign or invite carries the system facts only', async () => {
  const { bus, session, send } = start({ landingQuery: '?ref=nav' });
  bus.emit('analytics:track', { eventName: 'plan_view' });
  const [event] = await send();
  expect(event?.user_properties).toEqual({ os_name: 'Windows', os_version: '10', is_ios: false, is_mobile: false, type_device: 'desktop' });
  expect(session.getItem('typeDevice')).toBe('desktop');
  expect(session.getItem('utm_tags')).toBeNull();
});

test("events wait for the host's answer about the system, keep their order and all carry it", async () => {
  let answer: (system: UserAgentInfo) => void = () => undefined;
  const { bus, send } = start({
    earlyEvents: [{ eventName: 'cta_click' }],
    system: new Promise((resolve) => {
      answer = resolve;
    }),
  });
  bus.emit('analytics:track', { eventName: 'plan_view' });
  expect(await send()).toEqual([]);
  answer(IPHONE_SAFARI);
  const events = await send();
  expect(events.map((event) => event.event_name)).toEqual(['cta_click', 'plan_view']);
  expect(events.every((event) => event.user_properties.os_name === 'iOS')).toBe(true);
});

describe("the visitor's system from the host (GET /__visitor)", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const answer = (respond: () => Promise<Response>) => {
    globalThis.fetch = jest.fn(respond) as unknown as typeof fetch;
  };

  test("is the host's answer", async () => {
    answer(async () => new Response(JSON.stringify(IPHONE_SAFARI), { headers: { 'content-type': 'application/json' } }));
    await expect(fetchVisitorSystem()).resolves.toEqual(IPHONE_SAFARI);
    expect(globalThis.fetch).toHaveBeenCalledWith('/__visitor', { credentials: 'omit' });
  });

  test('is an unknown desktop when the host answers an error, something else, or nothing', async () => {
    const unknown = { osName: '', osVersion: '', ios: false, mobile: false, deviceType: 'desktop' };
    answer(async () => new Response('Bad Gateway', { status: 502 }));
    await expect(fetchVisitorSystem()).resolves.toEqual(unknown);
    answer(async () => new Response('<html>maintenance</html>', { status: 200 }));
    await expect(fetchVisitorSystem()).resolves.toEqual(unknown);
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchVisitorSystem()).resolves.toEqual(unknown);
  });
});
