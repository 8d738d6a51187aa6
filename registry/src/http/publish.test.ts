import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createFixture, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';
import { toPublishFiles, versionContents } from '../test-support/version-files.ts';

let fx: Fixture;
const auth = { authorization: `Bearer ${TEST_TOKEN}` };

beforeEach(async () => {
  fx = await createFixture();
});

afterEach(async () => {
  await fx.close();
});

function publishRaw(area: string, payload: unknown) {
  return fx.request({ method: 'POST', url: `/api/remotes/${area}/versions`, headers: auth, payload });
}

test('stores every file of a new version under <area>/<version>/ and answers 201', async () => {
  const response = await fx.publish('blog', '1.0.0');
  expect(response.statusCode).toBe(201);
  expect(response.json()).toMatchObject({ area: 'blog', version: '1.0.0', created: true, files: 5 });
  const stored = await readFile(join(fx.dir, 'artifacts', 'blog', '1.0.0', 'server', 'remoteEntry.js'), 'utf8');
  expect(stored).toBe('/* blog 1.0.0 server */');
});

test('accepts the same content again without changing anything', async () => {
  expect((await fx.publish('blog', '1.0.0')).statusCode).toBe(201);
  const again = await fx.publish('blog', '1.0.0');
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ created: false });
});

test('refuses to overwrite a published version with different content', async () => {
  await fx.publish('blog', '1.0.0');
  const changed = await fx.publish('blog', '1.0.0', { extra: { 'remoteEntry.js': '/* tampered */' } });
  expect(changed.statusCode).toBe(409);
  expect(changed.json()).toMatchObject({ code: 'version_immutable' });
  const added = await fx.publish('blog', '1.0.0', { extra: { 'extra.js': '1' } });
  expect(added.statusCode).toBe(409);
  const stored = await readFile(join(fx.dir, 'artifacts', 'blog', '1.0.0', 'remoteEntry.js'), 'utf8');
  expect(stored).toBe('/* blog 1.0.0 browser */');
});

test('refuses a file whose content does not match its sha256', async () => {
  const files = toPublishFiles(versionContents('blog', '1.0.0'));
  const first = files[1];
  if (first === undefined) throw new Error('fixture has no second file');
  first.contentBase64 = Buffer.from('something else').toString('base64');
  const response = await publishRaw('blog', { version: '1.0.0', files });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'hash_mismatch' });
  expect(response.json<{ message: string }>().message).toContain(first.path);
});

test('refuses a version without a manifest, with a wrong container name, or missing its entries', async () => {
  const noManifest = toPublishFiles({ 'remoteEntry.js': 'x' });
  expect((await publishRaw('blog', { version: '1.0.0', files: noManifest })).json()).toMatchObject({ code: 'invalid_manifest' });

  const wrongName = versionContents('blog', '1.0.0', { manifest: versionContents('blog', '1.0.1')['mf-manifest.json'] ?? '' });
  const response = await publishRaw('blog', { version: '1.0.0', files: toPublishFiles(wrongName) });
  expect(response.statusCode).toBe(400);
  expect(response.json<{ message: string }>().message).toMatch(/blog_1_0_1.*expected "blog_1_0_0"/);

  const { 'server/remoteEntry.js': _dropped, ...withoutServer } = versionContents('blog', '1.0.0');
  const missing = await publishRaw('blog', { version: '1.0.0', files: toPublishFiles(withoutServer) });
  expect(missing.statusCode).toBe(400);
  expect(missing.json<{ message: string }>().message).toContain('server/remoteEntry.js');
});

test('refuses a browser entry the host could not load by URL (another name or folder)', async () => {
  for (const remoteEntry of [
    { name: 'entry.js', path: '' },
    { name: 'remoteEntry.js', path: 'browser' },
  ]) {
    const manifest = JSON.parse(versionContents('blog', '1.0.0')['mf-manifest.json'] ?? '{}') as { metaData: Record<string, unknown> };
    manifest.metaData.remoteEntry = { ...remoteEntry, type: 'global' };
    const contents = versionContents('blog', '1.0.0', { manifest: JSON.stringify(manifest) });
    const response = await publishRaw('blog', { version: '1.0.0', files: toPublishFiles(contents) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_manifest' });
    expect(response.json<{ message: string }>().message).toMatch(/metaData\.remoteEntry: must be remoteEntry\.js at the version's root/);
  }
});

test('refuses files no build output names: a file beside what the build listed in build-files.json (decision 018)', async () => {
  const built = versionContents('blog', '1.0.0');
  const leftovers = { '__federation_expose_routes.0badc0de.js': '/* a throwaway edit */', 'locales/en/scratch.json': '{}' };
  const response = await publishRaw('blog', { version: '1.0.0', files: toPublishFiles({ ...built, ...leftovers }) });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'unlisted_files',
    message:
      'files: 2 files no build output names (not in build-files.json): __federation_expose_routes.0badc0de.js, locales/en/scratch.json; ' +
      'publish the folder a production build wrote (npm run build), and only what its build-files.json names',
    unlisted: ['__federation_expose_routes.0badc0de.js', 'locales/en/scratch.json'],
  });
  expect((await fx.request({ url: '/api/remotes/blog/versions' })).json()).toMatchObject({ versions: [] });
});

test('refuses a version without the build list, with a file the list does not name, or one that differs from what the build wrote', async () => {
  const { 'build-files.json': list = '', ...withoutList } = versionContents('blog', '1.0.0');
  const files = Object.entries(withoutList).map(([path, text]) => ({
    path,
    sha256: createHash('sha256').update(text).digest('hex'),
    contentBase64: Buffer.from(text).toString('base64'),
  }));
  const noList = await publishRaw('blog', { version: '1.0.0', files });
  expect(noList.json()).toMatchObject({ code: 'unlisted_files', message: expect.stringMatching(/^files: build-files\.json is missing; /) });

  const changed = await publishRaw('blog', {
    version: '1.0.0',
    files: toPublishFiles({ ...withoutList, 'remoteEntry.js': '/* edited after the build */', 'build-files.json': list }),
  });
  expect(changed.json()).toMatchObject({
    code: 'unlisted_files',
    message: expect.stringMatching(/^files: remoteEntry\.js differ from what the build wrote/),
  });

  const notJson = await publishRaw('blog', { version: '1.0.0', files: toPublishFiles({ ...withoutList, 'build-files.json': 'nope' }) });
  expect(notJson.json()).toMatchObject({
    code: 'unlisted_files',
    message: expect.stringMatching(/^files: build-files\.json is not valid JSON/),
  });
  for (const response of [noList, changed, notJson]) expect(response.statusCode).toBe(400);
});

test.each([
  ['a path that climbs out', '../escape.js'],
  ['an absolute path', '/etc/passwd'],
  ['an empty segment', 'a//b.js'],
  ['a backslash', 'a\\b.js'],
])('refuses %s with 400', async (_label, path) => {
  const files = toPublishFiles(versionContents('blog', '1.0.0', { extra: { [path]: 'x' } }));
  const response = await publishRaw('blog', { version: '1.0.0', files });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'invalid_body' });
});

test('lists published versions with their status and health figures', async () => {
  await fx.publish('blog', '1.0.0');
  fx.clock.now += 1000;
  await fx.publish('blog', '1.1.0');
  await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' });
  const response = await fx.request({ url: '/api/remotes/blog/versions' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    remote: 'blog',
    active: '1.0.0',
    canary: null,
    versions: [
      {
        version: '1.1.0',
        status: 'available',
        files: 5,
        health: { windowSeconds: 300, window: { loads: 0, failures: 0, failureRate: null } },
      },
      { version: '1.0.0', status: 'active' },
    ],
  });
});

test('serves artifacts with immutable cache headers, CORS and an ETag', async () => {
  await fx.publish('blog', '1.0.0');
  const response = await fx.request({ url: '/artifacts/blog/1.0.0/remoteEntry.js' });
  expect(response.statusCode).toBe(200);
  expect(response.body).toBe('/* blog 1.0.0 browser */');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers['access-control-allow-origin']).toBe('*');
  expect(response.headers['content-type']).toMatch(/^text\/javascript/);
  const etag = response.headers.etag ?? '';
  const cached = await fx.request({ url: '/artifacts/blog/1.0.0/remoteEntry.js', headers: { 'if-none-match': etag } });
  expect(cached.statusCode).toBe(304);
});

test('answers 404 JSON for an artifact that was never published', async () => {
  await fx.publish('blog', '1.0.0');
  for (const url of [
    '/artifacts/blog/1.0.0/nope.js',
    '/artifacts/blog/2.0.0/remoteEntry.js',
    '/artifacts/shop/1.0.0/remoteEntry.js',
    '/artifacts/blog/1.0.0/..%2F..%2Fregistry.sqlite',
  ]) {
    const response = await fx.request({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('code');
  }
});

test('adopts files left in the store by an interrupted publish only when they are identical', async () => {
  await fx.publish('blog', '1.0.0');
  // Simulate a store that holds 1.0.1 with other content but no database record.
  const contents = versionContents('blog', '1.0.1');
  await fx.deps.store.putVersion(
    'blog',
    '1.0.1',
    Object.entries(contents).map(([path, text]) => ({ path, data: Buffer.from(text) })),
  );
  await writeFile(join(fx.dir, 'artifacts', 'blog', '1.0.1', 'remoteEntry.js'), 'changed');
  expect((await fx.publish('blog', '1.0.1')).statusCode).toBe(409);
  await writeFile(join(fx.dir, 'artifacts', 'blog', '1.0.1', 'remoteEntry.js'), contents['remoteEntry.js'] ?? '');
  expect((await fx.publish('blog', '1.0.1')).statusCode).toBe(201);
});
