import { createFixture, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';

let fx: Fixture;
const auth = { authorization: `Bearer ${TEST_TOKEN}` };

beforeEach(async () => {
  fx = await createFixture({ canary: { maxFailureRate: 0.2, minLoads: 50, minPageViews: 20, windowSeconds: 300 } });
  await fx.publish('blog', '1.0.0');
  await fx.publish('blog', '1.1.0');
  await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' });
  await fx.write({ action: 'canary', remote: 'blog', version: '1.1.0', percent: 10 });
});

afterEach(async () => {
  await fx.close();
});

function report(version: string, loads: number, failures: number) {
  return fx.request({ method: 'POST', url: '/api/health', headers: auth, payload: { area: 'blog', version, loads, failures } });
}

async function canary(): Promise<unknown> {
  return (await fx.request({ url: '/api/releases' })).json<{ remotes: { blog: { canary: unknown } } }>().remotes.blog.canary;
}

test('aborts the canary when its failure rate exceeds the limit and records why', async () => {
  const revision = await fx.revision();
  expect((await report('1.1.0', 30, 10)).json()).toMatchObject({ recorded: true, canaryAborted: false });
  const response = await report('1.1.0', 30, 5);
  expect(response.json()).toMatchObject({ recorded: true, canaryAborted: true });
  expect(await canary()).toBeNull();
  expect(await fx.revision()).toBe(revision + 1);
  const audit = (await fx.request({ url: '/api/audit?limit=1' })).json<{ entries: Record<string, unknown>[] }>().entries[0];
  expect(audit).toMatchObject({
    actor: 'registry',
    action: 'auto-abort-canary',
    area: 'blog',
    fromVersion: '1.1.0',
    toVersion: null,
    fromRevision: revision,
    toRevision: revision + 1,
  });
  // The audit names the hosts whose reports it judged (decision 048): here the test token's, alice.
  expect(audit?.reason).toBe('failure rate 25.0 % (15 of 60 loads in the last 300 s) exceeds 20.0 %; reported by alice');
  expect(audit?.details).toMatchObject({ hosts: { alice: { loads: 60, failures: 15 } } });
});

test('waits for the minimum sample before judging', async () => {
  expect((await report('1.1.0', 40, 40)).json()).toMatchObject({ canaryAborted: false });
  expect(await canary()).toMatchObject({ version: '1.1.0' });
});

test('keeps a canary whose failure rate is at or under the limit', async () => {
  expect((await report('1.1.0', 100, 20)).json()).toMatchObject({ canaryAborted: false });
  expect(await canary()).toMatchObject({ version: '1.1.0' });
});

test('ignores failures of the active version and of old reports outside the window', async () => {
  expect((await report('1.0.0', 100, 100)).json()).toMatchObject({ canaryAborted: false });
  await report('1.1.0', 45, 45);
  fx.clock.now += 10 * 60 * 1000;
  expect((await report('1.1.0', 10, 0)).json()).toMatchObject({ canaryAborted: false });
  expect(await canary()).toMatchObject({ version: '1.1.0' });
});

test('shows health figures per version', async () => {
  await report('1.1.0', 10, 1);
  await report('1.0.0', 90, 0);
  const response = await fx.request({ url: '/api/remotes/blog/versions' });
  const versions = response.json<{ versions: { version: string; status: string; health: unknown }[] }>().versions;
  expect(versions.find((item) => item.version === '1.1.0')).toMatchObject({
    status: 'canary',
    health: { windowSeconds: 300, window: { loads: 10, failures: 1, failureRate: 0.1 }, total: { loads: 10, failures: 1 } },
  });
  expect(versions.find((item) => item.version === '1.0.0')).toMatchObject({
    status: 'active',
    health: { window: { loads: 90, failureRate: 0 } },
  });
});

test('judges a restarted canary only on reports made since it restarted', async () => {
  await report('1.1.0', 45, 45);
  await fx.write({ action: 'abort-canary', remote: 'blog' });
  fx.clock.now += 1000;
  await fx.write({ action: 'canary', remote: 'blog', version: '1.1.0', percent: 10 });
  fx.clock.now += 10_000;
  expect((await report('1.1.0', 10, 0)).json()).toMatchObject({ canaryAborted: false });
  expect(await canary()).toMatchObject({ version: '1.1.0' });
});

function pageReport(version: string, pageViews: number, pageFailures: number, loads = pageViews) {
  return fx.request({
    method: 'POST',
    url: '/api/health',
    headers: auth,
    payload: { area: 'blog', version, loads, failures: 0, pageViews, pageFailures },
  });
}

test('aborts a canary whose pages fail although every load succeeds, naming the page failure rate', async () => {
  expect((await pageReport('1.1.0', 10, 10)).json()).toMatchObject({ recorded: true, canaryAborted: false });
  expect((await pageReport('1.1.0', 10, 9)).json()).toMatchObject({ recorded: true, canaryAborted: true });
  expect(await canary()).toBeNull();
  const audit = (await fx.request({ url: '/api/audit?limit=1' })).json<{ entries: Record<string, unknown>[] }>().entries[0];
  expect(audit).toMatchObject({ actor: 'registry', action: 'auto-abort-canary', fromVersion: '1.1.0' });
  expect(audit?.reason).toBe('page failure rate 95.0 % (19 of 20 page views in the last 300 s) exceeds 20.0 %; reported by alice');
  expect(audit?.details).toMatchObject({ pageViews: 20, pageFailures: 19, loads: 20, failures: 0, minPageViews: 20 });
});

test('waits for the minimum number of page views, and keeps a canary whose pages fail at or under the limit', async () => {
  expect((await pageReport('1.1.0', 19, 19)).json()).toMatchObject({ canaryAborted: false });
  await fx.write({ action: 'abort-canary', remote: 'blog' });
  fx.clock.now += 20_000;
  await fx.write({ action: 'canary', remote: 'blog', version: '1.1.0', percent: 10 });
  fx.clock.now += 10_000;
  expect((await pageReport('1.1.0', 100, 20)).json()).toMatchObject({ canaryAborted: false });
  expect(await canary()).toMatchObject({ version: '1.1.0' });
});

test('a report without page counts (an older host) is recorded with none', async () => {
  await report('1.1.0', 10, 1);
  const versions = (await fx.request({ url: '/api/remotes/blog/versions' })).json<{ versions: { version: string; health: unknown }[] }>()
    .versions;
  expect(versions.find((item) => item.version === '1.1.0')?.health).toMatchObject({
    window: { loads: 10, failures: 1, pageViews: 0, pageFailures: 0, pageFailureRate: null },
  });
});

test('shows page views, page failures and their rate per version', async () => {
  await pageReport('1.1.0', 40, 4);
  const versions = (await fx.request({ url: '/api/remotes/blog/versions' })).json<{ versions: { version: string; health: unknown }[] }>()
    .versions;
  expect(versions.find((item) => item.version === '1.1.0')?.health).toMatchObject({
    window: { pageViews: 40, pageFailures: 4, pageFailureRate: 0.1 },
    total: { pageViews: 40, pageFailures: 4 },
  });
});
