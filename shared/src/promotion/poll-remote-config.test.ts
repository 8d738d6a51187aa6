import { systemTimers } from '../runtime/ports.ts';
import { pollRemoteConfig } from './poll-remote-config.ts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('resolves with the first config, trying every 200 ms', async () => {
  let calls = 0;
  const fetchConfig = jest.fn(() => (++calls === 4 ? { id: 'ready' } : undefined));
  const result = pollRemoteConfig(fetchConfig, { intervalMs: 200, maxTries: 50, timers: systemTimers() });
  await jest.advanceTimersByTimeAsync(0);
  expect(fetchConfig).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(199);
  expect(fetchConfig).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetchConfig).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(400);
  await expect(result).resolves.toEqual({ id: 'ready' });
  await jest.advanceTimersByTimeAsync(2000);
  expect(fetchConfig).toHaveBeenCalledTimes(4);
});

test('rejects after 50 tries 200 ms apart, not before', async () => {
  const fetchConfig = jest.fn(async (): Promise<string | null> => null);
  const result = pollRemoteConfig(fetchConfig, { intervalMs: 200, maxTries: 50 });
  let settled = false;
  result.catch(() => {}).finally(() => (settled = true));
  await jest.advanceTimersByTimeAsync(49 * 200 - 1);
  expect(fetchConfig).toHaveBeenCalledTimes(49);
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetchConfig).toHaveBeenCalledTimes(50);
  await expect(result).rejects.toThrow('Polling remote config: nothing after 50 tries');
  await jest.advanceTimersByTimeAsync(10_000);
  expect(fetchConfig).toHaveBeenCalledTimes(50);
});

test('counts thrown errors as failed tries and keeps the last as the cause', async () => {
  const failure = new Error('offline');
  const result = pollRemoteConfig(
    () => {
      throw failure;
    },
    { maxTries: 3 },
  );
  const assertion = expect(result).rejects.toMatchObject({ cause: failure });
  await jest.advanceTimersByTimeAsync(400);
  await assertion;
});

test('uses 200 ms and 50 tries by default', async () => {
  const fetchConfig = jest.fn(() => null);
  const result = pollRemoteConfig(fetchConfig);
  const assertion = expect(result).rejects.toThrow('nothing after 50 tries');
  await jest.advanceTimersByTimeAsync(9800);
  await assertion;
  expect(fetchConfig).toHaveBeenCalledTimes(50);
});

test('stops at once when aborted and rejects with the reason', async () => {
  const controller = new AbortController();
  const fetchConfig = jest.fn(() => null);
  const result = pollRemoteConfig(fetchConfig, { signal: controller.signal });
  await jest.advanceTimersByTimeAsync(450);
  controller.abort(new Error('page left'));
  await expect(result).rejects.toThrow('page left');
  await jest.advanceTimersByTimeAsync(2000);
  expect(fetchConfig).toHaveBeenCalledTimes(3);
});
