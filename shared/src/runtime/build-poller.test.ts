import { cacheBustedUrl, createBuildPoller, readBuildId } from './build-poller.ts';
import { systemTimers } from './ports.ts';

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(1_800_000_000_000);
});
afterEach(() => jest.useRealTimers());

function setup(ids: Array<string | Error>, initialId?: string) {
  const fetchJson = jest.fn(async (_url: string): Promise<unknown> => {
    const next = ids.length > 1 ? ids.shift() : ids[0];
    if (next instanceof Error) throw next;
    return { id: next };
  });
  const poller = createBuildPoller({
    url: '/build/latest.json',
    fetchJson,
    now: () => Date.now(),
    timers: systemTimers(),
    intervalMs: 60_000,
    ...(initialId === undefined ? {} : { initialId }),
  });
  return { poller, fetchJson };
}

test('asks for the latest build with a timestamp query, at the injected interval', async () => {
  const { poller, fetchJson } = setup(['b1']);
  poller.start();
  await jest.advanceTimersByTimeAsync(0);
  expect(fetchJson).toHaveBeenLastCalledWith('/build/latest.json?t=1800000000000');
  await jest.advanceTimersByTimeAsync(59_999);
  expect(fetchJson).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetchJson).toHaveBeenCalledTimes(2);
  expect(fetchJson).toHaveBeenLastCalledWith('/build/latest.json?t=1800000060000');
  poller.stop();
});

test('reports a new build once the id differs from the first one seen, then stops polling', async () => {
  const { poller, fetchJson } = setup(['b1', 'b1', 'b2']);
  poller.start();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(poller.isNewBuild()).toBe(false);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(poller.isNewBuild()).toBe(true);
  expect(poller.latestId()).toBe('b2');
  await jest.advanceTimersByTimeAsync(600_000);
  expect(fetchJson).toHaveBeenCalledTimes(3);
});

test('compares with the build id the page was served with, when given', async () => {
  const { poller } = setup(['b2'], 'b1');
  poller.start();
  await jest.advanceTimersByTimeAsync(0);
  expect(poller.isNewBuild()).toBe(true);
});

test('skips failed polls and keeps polling', async () => {
  const { poller, fetchJson } = setup([new Error('offline'), 'b1', 'b2']);
  poller.start();
  await jest.advanceTimersByTimeAsync(120_000);
  expect(fetchJson).toHaveBeenCalledTimes(3);
  expect(poller.isNewBuild()).toBe(true);
});

test('stops polling when stopped', async () => {
  const { poller, fetchJson } = setup(['b1']);
  poller.start();
  poller.start();
  await jest.advanceTimersByTimeAsync(0);
  poller.stop();
  await jest.advanceTimersByTimeAsync(600_000);
  expect(fetchJson).toHaveBeenCalledTimes(1);
});

test('reads a non-empty string id and appends t to urls with or without a query', () => {
  expect(readBuildId({ id: 'abc' })).toBe('abc');
  expect(readBuildId({ id: '' })).toBeNull();
  expect(readBuildId({ id: 3 })).toBeNull();
  expect(readBuildId(null)).toBeNull();
  expect(cacheBustedUrl('/b.json?v=1', 5)).toBe('/b.json?v=1&t=5');
});
