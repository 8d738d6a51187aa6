/**
 * Decision 020: the version a host falls back to is the registry's, the same for every
 * replica: the newest previous version that the hosts' health reports say served well.
 */
import { HOST_TOKEN, createFixture, type Fixture } from '../test-support/registry-fixture.ts';

let fx: Fixture;

beforeEach(async () => {
  fx = await createFixture();
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
    expect((await fx.publish('blog', version)).statusCode).toBe(201);
    expect((await fx.write({ action: 'activate', remote: 'blog', version })).statusCode).toBe(200);
  }
});

afterEach(async () => {
  await fx.close();
});

const report = (version: string, loads: number, failures: number, pages = { pageViews: 0, pageFailures: 0 }) =>
  fx.request({
    method: 'POST',
    url: '/api/health',
    headers: { authorization: `Bearer ${HOST_TOKEN}` },
    payload: { area: 'blog', version, loads, failures, ...pages },
  });

const blog = async () =>
  (await fx.request({ url: '/api/releases' })).json<{ remotes: { blog: { version: string; fallback?: string } } }>().remotes.blog;

test('the fallback is the newest previous version the hosts reported serving well', async () => {
  await report('1.1.0', 100, 1);
  expect(await blog()).toMatchObject({ version: '1.2.0', fallback: '1.1.0' });
});

test('a previous version that failed for the hosts is skipped, whichever replica reported it', async () => {
  await report('1.1.0', 30, 20);
  await report('1.1.0', 30, 10);
  await report('1.0.0', 500, 2);
  expect(await blog()).toMatchObject({ version: '1.2.0', fallback: '1.0.0' });
});

test('a previous version whose pages failed is skipped although it loaded', async () => {
  await report('1.1.0', 100, 0, { pageViews: 50, pageFailures: 30 });
  expect(await blog()).toMatchObject({ version: '1.2.0', fallback: '1.0.0' });
});

test('no fallback when every previous version failed', async () => {
  await report('1.1.0', 10, 10);
  await report('1.0.0', 10, 9);
  const view = await blog();
  expect(view.version).toBe('1.2.0');
  expect(view.fallback).toBeUndefined();
});

test('after a rollback the fallback is neither the version now active nor the one pulled, and a failing one is skipped', async () => {
  expect((await fx.write({ action: 'rollback', remote: 'blog', version: '1.0.0' })).statusCode).toBe(200);
  expect(await blog()).toMatchObject({ version: '1.0.0', fallback: '1.1.0' });
  await report('1.1.0', 10, 10);
  expect((await blog()).fallback).toBeUndefined();
});
