import { BOB_TOKEN, createFixture, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';

jest.setTimeout(30_000);

let fx: Fixture;
const as = (token: string) => ({ authorization: `Bearer ${token}` });

afterEach(async () => {
  await fx.close();
});

async function revisionOf(environment: string): Promise<number> {
  return (await fx.request({ url: `/env/${environment}/api/releases` })).json<{ revision: number }>().revision;
}

async function writeIn(environment: string, body: Record<string, unknown>) {
  const revision = await revisionOf(environment);
  const url = `/env/${environment}/api/releases`;
  return fx.request({
    method: 'POST',
    url,
    headers: { ...as(TEST_TOKEN), 'if-match': `"${revision}"` },
    payload: { reason: 'test', ...body },
  });
}

async function promote(body: Record<string, unknown>, token = TEST_TOKEN, ifMatch?: number) {
  const revision = ifMatch ?? (await revisionOf('production'));
  return fx.request({
    method: 'POST',
    url: '/api/promote-env',
    headers: { ...as(token), 'if-match': `"${revision}"` },
    payload: { from: 'staging', reason: 'tried on staging', ...body },
  });
}

/** Production at blog 1.0.0 and tools 2.0.0; staging at blog 1.0.1 and tools 2.0.1. */
async function twoEnvironments(overrides: Parameters<typeof createFixture>[0] = {}): Promise<void> {
  fx = await createFixture(overrides);
  for (const [area, version] of [
    ['blog', '1.0.0'],
    ['blog', '1.0.1'],
    ['tools', '2.0.0'],
    ['tools', '2.0.1'],
  ] as const)
    expect((await fx.publish(area, version)).statusCode).toBe(201);
  for (const [area, live, staged] of [
    ['blog', '1.0.0', '1.0.1'],
    ['tools', '2.0.0', '2.0.1'],
  ] as const) {
    expect((await fx.write({ action: 'activate', remote: area, version: live })).statusCode).toBe(200);
    expect((await writeIn('staging', { action: 'activate', remote: area, version: staged })).statusCode).toBe(200);
  }
}

test('promote-env of one area makes production run exactly what staging runs, through the gates, audited in production', async () => {
  await twoEnvironments();
  const promoted = await promote({ remote: 'blog' });
  expect(promoted.statusCode).toBe(200);
  expect(promoted.json()).toEqual({
    revision: 3,
    from: 'staging',
    to: 'production',
    promoted: [{ area: 'blog', fromVersion: '1.0.0', toVersion: '1.0.1' }],
  });
  const production = (await fx.request({ url: '/api/releases' })).json<{
    remotes: Record<string, { version: string; previous: string[] }>;
  }>();
  expect(production.remotes.blog).toMatchObject({ version: '1.0.1', previous: ['1.0.0'] });
  expect(production.remotes.tools?.version).toBe('2.0.0');
  // The same bytes: production's version is the one file set staging's is, hash for hash.
  const staged = (await fx.request({ url: '/env/staging/api/releases' })).json<{ remotes: Record<string, { version: string }> }>();
  const etag = async (environment: string) =>
    (
      await fx.request({
        url: `/artifacts/blog/${environment === 'production' ? production.remotes.blog?.version : staged.remotes.blog?.version}/remoteEntry.js`,
      })
    ).headers.etag;
  expect(await etag('production')).toBe(await etag('staging'));

  const audit = (await fx.request({ url: '/api/audit?limit=1' })).json<{ entries: Record<string, unknown>[] }>().entries[0];
  expect(audit).toMatchObject({
    environment: 'production',
    action: 'promote-env',
    area: 'blog',
    fromVersion: '1.0.0',
    toVersion: '1.0.1',
    details: { from: 'staging', fromRevision: 2 },
  });
  expect((await promote({ remote: 'blog' })).json()).toMatchObject({ code: 'no_change' });
});

test('promote-env --all moves every area at once: one compare-and-set, one revision, one entry per area', async () => {
  await twoEnvironments();
  const before = await revisionOf('production');
  const promoted = await promote({ all: true });
  expect(promoted.statusCode).toBe(200);
  expect(promoted.json<{ revision: number; promoted: unknown[] }>()).toMatchObject({
    revision: before + 1,
    promoted: [{ area: 'blog' }, { area: 'tools' }],
  });
  const entries = (await fx.request({ url: '/api/audit?limit=2' })).json<{
    entries: { action: string; fromRevision: number; toRevision: number }[];
  }>().entries;
  expect(entries.map((entry) => [entry.action, entry.fromRevision, entry.toRevision])).toEqual([
    ['promote-env', before, before + 1],
    ['promote-env', before, before + 1],
  ]);
  const diff = (await fx.request({ url: '/api/environments/diff?from=staging&to=production' })).json<{ areas: { same: boolean }[] }>();
  expect(diff.areas.every((area) => area.same)).toBe(true);
});

test('a promotion of what someone looked at: refused when staging moved since (412), and when production did', async () => {
  await twoEnvironments();
  const seenStaging = await revisionOf('staging');
  const seenProduction = await revisionOf('production');
  expect((await writeIn('staging', { action: 'activate', remote: 'tools', version: '2.0.0' })).statusCode).toBe(200);
  const moved = await promote({ all: true, fromRevision: seenStaging });
  expect(moved.statusCode).toBe(412);
  expect(moved.json()).toMatchObject({ code: 'revision_mismatch', message: expect.stringContaining('staging') });
  expect((await fx.write({ action: 'activate', remote: 'tools', version: '2.0.1' })).statusCode).toBe(200);
  expect((await promote({ all: true }, TEST_TOKEN, seenProduction)).statusCode).toBe(412);
  expect(await revisionOf('production')).toBe(seenProduction + 1);
});

test('through production’s gates: a version whose origin no longer serves its manifest is refused with the failed gate', async () => {
  await twoEnvironments();
  fx.origin.remove('/1.0.1/mf-manifest.json');
  const refused = await promote({ remote: 'blog' });
  expect(refused.statusCode).toBe(422);
  expect(refused.json()).toMatchObject({
    code: 'gate_failed',
    failures: [{ check: 'manifest', message: expect.stringContaining('blog@1.0.1') }],
  });
});

test('through production’s two-person rule: the promotion waits for a second releaser, who applies exactly it', async () => {
  await twoEnvironments();
  // A promotion activates: production's rule for activate covers it.
  fx.deps.config.twoPersonActions = ['activate'];
  const asked = await promote({ all: true });
  expect(asked.statusCode).toBe(202);
  const { approval } = asked.json<{ approval: { id: number; action: string; area: string | null } }>();
  expect(approval).toMatchObject({ action: 'promote-env', area: null });
  expect((await fx.request({ url: '/api/releases' })).json()).toMatchObject({ remotes: { blog: { version: '1.0.0' } } });
  const self = await fx.request({ method: 'POST', url: `/api/approvals/${approval.id}/approve`, headers: as(TEST_TOKEN), payload: {} });
  expect(self.statusCode).toBe(403);
  const approved = await fx.request({ method: 'POST', url: `/api/approvals/${approval.id}/approve`, headers: as(BOB_TOKEN), payload: {} });
  expect(approved.statusCode).toBe(200);
  expect(approved.json()).toMatchObject({ from: 'staging', to: 'production', promoted: [{ area: 'blog' }, { area: 'tools' }] });
  const entry = (await fx.request({ url: '/api/audit?limit=1' })).json<{ entries: { actor: string; details: Record<string, unknown> }[] }>()
    .entries[0];
  expect(entry).toMatchObject({ actor: 'alice', details: { approvedBy: 'bob', from: 'staging' } });
});

test('a promotion from an environment that is not configured, or into itself, is refused in words', async () => {
  await twoEnvironments();
  expect((await promote({ from: 'qa', all: true })).json()).toMatchObject({ code: 'unknown_environment' });
  expect((await promote({ from: 'production', all: true })).json()).toMatchObject({ code: 'same_environment' });
  expect((await promote({ remote: 'blog', all: true })).statusCode).toBe(400);
  expect((await promote({ remote: 'account' })).json()).toMatchObject({ code: 'nothing_active' });
});
