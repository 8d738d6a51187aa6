import { PutObjectCommand } from '@aws-sdk/client-s3';
import { startTestBucket, type TestBucket } from '../test-support/s3rver.ts';
import { isVersionConflict } from './artifact-store.ts';
import { createS3ArtifactStore, createS3ReleaseSnapshot } from './s3-artifact-store.ts';

let bucket: TestBucket;

beforeAll(async () => {
  bucket = await startTestBucket();
});

afterAll(async () => {
  await bucket.close();
});

const file = (path: string, text: string) => ({ path, data: Buffer.from(text) });
const text = async (data: Promise<Uint8Array | null>) => {
  const bytes = await data;
  return bytes === null ? null : Buffer.from(bytes).toString();
};
let version = 0;
/** A version number no other test of this file uses (they share one bucket). */
const nextVersion = () => `1.0.${(version += 1)}`;

test('writes a version and reads its files back; the version exists only once its manifest is stored', async () => {
  const store = createS3ArtifactStore(bucket.location('remotes'));
  const v = nextVersion();
  expect(await store.hasVersion('blog', v)).toBe(false);
  await store.putVersion('blog', v, [file('mf-manifest.json', '{}'), file('server/remoteEntry.js', 'x')]);
  expect(await store.hasVersion('blog', v)).toBe(true);
  expect(await text(store.read('blog', v, 'server/remoteEntry.js'))).toBe('x');
  expect(await store.read('blog', v, 'missing.js')).toBeNull();
  expect(store.describe()).toBe('s3://meridian-test/remotes');
});

test('serves every file of a version to an anonymous GET with its content type and an immutable Cache-Control, JSON included', async () => {
  const store = createS3ArtifactStore(bucket.location('remotes'));
  const v = nextVersion();
  await store.putVersion('marketing', v, [
    file('mf-manifest.json', '{"id":"m"}'),
    file('remoteEntry.js', 'var m;'),
    file('remoteEntry.js.br', 'compressed'),
    file('locales/de/marketing.json', '{"title":"Preise"}'),
    file('styles.css', 'a{}'),
  ]);
  const expected: Record<string, [type: string, encoding: string | null]> = {
    'mf-manifest.json': ['application/json; charset=utf-8', null],
    'remoteEntry.js': ['text/javascript; charset=utf-8', null],
    'remoteEntry.js.br': ['text/javascript; charset=utf-8', 'br'],
    'locales/de/marketing.json': ['application/json; charset=utf-8', null],
    'styles.css': ['text/css; charset=utf-8', null],
  };
  for (const [path, [type, encoding]] of Object.entries(expected)) {
    const response = await bucket.get(`remotes/marketing/${v}/${path}`);
    expect([path, response.status]).toEqual([path, 200]);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('content-encoding')).toBe(encoding);
  }
});

test('refuses a second write of different bytes and keeps the first', async () => {
  const store = createS3ArtifactStore(bucket.location());
  const v = nextVersion();
  await store.putVersion('blog', v, [file('mf-manifest.json', '{}'), file('a.js', 'first')]);
  const second = store.putVersion('blog', v, [file('mf-manifest.json', '{}'), file('a.js', 'second')]);
  await expect(second).rejects.toThrow(/already holds other bytes/);
  expect(isVersionConflict(await second.catch((error: unknown) => error))).toBe(true);
  expect(await text(store.read('blog', v, 'a.js'))).toBe('first');
  // The same bytes again are no write at all.
  await expect(store.putVersion('blog', v, [file('mf-manifest.json', '{}'), file('a.js', 'first')])).resolves.toBeUndefined();
});

test('completes a version left half written with the same bytes, and refuses other bytes over it', async () => {
  const store = createS3ArtifactStore(bucket.location('half'));
  const v = nextVersion();
  // A publish that stopped after one file: no manifest, so the version does not exist yet.
  await bucket.client.send(new PutObjectCommand({ Bucket: bucket.bucket, Key: `half/tools/${v}/a.js`, Body: 'one' }));
  expect(await store.hasVersion('tools', v)).toBe(false);
  await expect(store.putVersion('tools', v, [file('mf-manifest.json', '{}'), file('a.js', 'two')])).rejects.toThrow(/other bytes/);
  expect(await store.hasVersion('tools', v)).toBe(false);
  await store.putVersion('tools', v, [file('mf-manifest.json', '{}'), file('a.js', 'one'), file('b.js', 'b')]);
  expect(await store.hasVersion('tools', v)).toBe(true);
  expect(await text(store.read('tools', v, 'b.js'))).toBe('b');
});

test('refuses paths that leave the version folder and a version without a manifest', async () => {
  const store = createS3ArtifactStore(bucket.location());
  await expect(store.putVersion('blog', '9.0.0', [file('mf-manifest.json', '{}'), file('../x.js', 'x')])).rejects.toThrow(/invalid path/);
  await expect(store.read('blog', '9.0.0', '../../etc/passwd')).rejects.toThrow(/invalid path/);
  await expect(store.read('..', '9.0.0', 'a.js')).rejects.toThrow(/invalid area or version/);
  await expect(store.putVersion('blog', '9.0.0', [file('a.js', 'x')])).rejects.toThrow(/has no mf-manifest\.json/);
  expect(await store.hasVersion('blog', '9.0.0')).toBe(false);
});

test('names the bucket when the store cannot be reached', async () => {
  const store = createS3ArtifactStore({ ...bucket.location(), bucket: 'no-such-bucket' });
  await expect(store.putVersion('blog', '1.0.0', [file('mf-manifest.json', '{}')])).rejects.toThrow(
    /s3:\/\/no-such-bucket\/blog\/1\.0\.0\/.*NoSuchBucket/,
  );
});

test('keeps the release snapshot beside the versions as JSON that readers revalidate', async () => {
  const snapshot = createS3ReleaseSnapshot(bucket.location('remotes'));
  await snapshot.write('{"revision":1,"remotes":{}}\n');
  await snapshot.write('{"revision":2,"remotes":{}}\n');
  const response = await bucket.get('remotes/release-state.json');
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(await response.json()).toEqual({ revision: 2, remotes: {} });
  expect(snapshot.describe()).toBe('s3://meridian-test/remotes/release-state.json');
});
