/**
 * The registry's metrics (decision 056) on a real registry (test-support/registry-fixture.ts):
 * writes by action and outcome, compare-and-set conflicts, the guard's committed steps, long
 * polls waiting, store calls timed by method, and the gauges read at a scrape. The counters are
 * the process's own, so each assertion reads how much a step added.
 */
import type { AreaRelease } from '../db/release-repo.ts';
import { SYSTEM_ACTOR } from '../services/health.ts';
import { createFixture, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';
import { instrumentDeps } from './instrument-deps.ts';
import { REGISTRY_METRICS, watchState } from './registry-metrics.ts';

let fx: Fixture;
beforeEach(async () => {
  fx = await createFixture();
  await fx.publish('tools', '1.0.0');
});
afterEach(async () => fx.close());

async function value(line: string): Promise<number> {
  const found = (await REGISTRY_METRICS.metrics()).split('\n').find((text) => text.startsWith(`${line} `));
  return found === undefined ? 0 : Number(found.slice(line.length + 1));
}

test('writes are counted by action and outcome; a stale If-Match is a conflict', async () => {
  const ok = 'meridian_registry_writes_total{action="activate",outcome="ok"}';
  const conflict = 'meridian_registry_writes_total{action="activate",outcome="conflict"}';
  const before = { ok: await value(ok), conflict: await value(conflict) };
  const stale = await fx.revision();
  expect((await fx.write({ action: 'activate', remote: 'tools', version: '1.0.0' })).statusCode).toBe(200);
  expect((await fx.write({ action: 'activate', remote: 'tools', version: '1.0.0' }, stale)).statusCode).toBe(412);
  expect(await value(ok)).toBe(before.ok + 1);
  expect(await value(conflict)).toBe(before.conflict + 1);
  expect(await REGISTRY_METRICS.metrics()).toMatch(
    /meridian_registry_http_request_duration_seconds_count\{route="\/api\/remotes\/:name\/versions",method="POST",status="20\d"\} [1-9]/,
  );
});

test('a refused commit is a compare-and-set conflict; a step committed by the guard is counted by its kind', async () => {
  await fx.write({ action: 'activate', remote: 'tools', version: '1.0.0' });
  const deps = instrumentDeps(fx.deps);
  const { revision, release } = await deps.db.getReleaseAt('tools');
  if (release === null) throw new Error('tools has no release');
  const audit = {
    actor: SYSTEM_ACTOR,
    action: 'rollout-pause',
    area: 'tools',
    fromVersion: '1.0.0',
    toVersion: null,
    reason: 'test',
    details: {},
  };
  const before = {
    conflicts: await value('meridian_registry_cas_conflicts_total'),
    pauses: await value('meridian_registry_guard_steps_total{step="pause"}'),
  };
  expect((await deps.db.commitRelease({ expectedRevision: revision - 1, release, audit, nowMs: fx.clock.now })).ok).toBe(false);
  expect((await deps.db.commitRelease({ expectedRevision: revision, release, audit, nowMs: fx.clock.now })).ok).toBe(true);
  expect(await value('meridian_registry_cas_conflicts_total')).toBe(before.conflicts + 1);
  expect(await value('meridian_registry_guard_steps_total{step="pause"}')).toBe(before.pauses + 1);
  expect(await value('meridian_registry_db_call_duration_seconds_count{call="commitRelease",outcome="ok"}')).toBeGreaterThanOrEqual(2);
});

test('long polls waiting are counted while they wait; store calls are timed; the revision and threshold are read at a scrape', async () => {
  const deps = instrumentDeps(fx.deps);
  watchState(deps);
  const revision = await deps.db.currentRevision();
  const waiting = deps.revisions.waitForChange(revision, 300);
  expect(await value('meridian_registry_long_poll_clients')).toBe(1);
  await waiting;
  expect(await value('meridian_registry_long_poll_clients')).toBe(0);
  await deps.store.hasVersion('tools', '1.0.0');
  expect(await value('meridian_registry_store_call_duration_seconds_count{call="hasVersion",outcome="ok"}')).toBeGreaterThan(0);
  expect(await value('meridian_registry_release_revision')).toBe(revision);
  expect(await value('meridian_registry_canary_max_failure_rate')).toBe(0.2);
});

test("every environment's view is measured (decision 059); a lock's refusal is no compare-and-set conflict", async () => {
  const deps = instrumentDeps(fx.deps);
  const staging = deps.inEnvironment('staging');
  if (staging === null) throw new Error('the fixture has no staging');
  expect(staging.environment).toBe('staging');
  expect(deps.inEnvironment('staging')).toBe(staging);
  expect(staging.inEnvironment('production')).toBe(deps);
  expect(deps.inEnvironment('qa')).toBeNull();
  const lock = await fx.request({
    method: 'POST',
    url: '/env/staging/api/lock',
    headers: { authorization: `Bearer ${TEST_TOKEN}` },
    payload: { reason: 'freeze' },
  });
  expect(lock.statusCode).toBe(200);
  const calls = 'meridian_registry_db_call_duration_seconds_count{call="commitRelease",outcome="ok"}';
  const before = { conflicts: await value('meridian_registry_cas_conflicts_total'), calls: await value(calls) };
  const revision = await staging.db.currentRevision();
  const release: AreaRelease = { area: 'tools', version: '1.0.0', origin: 'http://localhost:3005', canary: null, previous: [] };
  const audit = { actor: 'alice', action: 'activate', area: 'tools', fromVersion: null, toVersion: '1.0.0', reason: 'test', details: {} };
  const refused = await staging.db.commitRelease({ expectedRevision: revision, release, audit, nowMs: fx.clock.now });
  expect(refused).toMatchObject({ ok: false, refusal: { kind: 'locked' } });
  expect(await value('meridian_registry_cas_conflicts_total')).toBe(before.conflicts);
  expect(await value(calls)).toBe(before.calls + 1);
});
