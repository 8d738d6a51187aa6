/** @jest-environment node */
import { createGeoLookup } from './geo.server.ts';

/** A fake geo_info: answers by the forwarded address and counts the calls. */
function fakeGeoInfo(countries: Record<string, string>, fail = new Set<string>()) {
  const calls: string[] = [];
  const fetch = (async (_url: URL, init?: RequestInit) => {
    const ip = new Headers(init?.headers).get('x-forwarded-for') ?? '';
    calls.push(ip);
    if (new Headers(init?.headers).get('x-app-type') !== '501') return Response.json({ code: 40002 }, { status: 400 });
    if (fail.has(ip)) return new Response('down', { status: 502 });
    return Response.json({ code: 0, message: 'ok', data: { user_ip: ip, country: 'x', country_code: countries[ip] ?? '' } });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

test("asks geo_info with the visitor's address and keeps each address's answer for a while", async () => {
  let now = 0;
  const api = fakeGeoInfo({ '81.2.69.142': 'gb', '8.8.8.8': 'US' });
  const geo = createGeoLookup({ apiBase: 'http://api.test', timeoutMs: 1000, ttlMs: 1000, now: () => now, fetch: api.fetch });
  await expect(geo.country('81.2.69.142')).resolves.toBe('GB');
  await expect(geo.country('8.8.8.8')).resolves.toBe('US');
  await expect(geo.country('81.2.69.142')).resolves.toBe('GB');
  expect(api.calls).toEqual(['81.2.69.142', '8.8.8.8']);
  now = 1500;
  await expect(geo.country('81.2.69.142')).resolves.toBe('GB');
  expect(api.calls).toHaveLength(3);
});

test('concurrent requests of one address share one call; a failure answers "" and is asked again next time', async () => {
  const failing = new Set(['10.0.0.1']);
  const api = fakeGeoInfo({ '10.0.0.1': 'DE' }, failing);
  const geo = createGeoLookup({ apiBase: 'http://api.test', timeoutMs: 1000, fetch: api.fetch });
  const answers = await Promise.all([geo.country('10.0.0.1'), geo.country('10.0.0.1'), geo.country('10.0.0.1')]);
  expect(answers).toEqual(['', '', '']);
  expect(api.calls).toHaveLength(1);
  failing.clear();
  await expect(geo.country('10.0.0.1')).resolves.toBe('DE');
  expect(api.calls).toHaveLength(2);
});

test('keeps at most maxEntries addresses, the oldest leaving first', async () => {
  const api = fakeGeoInfo({});
  const geo = createGeoLookup({ apiBase: 'http://api.test', timeoutMs: 1000, maxEntries: 2, fetch: api.fetch });
  for (const ip of ['1.0.0.1', '1.0.0.2', '1.0.0.3', '1.0.0.3', '1.0.0.2', '1.0.0.1']) await geo.country(ip);
  // 1.0.0.1 left when 1.0.0.3 came, so it is asked again; 1.0.0.2 and 1.0.0.3 were kept.
  expect(api.calls).toEqual(['1.0.0.1', '1.0.0.2', '1.0.0.3', '1.0.0.1']);
});
