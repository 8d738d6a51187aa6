import { createBus } from '../bus/bus.ts';
import { systemTimers } from '../runtime/ports.ts';
import { connectAnalyticsBus, createAnalyticsClient, type PostAnalytics } from './analytics-client.ts';
import type { AnalyticsBatch } from './analytics-event.ts';

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(Date.UTC(2026, 10, 23, 9, 0, 0));
});
afterEach(() => jest.useRealTimers());

function setup(post: PostAnalytics = jest.fn(async () => ({}))) {
  const client = createAnalyticsClient({
    post,
    now: () => Date.now(),
    timers: systemTimers(),
    getContext: () => ({ language: 'en', ip: '198.51.100.1' }),
    getUserId: () => 'u-42',
  });
  return { client, post };
}

test('posts queued events as one { user_id, events } batch to the events path after 1 s', async () => {
  const post = jest.fn<Promise<unknown>, [string, AnalyticsBatch]>(async () => ({}));
  const { client } = setup(post);
  client.track('a', { n: 1 });
  client.track('b');
  await jest.advanceTimersByTimeAsync(999);
  expect(post).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(post).toHaveBeenCalledTimes(1);
  const [path, body] = post.mock.calls[0] ?? [];
  expect(path).toBe('/api/mms/analytics/v1/events');
  expect(body?.user_id).toBe('u-42');
  expect(body?.events.map((event) => event.event_name)).toEqual(['a', 'b']);
  expect(body?.events[0]).toMatchObject({ app_type: 501, ip: '198.51.100.1', event_timestamp: Date.UTC(2026, 10, 23, 9, 0, 0) });
  expect(client.pending()).toBe(0);
});

test('sends at once when 50 events are queued, in batches of at most 50', async () => {
  const post = jest.fn<Promise<unknown>, [string, AnalyticsBatch]>(async () => ({}));
  const { client } = setup(post);
  for (let index = 0; index < 50; index += 1) client.track(`e${index}`);
  await jest.advanceTimersByTimeAsync(0);
  expect(post).toHaveBeenCalledTimes(1);
  expect(post.mock.calls[0]?.[1].events).toHaveLength(50);
});

test('queues a failed batch again and sends it with the next flush', async () => {
  const post = jest.fn<Promise<unknown>, [string, AnalyticsBatch]>().mockRejectedValueOnce(new Error('503')).mockResolvedValue({});
  const { client } = setup(post);
  client.track('kept');
  await client.flush();
  expect(client.pending()).toBe(1);
  client.track('next');
  await client.flush();
  expect(post.mock.calls[1]?.[1].events.map((event) => event.event_name)).toEqual(['kept', 'next']);
  expect(client.pending()).toBe(0);
});

test('does not post an empty batch', async () => {
  const { client, post } = setup();
  await client.flush();
  expect(post).not.toHaveBeenCalled();
});

test('tracks the analytics:track events of the bus until disconnected', () => {
  const bus = createBus();
  const track = jest.fn();
  const disconnect = connectAnalyticsBus(bus, { track });
  bus.emit('analytics:track', { eventName: 'open_menu', params: { at: 'header' } });
  disconnect();
  bus.emit('analytics:track', { eventName: 'ignored' });
  expect(track).toHaveBeenCalledTimes(1);
  expect(track).toHaveBeenCalledWith('open_menu', { at: 'header' });
});

test('an event made before geo info answered is sent with the country, code, IP and front id known by then', async () => {
  const post = jest.fn<Promise<unknown>, [string, AnalyticsBatch]>(async () => ({}));
  let context: { frontId?: string; ip?: string; country?: string; countryCode?: string } = {};
  const client = createAnalyticsClient({
    post,
    now: () => Date.now(),
    timers: systemTimers(),
    getContext: () => ({ language: 'de', ...context }),
    getUserId: () => null,
  });
  const early = client.track('click_buy');
  expect(early).toMatchObject({ country: '', country_code: '', ip: '', front_id: '' });
  context = { frontId: 'f'.repeat(32), ip: '203.0.113.9', country: 'Germany', countryCode: 'DE' };
  await jest.advanceTimersByTimeAsync(1000);
  expect(post.mock.calls[0]?.[1].events[0]).toMatchObject({
    event_name: 'click_buy',
    language: 'de',
    country: 'Germany',
    country_code: 'DE',
    ip: '203.0.113.9',
    front_id: 'f'.repeat(32),
  });
});

test('facts an event already carries are kept at send time', async () => {
  const post = jest.fn<Promise<unknown>, [string, AnalyticsBatch]>(async () => ({}));
  let country = 'France';
  const client = createAnalyticsClient({
    post,
    now: () => Date.now(),
    timers: systemTimers(),
    getContext: () => ({ country, countryCode: country.slice(0, 2).toUpperCase() }),
    getUserId: () => null,
  });
  client.track('a');
  country = 'Germany';
  await client.flush();
  expect(post.mock.calls[0]?.[1].events[0]).toMatchObject({ country: 'France', country_code: 'FR' });
});
