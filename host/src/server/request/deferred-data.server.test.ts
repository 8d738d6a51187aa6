import { settleDeferredData } from './deferred-data.server.ts';

test('replaces the deferred values of each route with what they settled to, leaving the rest alone', async () => {
  const critical = { id: 7 };
  const loaderData: Record<string, unknown> = {
    root: null,
    'account/myaccount': { profile: critical, devices: Promise.resolve({ ok: true, data: ['phone'] }), now: 5 },
    'blog/blog': ['a', 'b'],
  };
  await settleDeferredData(loaderData);
  expect(loaderData).toEqual({
    root: null,
    'account/myaccount': { profile: critical, devices: { ok: true, data: ['phone'] }, now: 5 },
    'blog/blog': ['a', 'b'],
  });
  expect(JSON.parse(JSON.stringify(loaderData))).toEqual(loaderData);
});

test('keeps a promise that rejects, for its <Await> to report', async () => {
  const failing = Promise.reject(new Error('down'));
  const loaderData: Record<string, unknown> = { page: { part: failing } };
  await settleDeferredData(loaderData);
  expect((loaderData.page as { part: unknown }).part).toBe(failing);
});
