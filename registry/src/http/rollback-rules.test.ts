/**
 * Rollbacks inside the rules (decision 050), tried as a careless releaser and as an attacker
 * with a releaser's token would: a rollback goes only to a previous version that was never
 * pulled; a version the gates refused goes live by no command without passing them again.
 */
import { tickRollouts } from '../services/rollouts.ts';
import { createFixture, HOST_TOKEN, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';

let fx: Fixture;

// A dozen writes, each gated one fetching the manifest and hashing the files: several seconds on the shared, loaded machine.
jest.setTimeout(20_000);
const auth = { authorization: `Bearer ${TEST_TOKEN}` };

/** A blog version whose manifest asks for React 18: the `shared-deps` gate refuses it. */
const REACT_18 = { shared: { react: ['18.2.0', '^18.2.0'] as [string, string] } };

beforeEach(async () => {
  fx = await createFixture();
  for (const version of ['1.0.0', '1.0.1']) expect((await fx.publish('tools', version)).statusCode).toBe(201);
  expect((await fx.publish('tools', '1.0.2', REACT_18)).statusCode).toBe(201);
  expect((await fx.write({ action: 'activate', remote: 'tools', version: '1.0.0' })).statusCode).toBe(200);
});

afterEach(async () => {
  await fx.close();
});

const tools = async () =>
  (await fx.request({ url: '/api/releases' })).json<{ remotes: { tools: { version: string; canary: unknown; previous: string[] } } }>()
    .remotes.tools;
const pulledOf = async (version: string) =>
  (await fx.request({ url: '/api/remotes/tools/versions' }))
    .json<{ versions: { version: string; pulled: Record<string, string> | null }[] }>()
    .versions.find((item) => item.version === version)?.pulled;

test('a version the gates refused is not made live by "rollback <version>": the answer says to activate it, and the refusal is on record', async () => {
  const refused = await fx.write({ action: 'activate', remote: 'tools', version: '1.0.2', reason: 'new tools' });
  expect(refused.statusCode).toBe(422);

  const attack = await fx.write({ action: 'rollback', remote: 'tools', version: '1.0.2' });
  expect(attack.statusCode).toBe(409);
  expect(attack.json()).toMatchObject({ code: 'not_a_rollback' });
  expect(attack.json<{ message: string }>().message).toBe(
    'tools@1.0.2 was not live before 1.0.0; a rollback only goes to a previous version that was never pulled. ' +
      'Activate it instead: the gates run again (and the two-person rule, where it applies)',
  );
  expect(await tools()).toMatchObject({ version: '1.0.0', canary: null });

  expect(await pulledOf('1.0.2')).toMatchObject({
    action: 'gate-refused',
    actor: 'alice',
    reason: expect.stringMatching(/^gate "shared-deps" failed: react: built against 18\.2\.0/),
  });
  const [entry] = (await fx.request({ url: '/api/audit?remote=tools&limit=1' })).json<{ entries: Record<string, unknown>[] }>().entries;
  expect(entry).toMatchObject({ action: 'gate-refused', toVersion: '1.0.2', details: { request: 'activate', requestReason: 'new tools' } });
});

test('a previously live version the gates refused since is never a rollback target, neither named nor by steps', async () => {
  expect((await fx.write({ action: 'activate', remote: 'tools', version: '1.0.1' })).statusCode).toBe(200);
  // The origin now serves another manifest for 1.0.0 than the one published: the `manifest` gate refuses it.
  fx.origin.put('/1.0.0/mf-manifest.json', '{"tampered":true}');
  expect((await fx.write({ action: 'activate', remote: 'tools', version: '1.0.0' })).statusCode).toBe(422);

  const named = await fx.write({ action: 'rollback', remote: 'tools', version: '1.0.0' });
  expect(named.statusCode).toBe(409);
  expect(named.json()).toMatchObject({ code: 'version_pulled', pulled: { action: 'gate-refused' } });
  expect(named.json<{ message: string }>().message).toMatch(
    /^tools@1\.0\.0 was pulled: the gates refused it on 2026-11-21T12:00:00\.000Z \(gate "manifest" failed: /,
  );
  const stepped = await fx.write({ action: 'rollback', remote: 'tools' });
  expect(stepped.json()).toMatchObject({ code: 'not_enough_history' });
  expect((await tools()).version).toBe('1.0.1');
});

test('the version the guard rolled back, or whose canary was aborted, is not rolled back to', async () => {
  expect((await fx.write({ action: 'activate', remote: 'tools', version: '1.0.1' })).statusCode).toBe(200);
  expect((await fx.write({ action: 'activate', remote: 'tools', version: '1.0.0' })).statusCode).toBe(200);
  const revision = await fx.revision();
  const started = await fx.request({
    method: 'POST',
    url: '/api/rollouts',
    headers: { ...auth, 'if-match': `"${revision}"` },
    payload: { remote: 'tools', version: '1.0.1', stages: [1, 10, 100], hold: '10m', reason: 'guarded' },
  });
  expect(started.statusCode).toBe(201);
  // A version that fails on the server, under the canary abort's 20 % (decision 049: the server's own figures roll back).
  for (const [version, views, failures] of [
    ['1.0.0', 400, 0],
    ['1.0.1', 400, 48],
  ] as const) {
    const report = { area: 'tools', version, loads: 0, failures: 0, pageViews: views, pageFailures: failures };
    await fx.request({ method: 'POST', url: '/api/health', headers: { authorization: `Bearer ${HOST_TOKEN}` }, payload: report });
  }
  await tickRollouts(fx.deps);
  expect(await tools()).toMatchObject({ version: '1.0.0', canary: null, previous: ['1.0.1'] });

  const attack = await fx.write({ action: 'rollback', remote: 'tools', version: '1.0.1' });
  expect(attack.statusCode).toBe(409);
  expect(attack.json()).toMatchObject({ code: 'version_pulled', pulled: { action: 'rollout-rollback', actor: 'registry' } });
  expect(attack.json<{ message: string }>().message).toMatch(
    /the guard rolled its rollout back on .* \(guard tripped at 1 %: server error rate/,
  );
  expect((await fx.write({ action: 'rollback', remote: 'tools' })).json()).toMatchObject({ code: 'not_enough_history' });

  // An aborted canary of a previous version: pulled too.
  expect((await fx.write({ action: 'activate', remote: 'tools', version: '1.0.1' })).statusCode).toBe(200);
  expect((await fx.write({ action: 'canary', remote: 'tools', version: '1.0.0', percent: 5 })).statusCode).toBe(200);
  expect((await fx.write({ action: 'abort-canary', remote: 'tools' })).statusCode).toBe(200);
  expect((await fx.write({ action: 'rollback', remote: 'tools', version: '1.0.0' })).json()).toMatchObject({
    code: 'version_pulled',
    pulled: { action: 'abort-canary' },
  });
});

test('activating a refused version runs the gates again and must pass; a canary the gates refused since is neither widened nor promoted without them', async () => {
  expect((await fx.write({ action: 'activate', remote: 'tools', version: '1.0.2' })).statusCode).toBe(422);
  expect((await fx.write({ action: 'activate', remote: 'tools', version: '1.0.2' })).statusCode).toBe(422);

  expect((await fx.write({ action: 'canary', remote: 'tools', version: '1.0.1', percent: 5 })).statusCode).toBe(200);
  const manifest = await (await fetch(`${fx.origin.origin}/1.0.1/mf-manifest.json`)).text();
  fx.origin.put('/1.0.1/mf-manifest.json', '{"tampered":true}');
  expect((await fx.write({ action: 'activate', remote: 'tools', version: '1.0.1' })).statusCode).toBe(422);

  const promote = await fx.write({ action: 'promote', remote: 'tools' });
  expect(promote.statusCode).toBe(409);
  expect(promote.json()).toMatchObject({ code: 'version_refused', pulled: { action: 'gate-refused' } });
  const widen = await fx.write({ action: 'canary', remote: 'tools', version: '1.0.1', percent: 50 });
  expect(widen.statusCode).toBe(422);
  expect(await tools()).toMatchObject({ version: '1.0.0', canary: { version: '1.0.1', percent: 5 } });

  // The origin serves the published manifest again: the gates pass, and the canary may go on.
  fx.origin.put('/1.0.1/mf-manifest.json', manifest);
  expect((await fx.write({ action: 'canary', remote: 'tools', version: '1.0.1', percent: 50 })).statusCode).toBe(200);
  expect((await fx.write({ action: 'promote', remote: 'tools' })).statusCode).toBe(200);
  expect((await tools()).version).toBe('1.0.1');
});

test('a running rollout whose version the gates refused since pauses instead of widening', async () => {
  const revision = await fx.revision();
  const started = await fx.request({
    method: 'POST',
    url: '/api/rollouts',
    headers: { ...auth, 'if-match': `"${revision}"` },
    payload: { remote: 'tools', version: '1.0.1', stages: [1, 100], hold: '1m', reason: 'guarded' },
  });
  expect(started.statusCode).toBe(201);
  fx.origin.put('/1.0.1/mf-manifest.json', '{"tampered":true}');
  expect((await fx.write({ action: 'activate', remote: 'tools', version: '1.0.1' })).statusCode).toBe(422);
  for (const [version, views] of [
    ['1.0.0', 2500],
    ['1.0.1', 250],
  ] as const) {
    const report = { area: 'tools', version, loads: 0, failures: 0, pageViews: views, pageFailures: 0 };
    await fx.request({ method: 'POST', url: '/api/health', headers: { authorization: `Bearer ${HOST_TOKEN}` }, payload: report });
  }
  fx.clock.now += 2 * 60_000;
  await tickRollouts(fx.deps);
  const status = (await fx.request({ url: '/api/rollouts/tools' })).json<{ rollout: { status: string; reason: string } }>();
  expect(status.rollout.status).toBe('paused');
  expect(status.rollout.reason).toMatch(/^paused before it widened: the gates refused it on /);
  expect(await tools()).toMatchObject({ version: '1.0.0', canary: { version: '1.0.1', percent: 1 } });
});
