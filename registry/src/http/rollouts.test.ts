import { DEFAULT_ROLLOUT_POLICY } from '../config.ts';
import { tickRollout, tickRollouts } from '../services/rollouts.ts';
import { createFixture, HOST_TOKEN, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';

let fx: Fixture;
const auth = { authorization: `Bearer ${TEST_TOKEN}` };
const hosts = { authorization: `Bearer ${HOST_TOKEN}` };
// Small samples: the confidence sequences are tuned to be tightest around a few hundred views.
const guard = { ...DEFAULT_ROLLOUT_POLICY.guard, minPageViews: 20, minVitalSamples: 10, tuningViews: 200 };

beforeEach(async () => {
  fx = await createFixture({ rollout: { ...DEFAULT_ROLLOUT_POLICY, guard } });
  await fx.publish('tools', '1.0.0');
  await fx.publish('tools', '1.1.0');
  await fx.write({ action: 'activate', remote: 'tools', version: '1.0.0' });
});

afterEach(async () => {
  await fx.close();
});

async function start(body: Record<string, unknown> = {}) {
  const revision = await fx.revision();
  return fx.request({
    method: 'POST',
    url: '/api/rollouts',
    headers: { ...auth, 'if-match': `"${revision}"` },
    payload: { remote: 'tools', version: '1.1.0', stages: [1, 10, 50, 100], hold: '10m', reason: 'guarded', ...body },
  });
}

let viewIds = 0;

/**
 * A host's report: `views` page views of `version`, each with a signed beacon (decision 047),
 * `errors` of them with an error, `serverErrors` failed on the server, and the LCP of each view.
 */
function report(version: string, views: number, errors: number, lcpMs = 1200, serverErrors = 0) {
  const browserViews = Array.from({ length: views }, (_, index) => ({
    id: `view-${String((viewIds += 1)).padStart(16, '0')}`,
    source: `source-${viewIds % 997}`,
    error: index < errors,
    vitals: { lcp: lcpMs },
  }));
  return fx.request({
    method: 'POST',
    url: '/api/health',
    headers: hosts,
    payload: { area: 'tools', version, loads: 0, failures: 0, pageViews: views, pageFailures: serverErrors, browserViews },
  });
}

async function canary(): Promise<{ version: string; percent: number } | null> {
  return (await fx.request({ url: '/api/releases' })).json<{
    remotes: { tools: { canary: { version: string; percent: number } | null } };
  }>().remotes.tools.canary;
}

const audit = async () =>
  (await fx.request({ url: '/api/audit?remote=tools&limit=20' })).json<{ entries: Record<string, unknown>[] }>().entries;

test('a good version passes every stage after its hold and reaches 100 % unattended', async () => {
  expect((await start()).statusCode).toBe(201);
  expect(await canary()).toMatchObject({ version: '1.1.0', percent: 1 });
  for (const percent of [10, 50]) {
    await report('1.1.0', 30, 0);
    await report('1.0.0', 300, 1);
    expect(await tickRollout(fx.deps, 'tools')).toMatchObject({ kind: 'hold' });
    fx.clock.now += 10 * 60_000;
    expect(await tickRollout(fx.deps, 'tools')).toMatchObject({ kind: 'advance', percent });
    expect(await canary()).toMatchObject({ percent });
  }
  await report('1.1.0', 30, 0);
  await report('1.0.0', 300, 0);
  fx.clock.now += 10 * 60_000;
  expect(await tickRollout(fx.deps, 'tools')).toMatchObject({ kind: 'promote' });
  const release = (await fx.request({ url: '/api/releases' })).json<{ remotes: { tools: Record<string, unknown> } }>().remotes.tools;
  expect(release).toMatchObject({ version: '1.1.0', canary: null });
  const actions = (await audit()).map((entry) => entry.action);
  expect(actions.slice(0, 4)).toEqual(['rollout-complete', 'rollout-advance', 'rollout-advance', 'rollout-start']);
  const status = (await fx.request({ url: '/api/rollouts/tools' })).json<{ rollout: { status: string } }>();
  expect(status.rollout.status).toBe('completed');
});

test('a version that throws in the browser on a share of page views is paused for a person, with the figures and the hosts in the audit', async () => {
  await start();
  await report('1.0.0', 400, 1);
  await report('1.1.0', 40, 12);
  await tickRollouts(fx.deps);
  expect(await canary()).toMatchObject({ version: '1.1.0', percent: 1 });
  const [entry] = await audit();
  expect(entry).toMatchObject({ actor: 'registry', action: 'rollout-pause', fromVersion: '1.1.0', toVersion: null });
  expect(entry?.reason).toMatch(
    /^guard tripped at 1 % on browser evidence alone, the server's figures do not agree: page views with an error: new 30\.00 % vs active 0\.25 % \(12 of 40 vs 1 of 400 browser page views\)/,
  );
  expect(entry?.details).toMatchObject({
    candidate: { pageViews: 40, browserViews: 40, errorViews: 12, pageErrorRate: 0.3 },
    control: { pageViews: 400 },
    hosts: { hosts: { pageViews: 40, browserViews: 40 } },
  });
  // A person who resumes has seen it: the evidence starts afresh and the stage holds again.
  const resume = await fx.request({
    method: 'POST',
    url: '/api/rollouts/tools/resume',
    headers: auth,
    payload: { reason: 'known console noise' },
  });
  expect(resume.json()).toMatchObject({ rollout: { status: 'running', evidenceFromMs: (Math.floor(fx.clock.now / 60_000) + 1) * 60_000 } });
  expect(await tickRollout(fx.deps, 'tools')).toMatchObject({ kind: 'hold' });
});

test('page views with an error from a handful of addresses never stop a rollout, however many they are', async () => {
  await start();
  await report('1.0.0', 400, 1);
  const fromThree = Array.from({ length: 60 }, (_, index) => ({
    id: `handful-${String(index).padStart(16, '0')}`,
    source: `attacker-${index % 3}`,
    error: true,
  }));
  await fx.request({
    method: 'POST',
    url: '/api/health',
    headers: hosts,
    payload: { area: 'tools', version: '1.1.0', loads: 0, failures: 0, pageViews: 60, pageFailures: 0, browserViews: fromThree },
  });
  expect(await tickRollout(fx.deps, 'tools')).toMatchObject({ kind: 'hold' });
  const status = (await fx.request({ url: '/api/rollouts/tools' })).json<{
    verdict: { checks: { metric: string; state: string; detail: string }[] };
  }>();
  expect(status.verdict.checks[0]).toMatchObject({
    metric: 'pageErrorRate',
    state: 'over',
    detail: expect.stringMatching(/; but the errors came from 3 addresses, 10 needed$/),
  });
});

test('a version that fails on the server is rolled back by itself', async () => {
  await start();
  await report('1.0.0', 1000, 1);
  // Under the canary abort's 20 %, over the guard's allowed increase with confidence.
  await report('1.1.0', 100, 12, 1200, 18);
  await tickRollouts(fx.deps);
  expect(await canary()).toBeNull();
  const [entry] = await audit();
  expect(entry).toMatchObject({ actor: 'registry', action: 'rollout-rollback', fromVersion: '1.1.0', toVersion: null });
  expect(entry?.reason).toMatch(
    /^guard tripped at 1 %: server error rate: new 18\.00 % vs active 0\.00 % \(18 of 100 vs 0 of 1000 page views\)/,
  );
  const release = (await fx.request({ url: '/api/releases' })).json<{ remotes: { tools: Record<string, unknown> } }>().remotes.tools;
  expect(release).toMatchObject({ version: '1.0.0', canary: null });
});

test('a manual write pauses the rollout, which then holds still until resumed', async () => {
  await start();
  const manual = await fx.write({ action: 'canary', remote: 'tools', version: '1.1.0', percent: 5 });
  expect(manual.statusCode).toBe(200);
  expect((await audit())[0]).toMatchObject({ action: 'canary', details: expect.objectContaining({ rolloutPaused: '1.1.0' }) });
  await report('1.1.0', 30, 0);
  await report('1.0.0', 300, 0);
  fx.clock.now += 20 * 60_000;
  await tickRollouts(fx.deps);
  expect(await canary()).toMatchObject({ percent: 5 });
  const resume = await fx.request({ method: 'POST', url: '/api/rollouts/tools/resume', headers: auth, payload: { reason: 'go on' } });
  expect(resume.json()).toMatchObject({ rollout: { status: 'running' } });
  expect(
    (await fx.request({ method: 'POST', url: '/api/rollouts/tools/resume', headers: auth, payload: { reason: 'again' } })).statusCode,
  ).toBe(409);
});

test('a stage that cannot gather its sample within the maximum hold pauses itself, with the figures in the audit and the status', async () => {
  expect((await start({ hold: '10m', maxHold: '40m' })).json()).toMatchObject({ rollout: { rollout: { maxHoldMs: 2_400_000 } } });
  await report('1.1.0', 12, 0);
  await report('1.0.0', 300, 0);
  fx.clock.now += 39 * 60_000;
  expect(await tickRollout(fx.deps, 'tools')).toMatchObject({ kind: 'hold' });
  fx.clock.now += 60_000;
  expect(await tickRollout(fx.deps, 'tools')).toMatchObject({ kind: 'pause' });
  const [entry] = await audit();
  expect(entry).toMatchObject({ actor: 'registry', action: 'rollout-pause', fromVersion: '1.1.0' });
  expect(entry?.reason).toMatch(/^not enough data: 12 of 20 page views in 40 min \(stage 1 %, maximum hold 40 min\)/);
  expect(entry?.details).toMatchObject({ candidate: { pageViews: 12 }, control: { pageViews: 300 } });
  const status = (await fx.request({ url: '/api/rollouts/tools' })).json<{ rollout: { status: string; reason: string } }>();
  expect(status.rollout).toMatchObject({ status: 'paused', reason: entry?.reason });
  // The canary keeps its share while a person decides; the paused rollout takes no further step.
  expect(await canary()).toMatchObject({ percent: 1 });
  fx.clock.now += 60 * 60_000;
  expect(await tickRollout(fx.deps, 'tools')).toBeNull();
});

test('the maximum hold is four times the hold unless given, and never under the hold', async () => {
  expect((await start({ maxHold: '5m' })).json()).toMatchObject({
    code: 'invalid_body',
    message: 'maxHold: must be at least the hold (10m)',
  });
  expect((await start({ maxHold: 'later' })).statusCode).toBe(400);
  expect((await start({ hold: '30s' })).json()).toMatchObject({ rollout: { rollout: { holdMs: 30_000, maxHoldMs: 120_000 } } });
});

test('stop ends the canary and is audited under the person who stopped it', async () => {
  await start();
  const stopped = await fx.request({ method: 'POST', url: '/api/rollouts/tools/stop', headers: auth, payload: { reason: 'not today' } });
  expect(stopped.json()).toMatchObject({ rollout: { status: 'stopped' } });
  expect(await canary()).toBeNull();
  expect((await audit())[0]).toMatchObject({ actor: 'alice', action: 'rollout-stop', reason: 'not today' });
});

test('refuses bad stages, bad holds, a second live rollout, hosts and anonymous callers', async () => {
  expect((await start({ stages: [10, 5, 100] })).json()).toMatchObject({ code: 'invalid_body', message: 'stages: stages must ascend' });
  expect((await start({ hold: 'soon' })).statusCode).toBe(400);
  expect((await start()).statusCode).toBe(201);
  expect((await start()).json()).toMatchObject({ code: 'rollout_live' });
  const asHost = await fx.request({ method: 'POST', url: '/api/rollouts/tools/stop', headers: hosts, payload: { reason: 'x' } });
  expect(asHost.statusCode).toBe(403);
  expect((await fx.request({ method: 'POST', url: '/api/rollouts/tools/pause', payload: { reason: 'x' } })).statusCode).toBe(401);
  expect((await fx.request({ method: 'POST', url: '/api/rollouts/tools/jump', headers: auth, payload: { reason: 'x' } })).statusCode).toBe(
    404,
  );
});

test('two registry processes judging the same stage at once take the step exactly once', async () => {
  await start();
  const replica = await fx.replica();
  await report('1.0.0', 1000, 1);
  await report('1.1.0', 100, 12, 1200, 18);
  const steps = await Promise.all([tickRollout(fx.deps, 'tools'), tickRollout(replica.deps, 'tools'), tickRollout(fx.deps, 'tools')]);
  expect(steps.filter((step) => step?.kind === 'rollback')).toHaveLength(1);
  expect((await audit()).filter((entry) => entry.action === 'rollout-rollback')).toHaveLength(1);
});

test("a version's signal window: page views with an error, p75 LCP, sample sizes, per-minute counts; old buckets pruned", async () => {
  await start();
  await report('1.1.0', 50, 2, 2100);
  fx.clock.now += 60_000;
  await report('1.1.0', 50, 0, 2100);
  const window = (await fx.request({ url: '/api/remotes/tools/versions/1.1.0/signals?minutes=10' })).json();
  expect(window).toMatchObject({
    figures: {
      pageViews: 100,
      browserViews: 100,
      errorViews: 2,
      pageErrorRate: 0.02,
      serverErrorRate: 0,
      p75: { lcp: 2500 },
      vitalSamples: { lcp: 100 },
    },
  });
  expect((window.minutes as unknown[]).length).toBe(2);
  expect((await fx.request({ url: '/api/remotes/tools/versions/nope/signals' })).statusCode).toBe(400);
  fx.clock.now += 49 * 3_600_000;
  await tickRollouts(fx.deps);
  expect(await fx.deps.db.sumSignals('tools', '1.1.0', 0, fx.clock.now)).toMatchObject({ pageViews: 0, errorViews: 0, vitals: {} });
});

test('a running rollout holds its stage while production is locked, and advances once unlocked (decision 059)', async () => {
  expect((await start()).statusCode).toBe(201);
  const lock = await fx.request({ method: 'POST', url: '/api/lock', headers: auth, payload: { reason: 'freeze' } });
  expect(lock.statusCode).toBe(200);
  await report('1.1.0', 30, 0);
  await report('1.0.0', 300, 1);
  fx.clock.now += 10 * 60_000;
  // The step is refused in its commit: nothing moves, nothing is audited.
  expect(await tickRollout(fx.deps, 'tools')).toBeNull();
  expect(await canary()).toMatchObject({ percent: 1 });
  expect((await audit())[0]).toMatchObject({ action: 'rollout-start' });
  await fx.request({ method: 'POST', url: '/api/unlock', headers: auth, payload: { reason: 'over' } });
  expect(await tickRollout(fx.deps, 'tools')).toMatchObject({ kind: 'advance', percent: 10 });
});
