import { BOB_TOKEN, createFixture } from '../test-support/registry-fixture.ts';
import { openTestRepository, type TestRepository } from '../test-support/test-database.ts';

const entry = {
  actor: 'ana',
  action: 'activate',
  area: 'blog',
  fromVersion: '1.0.0',
  toVersion: '1.1.0',
  fromRevision: 3,
  toRevision: 4,
  reason: 'fixes the tag page',
};

let db: TestRepository;

beforeEach(async () => {
  db = await openTestRepository();
});

afterEach(async () => {
  await db.close();
});

test('records who, what, when, why, in which environment and from which revision to which', async () => {
  const stored = await db.repo.appendAudit({ ...entry, details: { origin: 'http://localhost:3002' } }, Date.UTC(2026, 10, 21, 9, 30));
  expect(stored).toEqual({
    id: 1,
    environment: 'production',
    at: '2026-11-21T09:30:00.000Z',
    ...entry,
    details: { origin: 'http://localhost:3002' },
  });
  expect(await db.repo.listAudit()).toEqual([stored]);
});

test('refuses to update, delete or truncate an entry, in the database itself', async () => {
  await db.repo.appendAudit(entry, 0);
  await expect(db.sql("UPDATE audit SET reason = 'nothing happened'")).rejects.toThrow(/append-only/);
  await expect(db.sql('DELETE FROM audit')).rejects.toThrow(/append-only/);
  // SQLite has no TRUNCATE: its DELETE without WHERE is the same attack, refused above.
  if (db.repo.kind === 'postgres') await expect(db.sql('TRUNCATE audit')).rejects.toThrow(/append-only/);
  const entries = await db.repo.listAudit();
  expect(entries).toHaveLength(1);
  expect(entries[0]?.reason).toBe(entry.reason);
});

test('lists newest first, filtered by area, paged by id', async () => {
  for (let index = 0; index < 5; index += 1)
    await db.repo.appendAudit({ ...entry, area: index % 2 === 0 ? 'blog' : 'tools', reason: `step ${index}` }, index);
  expect((await db.repo.listAudit()).map((item) => item.reason)).toEqual(['step 4', 'step 3', 'step 2', 'step 1', 'step 0']);
  expect((await db.repo.listAudit({ area: 'tools' })).map((item) => item.reason)).toEqual(['step 3', 'step 1']);
  expect((await db.repo.listAudit({ limit: 2, beforeId: 4 })).map((item) => item.id)).toEqual([3, 2]);
});

test('appends one entry per accepted action through the API, none for refused ones, each naming the token used', async () => {
  const fx = await createFixture();
  try {
    await fx.publish('blog', '1.0.0');
    await fx.publish('blog', '1.1.0');
    await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0', reason: 'first release' });
    await fx.write({ action: 'activate', remote: 'blog', version: '1.1.0', reason: 'new tag page' }, undefined, BOB_TOKEN);
    expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.1.0' }, 0)).statusCode).toBe(412);
    await fx.write({ action: 'rollback', remote: 'blog', reason: 'tag page broken' });
    const response = await fx.request({ url: '/api/audit?remote=blog' });
    const entries = response.json<{ entries: Record<string, unknown>[] }>().entries;
    expect(
      entries.map((item) => [item.action, item.actor, item.fromVersion, item.toVersion, item.fromRevision, item.toRevision, item.reason]),
    ).toEqual([
      ['rollback', 'alice', '1.1.0', '1.0.0', 2, 3, 'tag page broken'],
      ['activate', 'bob', '1.0.0', '1.1.0', 1, 2, 'new tag page'],
      ['activate', 'alice', null, '1.0.0', 0, 1, 'first release'],
      ['publish', 'alice', null, '1.1.0', 0, 0, 'publish'],
      ['publish', 'alice', null, '1.0.0', 0, 0, 'publish'],
    ]);
    expect(entries[0]?.at).toBe(new Date(fx.clock.now).toISOString());
  } finally {
    await fx.close();
  }
});
