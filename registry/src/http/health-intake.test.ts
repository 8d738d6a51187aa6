/**
 * Health reports a host's token cannot abuse (decision 048), each an attack that today's registry
 * took: a report claiming more failures than views, a version that is not live, ten million page
 * views in one report, and browser page views that were never served or that another host already
 * reported. Each host reports under its own token's name, which the audit and `GET /api/hosts` show.
 */
import { DEFAULT_HEALTH_INTAKE } from '../config.ts';
import { createFixture, HOST_TOKEN, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';

const REPLICA_A = 'test-token-replica-a-0123456789abcdef01';
const REPLICA_B = 'test-token-replica-b-0123456789abcdef01';
let fx: Fixture;

beforeEach(async () => {
  fx = await createFixture({
    tokens: [
      { name: 'alice', token: TEST_TOKEN, role: 'admin' },
      { name: 'hosts', token: HOST_TOKEN, role: 'health' },
      { name: 'replica-a', token: REPLICA_A, role: 'health' },
      { name: 'replica-b', token: REPLICA_B, role: 'health' },
    ],
    healthIntake: { ...DEFAULT_HEALTH_INTAKE, maxViewsPerMinute: 5000 },
  });
  await fx.publish('blog', '1.0.0');
  await fx.publish('blog', '1.1.0');
  await fx.publish('blog', '1.2.0');
  await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' });
  await fx.write({ action: 'canary', remote: 'blog', version: '1.1.0', percent: 10 });
});

afterEach(async () => {
  await fx.close();
});

function report(token: string, body: Record<string, unknown>) {
  return fx.request({
    method: 'POST',
    url: '/api/health',
    headers: { authorization: `Bearer ${token}` },
    payload: { area: 'blog', version: '1.1.0', loads: 0, failures: 0, ...body },
  });
}

const views = (count: number, prefix: string, errors = 0) =>
  Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-${String(index).padStart(16, '0')}`,
    source: `source-${index % 50}`,
    error: index < errors,
  }));

test('a report claiming more failures than loads or page views is refused naming the rule, and counted against the host', async () => {
  const loads = await report(HOST_TOKEN, { loads: 1, failures: 100 });
  expect(loads.statusCode).toBe(422);
  expect(loads.json()).toMatchObject({
    code: 'implausible_report',
    rule: 'failures-within-loads',
    message: 'failures-within-loads: 100 failures of 1 loads',
  });
  const pages = await report(HOST_TOKEN, { pageViews: 1, pageFailures: 1000 });
  expect(pages.json()).toMatchObject({ code: 'implausible_report', rule: 'page-failures-within-page-views' });
  expect((await fx.request({ url: '/api/releases' })).json()).toMatchObject({ remotes: { blog: { canary: { version: '1.1.0' } } } });
  const hosts = (await fx.request({ url: '/api/hosts' })).json<{
    hosts: { name: string; refused: number; lastRefusal: string | null }[];
  }>();
  expect(hosts.hosts.find((host) => host.name === 'hosts')).toMatchObject({
    refused: 2,
    lastRefusal: 'page-failures-within-page-views: 1000 page failures of 1 page views',
  });
});

test('a report of a version the release state does not name is refused: published but never live, or made up', async () => {
  for (const version of ['1.2.0', '9.9.9']) {
    const response = await report(HOST_TOKEN, { version, pageViews: 50, pageFailures: 50 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ rule: 'version-in-release-state' });
  }
  expect((await report(HOST_TOKEN, { version: '1.0.0', pageViews: 5 })).statusCode).toBe(200);
});

test('a staging host reports a version live only in staging under /env/staging, where it is in the release state; production refuses it', async () => {
  const revision = (await fx.request({ url: '/env/staging/api/releases' })).json<{ revision: number }>().revision;
  const staged = await fx.request({
    method: 'POST',
    url: '/env/staging/api/releases',
    headers: { authorization: `Bearer ${TEST_TOKEN}`, 'if-match': `"${revision}"` },
    payload: { action: 'activate', remote: 'blog', version: '1.2.0', reason: 'try it' },
  });
  expect(staged.statusCode).toBe(200);
  const toStaging = await fx.request({
    method: 'POST',
    url: '/env/staging/api/health',
    headers: { authorization: `Bearer ${HOST_TOKEN}` },
    payload: { area: 'blog', version: '1.2.0', loads: 3, failures: 0, pageViews: 3 },
  });
  expect(toStaging.statusCode).toBe(200);
  const toProduction = await report(HOST_TOKEN, { version: '1.2.0', pageViews: 3 });
  expect(toProduction.json()).toMatchObject({ rule: 'version-in-release-state' });
});

test('ten million page views in a minute are refused by the rate cap of the host (429), other hosts still report', async () => {
  const flood = await report(REPLICA_A, { version: '1.0.0', pageViews: 10_000_000 });
  expect(flood.statusCode).toBe(429);
  expect(flood.json()).toMatchObject({ code: 'host_rate_exceeded', rule: 'host-rate' });
  expect((await report(REPLICA_A, { version: '1.0.0', pageViews: 4000 })).statusCode).toBe(200);
  expect((await report(REPLICA_A, { version: '1.0.0', pageViews: 1001 })).json()).toMatchObject({ rule: 'host-rate' });
  expect((await report(REPLICA_B, { version: '1.0.0', pageViews: 1001 })).statusCode).toBe(200);
  fx.clock.now += 60_000;
  expect((await report(REPLICA_A, { version: '1.0.0', pageViews: 1001 })).statusCode).toBe(200);
});

test('each host reports under its own name; an automatic abort names the hosts it judged', async () => {
  await report(REPLICA_A, { pageViews: 12, pageFailures: 12 });
  const aborted = await report(REPLICA_B, { pageViews: 10, pageFailures: 10 });
  expect(aborted.json()).toMatchObject({ canaryAborted: true });
  const entry = (await fx.request({ url: '/api/audit?limit=1' })).json<{ entries: Record<string, unknown>[] }>().entries[0];
  expect(entry?.reason).toMatch(/; reported by replica-a, replica-b$/);
  expect(entry?.details).toMatchObject({ hosts: { 'replica-a': { pageViews: 12, pageFailures: 12 }, 'replica-b': { pageViews: 10 } } });
  const hosts = (await fx.request({ url: '/api/hosts' })).json<{ hosts: { name: string; configured: boolean; reports: number }[] }>();
  expect(hosts.hosts.map((host) => [host.name, host.configured, host.reports])).toEqual([
    ['hosts', true, 0],
    ['replica-a', true, 1],
    ['replica-b', true, 1],
  ]);
});

test('a signed page view counts once per version, whichever hosts report it again', async () => {
  const first = await report(REPLICA_A, { pageViews: 30, browserViews: views(20, 'page', 20) });
  expect(first.json()).toMatchObject({ browserViews: { accepted: 20, duplicates: 0, overCap: 0, overSource: 0 } });
  const again = await report(REPLICA_B, { pageViews: 30, browserViews: views(20, 'page', 20) });
  expect(again.json()).toMatchObject({ browserViews: { accepted: 0, duplicates: 20, overCap: 0, overSource: 0 } });
  const signals = await fx.deps.db.sumSignals('blog', '1.1.0', 0, fx.clock.now);
  expect(signals).toMatchObject({ pageViews: 60, browserViews: 20, errorViews: 20 });
});

test('browser page views of a version never exceed the page views hosts counted for it in the last hour', async () => {
  const unserved = await report(REPLICA_A, { pageViews: 0, browserViews: views(50, 'forged', 50) });
  expect(unserved.json()).toMatchObject({ browserViews: { accepted: 0, duplicates: 0, overCap: 50 } });
  const some = await report(REPLICA_A, { pageViews: 10, browserViews: views(50, 'forged', 50) });
  expect(some.json()).toMatchObject({ browserViews: { accepted: 10, overCap: 40 } });
  fx.clock.now += 61 * 60_000;
  const later = await report(REPLICA_A, { pageViews: 0, browserViews: views(5, 'late') });
  expect(later.json()).toMatchObject({ browserViews: { accepted: 0, overCap: 5 } });
  expect(await fx.deps.db.sumSignals('blog', '1.1.0', 0, fx.clock.now)).toMatchObject({ pageViews: 10, browserViews: 10, errorViews: 10 });
});

test('one address counts for at most 30 browser page views of a version an hour, on every host together', async () => {
  const oneAddress = (count: number, prefix: string) => views(count, prefix, count).map((view) => ({ ...view, source: 'one-address-key' }));
  expect((await report(REPLICA_A, { pageViews: 100, browserViews: oneAddress(25, 'a') })).json()).toMatchObject({
    browserViews: { accepted: 25, overSource: 0 },
  });
  expect((await report(REPLICA_B, { pageViews: 100, browserViews: oneAddress(25, 'b') })).json()).toMatchObject({
    browserViews: { accepted: 5, overSource: 20 },
  });
  fx.clock.now += 61 * 60_000;
  expect((await report(REPLICA_B, { pageViews: 100, browserViews: oneAddress(5, 'c') })).json()).toMatchObject({
    browserViews: { accepted: 5, overSource: 0 },
  });
});

test('a raw browser error count in a report (the contract before decision 047) counts for nothing', async () => {
  const response = await report(HOST_TOKEN, { pageViews: 10, signals: { browserErrors: 1000, renderMs: 50, renders: 10 } });
  expect(response.statusCode).toBe(200);
  expect(await fx.deps.db.sumSignals('blog', '1.1.0', 0, fx.clock.now)).toMatchObject({
    pageViews: 10,
    browserViews: 0,
    errorViews: 0,
    renders: 10,
  });
});
