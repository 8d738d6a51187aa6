import type { AreaRelease } from './release-repo.ts';
import { openTestRepository, TEST_DATABASE_URL, type TestRepository } from '../test-support/test-database.ts';

let db: TestRepository;

/** Versions the commits below make live: a commit refuses a version that is not published (decision 061). */
const PUBLISHED = ['1.0.0', '1.1.0', '2.0.0', ...Array.from({ length: 20 }, (_, index) => `1.0.${index}`)];

beforeEach(async () => {
  db = await openTestRepository();
  for (const version of new Set(PUBLISHED)) {
    const record = { area: 'blog', version, manifest: '{}', publishedAt: '2026-11-21T09:00:00.000Z', publishedBy: 'ana' };
    await db.repo.recordVersion({ ...record, fileCount: 0, totalBytes: 0 }, [], {
      actor: 'ana',
      action: 'publish',
      area: 'blog',
      fromVersion: null,
      toVersion: version,
      reason: 'test',
    });
  }
});

afterEach(async () => {
  await db.close();
});

const blog = (version: string): AreaRelease => ({
  area: 'blog',
  version,
  origin: 'http://localhost:3002',
  canary: null,
  previous: [],
  pulled: [],
});
const audit = { actor: 'ana', action: 'activate', area: 'blog', fromVersion: null, toVersion: '1.0.0', reason: 'test' };

test('runs on the store this test run names', () => {
  expect(db.repo.kind).toBe(TEST_DATABASE_URL === null ? 'sqlite' : 'postgres');
});

test('commits a release only while the revision is the expected one, with one audit entry per commit', async () => {
  const first = await db.repo.commitRelease({ expectedRevision: 0, release: blog('1.0.0'), audit, nowMs: 1000 });
  expect(first).toMatchObject({ ok: true, revision: 1, audit: { fromRevision: 0, toRevision: 1, actor: 'ana' } });
  const stale = await db.repo.commitRelease({ expectedRevision: 0, release: blog('2.0.0'), audit, nowMs: 2000 });
  expect(stale).toEqual({ ok: false, currentRevision: 1 });
  expect(await db.repo.getRelease('blog')).toMatchObject({ version: '1.0.0' });
  expect(await db.repo.listAudit({ actions: ['activate'] })).toHaveLength(1);
});

test('of 20 commits expecting the same revision at once, exactly one wins', async () => {
  const outcomes = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      db.repo.commitRelease({ expectedRevision: 0, release: blog(`1.0.${index}`), audit, nowMs: 1000 + index }),
    ),
  );
  expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
  expect(await db.repo.currentRevision()).toBe(1);
  expect(await db.repo.listAudit({ actions: ['activate'] })).toHaveLength(1);
});

test('reads the revision and the release set together', async () => {
  await db.repo.commitRelease({ expectedRevision: 0, release: blog('1.0.0'), audit, nowMs: 1000 });
  await db.repo.commitRelease({ expectedRevision: 1, release: { ...blog('1.1.0'), previous: ['1.0.0'] }, audit, nowMs: 2000 });
  expect(await db.repo.readReleaseSet()).toEqual({ revision: 2, releases: [{ ...blog('1.1.0'), previous: ['1.0.0'] }] });
});

test('serialises work under one publish key and lets other keys run alongside', async () => {
  const events: string[] = [];
  const slow = (label: string, ms: number) => async () => {
    events.push(`${label} start`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    events.push(`${label} end`);
    return label;
  };
  const results = await Promise.all([
    db.repo.withPublishLock('blog@1.0.0', slow('a', 80)),
    db.repo.withPublishLock('blog@1.0.0', slow('b', 10)),
    db.repo.withPublishLock('tools@1.0.0', slow('c', 10)),
  ]);
  expect(results).toEqual(['a', 'b', 'c']);
  // Either may get the lock first, but never both at once.
  const sameKey = events.filter((event) => !event.startsWith('c')).join(', ');
  expect(['a start, a end, b start, b end', 'b start, b end, a start, a end']).toContain(sameKey);
  expect(events.indexOf('c end')).toBeLessThan(Math.max(events.indexOf('a end'), events.indexOf('b end')));
});

test('releases the publish lock when the work fails', async () => {
  await expect(db.repo.withPublishLock('blog@1.0.0', () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
  await expect(db.repo.withPublishLock('blog@1.0.0', async () => 'next')).resolves.toBe('next');
});
