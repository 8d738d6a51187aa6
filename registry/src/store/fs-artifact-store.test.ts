import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFsArtifactStore } from './fs-artifact-store.ts';
import { invalidArtifactPath } from './artifact-store.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'artifact-store-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const file = (path: string, text: string) => ({ path, data: Buffer.from(text) });

test('writes a version as a whole and reads its files back', async () => {
  const store = createFsArtifactStore(root);
  expect(await store.hasVersion('blog', '1.0.0')).toBe(false);
  await store.putVersion('blog', '1.0.0', [file('mf-manifest.json', '{}'), file('server/remoteEntry.js', 'x')]);
  expect(await store.hasVersion('blog', '1.0.0')).toBe(true);
  expect(Buffer.from((await store.read('blog', '1.0.0', 'server/remoteEntry.js')) ?? []).toString()).toBe('x');
  expect(await store.read('blog', '1.0.0', 'missing.js')).toBeNull();
  expect(await readdir(join(root, 'blog'))).toEqual(['1.0.0']);
});

test('never overwrites an existing version', async () => {
  const store = createFsArtifactStore(root);
  await store.putVersion('blog', '1.0.0', [file('a.js', 'first')]);
  await expect(store.putVersion('blog', '1.0.0', [file('a.js', 'second')])).rejects.toThrow(/already exists/);
  expect(Buffer.from((await store.read('blog', '1.0.0', 'a.js')) ?? []).toString()).toBe('first');
  expect(await readdir(join(root, 'blog'))).toEqual(['1.0.0']);
});

test('refuses paths that leave the version folder', async () => {
  const store = createFsArtifactStore(root);
  await expect(store.putVersion('blog', '1.0.0', [file('../x.js', 'x')])).rejects.toThrow(/invalid path/);
  await expect(store.read('blog', '1.0.0', '../../etc/passwd')).rejects.toThrow(/invalid path/);
  await expect(store.read('..', '1.0.0', 'a.js')).rejects.toThrow(/invalid area or version/);
});

test.each(['', '/abs', 'a//b', './a', 'a/../b', 'a\\b', 'a b', '.', '.hidden/x'])('calls "%s" an invalid artifact path', (path) => {
  expect(invalidArtifactPath(path)).not.toBeNull();
});

test.each(['mf-manifest.json', 'server/remoteEntry.js', 'locales/pt-BR/blog.json', '__federation_expose_routes.1a2b3c4d.js'])(
  'accepts "%s"',
  (path) => {
    expect(invalidArtifactPath(path)).toBeNull();
  },
);
