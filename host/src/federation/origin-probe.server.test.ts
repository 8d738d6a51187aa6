/** @jest-environment node */
import { createOriginProbe } from './origin-probe.server.ts';

const entry = { version: '1.0.0', origin: 'http://localhost:3002' };

test('asks the origin at most once per interval, shared by concurrent requests', async () => {
  let now = 0;
  const fetchFn = jest.fn(async () => new Response(null, { status: 200 }));
  const probe = createOriginProbe({ ttlMs: 1000, timeoutMs: 500, now: () => now, fetch: fetchFn });
  await Promise.all(Array.from({ length: 50 }, () => probe.check(entry)));
  expect(fetchFn).toHaveBeenCalledTimes(1);
  expect(fetchFn).toHaveBeenCalledWith('http://localhost:3002/1.0.0/mf-manifest.json', expect.objectContaining({ method: 'HEAD' }));
  now = 1000;
  await probe.check(entry);
  expect(fetchFn).toHaveBeenCalledTimes(2);
});

test('a warm host notices a dead origin on the next interval', async () => {
  let now = 0;
  let up = true;
  const fetchFn = jest.fn(async () => {
    if (!up) throw new TypeError('fetch failed');
    return new Response(null, { status: 200 });
  });
  const probe = createOriginProbe({ ttlMs: 1000, timeoutMs: 500, now: () => now, fetch: fetchFn });
  await expect(probe.check(entry)).resolves.toBeUndefined();
  up = false;
  now = 1001;
  await expect(probe.check(entry)).rejects.toThrow(/mf-manifest\.json did not answer within 500 ms: fetch failed/);
  // The failure is remembered for the interval: no probe storm while the origin is down.
  await expect(probe.check(entry)).rejects.toThrow();
  expect(fetchFn).toHaveBeenCalledTimes(2);
});

test('an origin answering an error status counts as down', async () => {
  const probe = createOriginProbe({ ttlMs: 1000, timeoutMs: 500, fetch: async () => new Response(null, { status: 404 }) });
  await expect(probe.check(entry)).rejects.toThrow(/answered 404/);
});
