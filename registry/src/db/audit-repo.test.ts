import { openDatabase } from './database.ts';
import { appendAudit, listAudit } from './audit-repo.ts';
import { BOB_TOKEN, createFixture } from '../test-support/registry-fixture.ts';

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

test('records who, what, when, why and from which revision to which', () => {
  const db = openDatabase(':memory:');
  const stored = appendAudit(db, { ...entry, details: { origin: 'http://localhost:3002' } }, Date.UTC(2026, 10, 21, 9, 30));
  expect(stored).toEqual({ id: 1, at: '2026-11-21T09:30:00.000Z', ...entry, details: { origin: 'http://localhost:3002' } });
  expect(listAudit(db)).toEqual([stored]);
});

test('refuses to update or delete an entry', () => {
  const db = openDatabase(':memory:');
  appendAudit(db, entry, 0);
  expect(() => db.exec("UPDATE audit SET reason = 'nothing happened'")).toThrow(/append-only/);
  expect(() => db.exec('DELETE FROM audit')).toThrow(/append-only/);
  expect(listAudit(db)).toHaveLength(1);
  expect(listAudit(db)[0]?.reason).toBe(entry.reason);
});

test('lists newest first, filtered by area, paged by id', () => {
  const db = openDatabase(':memory:');
  for (let index = 0; index < 5; index += 1)
    appendAudit(db, { ...entry, area: index % 2 === 0 ? 'blog' : 'tools', reason: `step ${index}` }, index);
  expect(listAudit(db).map((item) => item.reason)).toEqual(['step 4', 'step 3', 'step 2', 'step 1', 'step 0']);
  expect(listAudit(db, { area: 'tools' }).map((item) => item.reason)).toEqual(['step 3', 'step 1']);
  expect(listAudit(db, { limit: 2, beforeId: 4 }).map((item) => item.id)).toEqual([3, 2]);
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
