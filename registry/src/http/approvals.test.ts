/**
 * The two-person rule (rule release.people, decision 035): with REGISTRY_TWO_PERSON_ACTIONS=activate, a
 * releaser's activation waits (202) until another releaser approves it; nobody approves their own,
 * a viewer cannot approve, an approval applies once and names both people in the audit, and a
 * request made before the release set changed cannot be approved any more.
 */
import { createFixture, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';

const RITA = 'test-token-rita-releaser-0123456789abcd';
const RAY = 'test-token-ray-releaser-0123456789abcde';
const VERA = 'test-token-vera-viewer-0123456789abcdef';
let fx: Fixture;

beforeEach(async () => {
  fx = await createFixture({
    twoPersonActions: ['activate'],
    tokens: [
      { name: 'alice', token: TEST_TOKEN, role: 'admin' },
      { name: 'rita', token: RITA, role: 'releaser' },
      { name: 'ray', token: RAY, role: 'releaser' },
      { name: 'vera', token: VERA, role: 'viewer' },
    ],
  });
  for (const version of ['1.0.0', '1.1.0']) expect((await fx.publish('blog', version)).statusCode).toBe(201);
});

afterEach(async () => {
  await fx.close();
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const approveAs = (id: number, token: string) =>
  fx.request({ method: 'POST', url: `/api/approvals/${id}/approve`, headers: as(token), payload: {} });
const pending = async () =>
  (await fx.request({ url: '/api/approvals' })).json<{ approvals: { id: number; requestedBy: string }[] }>().approvals;

async function ask(token = RITA): Promise<number> {
  const response = await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0', reason: 'first blog' }, undefined, token);
  expect(response.statusCode).toBe(202);
  return response.json<{ approval: { id: number } }>().approval.id;
}

test('an activation waits for a second releaser, who applies it; the audit names both', async () => {
  const id = await ask();
  expect(await fx.revision()).toBe(0);
  expect(await pending()).toMatchObject([{ id, requestedBy: 'rita', action: 'activate', toVersion: '1.0.0', reason: 'first blog' }]);

  const own = await approveAs(id, RITA);
  expect(own.statusCode).toBe(403);
  expect(own.json()).toMatchObject({ code: 'same_person' });
  expect((await approveAs(id, VERA)).statusCode).toBe(403);

  const approved = await approveAs(id, RAY);
  expect(approved.statusCode).toBe(200);
  expect(approved.json()).toMatchObject({
    revision: 1,
    remote: { version: '1.0.0' },
    audit: { actor: 'rita', action: 'activate', reason: 'first blog', details: { approvedBy: 'ray', approvalOf: id } },
  });
  expect(await pending()).toEqual([]);
  const again = await approveAs(id, RAY);
  expect(again.statusCode).toBe(404);
  expect(again.json()).toMatchObject({ code: 'approval_not_found' });
});

test('a request made before the release set changed cannot be approved; actions outside the rule apply at once', async () => {
  const id = await ask();
  const other = await fx.write({ action: 'activate', remote: 'blog', version: '1.1.0' }, undefined, TEST_TOKEN);
  expect(other.statusCode).toBe(202);
  expect((await pending()).map((approval) => approval.requestedBy)).toEqual(['alice', 'rita']);
  expect((await approveAs(id, RAY)).statusCode).toBe(200);
  expect(await pending()).toEqual([]);
  const stale = await approveAs(other.json<{ approval: { id: number } }>().approval.id, RITA);
  expect(stale.json()).toMatchObject({ code: 'approval_not_found' });
  const canary = await fx.write({ action: 'canary', remote: 'blog', version: '1.1.0', percent: 10 }, undefined, RITA);
  expect(canary.statusCode).toBe(200);
  expect(canary.json()).toMatchObject({ remote: { canary: { version: '1.1.0', percent: 10 } }, audit: { actor: 'rita' } });
});

test('the requester or an admin withdraws a request; anyone else may not', async () => {
  const id = await ask();
  const cancel = (token: string) =>
    fx.request({ method: 'POST', url: `/api/approvals/${id}/cancel`, headers: as(token), payload: { reason: 'wrong version' } });
  expect((await cancel(RAY)).statusCode).toBe(403);
  expect((await cancel(RITA)).statusCode).toBe(200);
  expect(await pending()).toEqual([]);
  expect((await approveAs(id, RAY)).statusCode).toBe(404);
  const { entries } = (await fx.request({ url: '/api/audit' })).json<{ entries: { actor: string; action: string }[] }>();
  expect(entries.slice(0, 2).map((entry) => [entry.actor, entry.action])).toEqual([
    ['rita', 'cancel-approval'],
    ['rita', 'request-approval'],
  ]);
});

test('under the rule for rollouts, a rollout start waits for a second releaser, who starts it as asked', async () => {
  const rollouts = await createFixture({
    twoPersonActions: ['rollout'],
    tokens: [
      { name: 'alice', token: TEST_TOKEN, role: 'admin' },
      { name: 'rita', token: RITA, role: 'releaser' },
      { name: 'ray', token: RAY, role: 'releaser' },
    ],
  });
  try {
    for (const version of ['1.0.0', '1.1.0']) expect((await rollouts.publish('tools', version)).statusCode).toBe(201);
    expect((await rollouts.write({ action: 'activate', remote: 'tools', version: '1.0.0' })).statusCode).toBe(200);
    const revision = await rollouts.revision();
    const asked = await rollouts.request({
      method: 'POST',
      url: '/api/rollouts',
      headers: { ...as(RITA), 'if-match': `"${revision}"` },
      payload: { remote: 'tools', version: '1.1.0', stages: [5, 100], hold: '1m', reason: 'guarded tools' },
    });
    expect(asked.statusCode).toBe(202);
    expect((await rollouts.request({ url: '/api/rollouts/tools' })).json()).toMatchObject({ rollout: null });
    const id = asked.json<{ approval: { id: number } }>().approval.id;
    const own = await rollouts.request({ method: 'POST', url: `/api/approvals/${id}/approve`, headers: as(RITA), payload: {} });
    expect(own.statusCode).toBe(403);
    const approved = await rollouts.request({ method: 'POST', url: `/api/approvals/${id}/approve`, headers: as(RAY), payload: {} });
    expect(approved.statusCode).toBe(200);
    expect((await rollouts.request({ url: '/api/rollouts/tools' })).json()).toMatchObject({
      rollout: { version: '1.1.0', status: 'running', stages: [5, 100], actor: 'rita' },
      percent: 5,
    });
    const [entry] = (await rollouts.request({ url: '/api/audit?remote=tools&limit=1' })).json<{ entries: unknown[] }>().entries;
    expect(entry).toMatchObject({ actor: 'rita', action: 'rollout-start', details: { approvedBy: 'ray', approvalOf: id } });
  } finally {
    await rollouts.close();
  }
});

test('under the rule for activate, whatever reaches the same end waits too: a canary at 100 %, a promotion, a rollout; a smaller canary and an abort do not', async () => {
  expect((await approveAs(await ask(), RAY)).statusCode).toBe(200);
  const full = await fx.write({ action: 'canary', remote: 'blog', version: '1.1.0', percent: 100 }, undefined, RITA);
  expect(full.statusCode).toBe(202);
  const small = await fx.write({ action: 'canary', remote: 'blog', version: '1.1.0', percent: 10 }, undefined, RITA);
  expect(small.statusCode).toBe(200);
  const promote = await fx.write({ action: 'promote', remote: 'blog' }, undefined, RITA);
  expect(promote.statusCode).toBe(202);
  expect((await fx.write({ action: 'abort-canary', remote: 'blog' }, undefined, RITA)).statusCode).toBe(200);
  const revision = await fx.revision();
  const rollout = await fx.request({
    method: 'POST',
    url: '/api/rollouts',
    headers: { ...as(RITA), 'if-match': `"${revision}"` },
    payload: { remote: 'blog', version: '1.1.0', stages: [5, 100], hold: '1m', reason: 'guarded blog' },
  });
  expect(rollout.statusCode).toBe(202);
  expect(rollout.json()).toMatchObject({ approval: { action: 'rollout', requestedBy: 'rita' } });
  expect((await pending()).map((approval) => approval.requestedBy)).toEqual(['rita']);
});
