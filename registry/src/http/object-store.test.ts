/**
 * The registry with ARTIFACT_STORE_URL: versions published into a real S3-compatible bucket
 * (s3rver), served from it as a CDN would fetch them, and the release snapshot written after
 * every release write (decision 022).
 */
import { AREAS } from '@meridian/shared/areas';
import { parseReleaseState } from '@meridian/shared/release-state.server';
import { createS3ArtifactStore, createS3ReleaseSnapshot } from '../store/s3-artifact-store.ts';
import { createFixture, type Fixture } from '../test-support/registry-fixture.ts';
import { startTestBucket, type TestBucket } from '../test-support/s3rver.ts';

// Five publishes and activations through a real bucket: over a second on a busy 2-core machine.
jest.setTimeout(20_000);

let bucket: TestBucket;
let fx: Fixture;
let prefix = 0;

beforeAll(async () => {
  bucket = await startTestBucket();
});

afterAll(async () => {
  await bucket.close();
});

beforeEach(async () => {
  // Each test its own prefix in the shared bucket: a registry with its own folder of the bucket.
  const location = bucket.location(`site-${(prefix += 1)}`);
  fx = await createFixture({}, { store: createS3ArtifactStore(location), releaseSnapshot: createS3ReleaseSnapshot(location) });
});

afterEach(async () => {
  await fx.close();
});

const key = (path: string) => `site-${prefix}/${path}`;

/** The snapshot in the bucket once its revision is `revision` (polled: it is written right after the write's answer). */
async function snapshotAt(revision: number): Promise<unknown> {
  for (let i = 0; i < 100; i += 1) {
    try {
      const response = await bucket.get(key('release-state.json'));
      const body = (response.ok ? JSON.parse(await response.text()) : null) as { revision: number } | null;
      if (body?.revision === revision) return body;
    } catch {
      // s3rver replaces an object in place: a read during its write can see half of it or be cut off (S3 cannot).
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no snapshot at revision ${revision} in ${bucket.endpoint}/${bucket.bucket}/${key('release-state.json')}`);
}

test('publishes a version into the bucket, where an anonymous GET gets each file with its type and an immutable Cache-Control', async () => {
  expect((await fx.publish('blog', '1.0.0')).statusCode).toBe(201);
  for (const [path, type] of [
    ['mf-manifest.json', 'application/json; charset=utf-8'],
    ['locales/en/blog.json', 'application/json; charset=utf-8'],
    ['server/remoteEntry.js', 'text/javascript; charset=utf-8'],
  ]) {
    const response = await bucket.get(key(`blog/1.0.0/${path}`));
    expect([path, response.status]).toEqual([path, 200]);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  }
  expect(await (await bucket.get(key('blog/1.0.0/server/remoteEntry.js'))).text()).toBe('/* blog 1.0.0 server */');
  // The registry's own mirror reads the same bytes back from the bucket.
  expect((await fx.request({ url: '/artifacts/blog/1.0.0/remoteEntry.js' })).body).toBe('/* blog 1.0.0 browser */');
});

test('refuses different bytes under a published version, accepts the same bytes again, and keeps what was first stored', async () => {
  expect((await fx.publish('blog', '1.0.0')).statusCode).toBe(201);
  const changed = await fx.publish('blog', '1.0.0', { extra: { 'remoteEntry.js': '/* tampered */' } });
  expect(changed.statusCode).toBe(409);
  expect(changed.json()).toMatchObject({ code: 'version_immutable' });
  const again = await fx.publish('blog', '1.0.0');
  expect([again.statusCode, again.json().created]).toEqual([200, false]);
  expect(await (await bucket.get(key('blog/1.0.0/remoteEntry.js'))).text()).toBe('/* blog 1.0.0 browser */');
});

test('refuses, with 409 and not a 500, a version whose files a stopped publish left in the bucket with other bytes', async () => {
  await fx.deps.store.putVersion('tools', '2.0.0', [
    { path: 'mf-manifest.json', data: Buffer.from('{}') },
    { path: 'remoteEntry.js', data: Buffer.from('/* left by another publish */') },
  ]);
  // The database never recorded it (the row is the commit point), so it is not published...
  expect((await fx.request({ url: '/api/remotes/tools/versions' })).json<{ versions: unknown[] }>().versions).toEqual([]);
  // ...and yet its bytes may sit in a CDN's cache: a different version 2.0.0 is refused.
  const response = await fx.publish('tools', '2.0.0');
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({ code: 'version_immutable' });
});

test('writes the release state into the bucket at start and after activate, in the shape hosts read', async () => {
  expect(await snapshotAt(0)).toEqual({ revision: 0, remotes: {} });
  // The fake origin serves one tree, so each area gets its own version number.
  const versions = AREAS.map((area, index) => [area, `1.0.${index}`] as const);
  for (const [area, version] of versions) expect((await fx.publish(area, version)).statusCode).toBe(201);
  for (const [area, version] of versions) {
    const activated = await fx.write({ action: 'activate', remote: area, version });
    expect([area, activated.statusCode]).toEqual([area, 200]);
  }
  const snapshot = await snapshotAt(AREAS.length);
  expect(snapshot).toEqual((await fx.request({ url: '/api/releases' })).json());
  expect(parseReleaseState(snapshot).remotes.blog).toMatchObject({ version: '1.0.1', origin: fx.origin.origin });
  const response = await bucket.get(key('release-state.json'));
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
});

test('a snapshot the bucket refuses never fails the release write; it is written once the bucket accepts it', async () => {
  const failing = { remaining: 2 };
  const real = createS3ReleaseSnapshot(bucket.location(`site-${prefix}`));
  await fx.close();
  fx = await createFixture(
    {},
    {
      store: createS3ArtifactStore(bucket.location(`site-${prefix}`)),
      releaseSnapshot: {
        describe: real.describe,
        storedRevision: real.storedRevision,
        async write(json) {
          if (failing.remaining > 0) {
            failing.remaining -= 1;
            throw new Error('AccessDenied: the bucket refused the write');
          }
          await real.write(json);
        },
      },
    },
  );
  expect((await fx.publish('blog', '1.0.0')).statusCode).toBe(201);
  expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' })).statusCode).toBe(200);
  expect(await snapshotAt(1)).toMatchObject({ revision: 1, remotes: { blog: { version: '1.0.0' } } });
  expect(fx.logs.filter((line) => line.includes('release snapshot: writing'))).toHaveLength(1);
  expect(fx.logs.join('\n')).toMatch(/AccessDenied: the bucket refused the write/);
});

test('a registry behind the snapshot in the bucket (an empty or older database) leaves it alone and says so', async () => {
  const location = bucket.location(`site-${prefix}`);
  await fx.close();
  await createS3ReleaseSnapshot(location).write('{"revision":41,"remotes":{}}\n');
  fx = await createFixture({}, { store: createS3ArtifactStore(location), releaseSnapshot: createS3ReleaseSnapshot(location) });
  for (let i = 0; i < 100 && !fx.logs.some((line) => line.includes('ahead of')); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fx.logs.join('\n')).toMatch(/release-state\.json is at revision 41, ahead of this registry's 0: left alone/);
  expect(await (await bucket.get(key('release-state.json'))).json()).toEqual({ revision: 41, remotes: {} });
});
