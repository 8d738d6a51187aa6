/**
 * What a version changes, recorded at publish (decision 044): the route table of a
 * real build, read by the host's real checker (`host/dist/server/check-remote.cjs --routes`),
 * and its first-load JavaScript; then the comparison's routes added and removed and first-load
 * delta, and "not recorded" for versions published without them. Needs `npm run build`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { parseWire, versionCompareSchema } from '@meridian/shared/registry-contract';
import { collectVersionFiles } from '../client/collect-files.ts';
import { writeChecker } from '../test-support/fake-checker.ts';
import { createFixture, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';
import { manifestText, toPublishFiles, versionContents } from '../test-support/version-files.ts';

const ROOT = process.cwd();
const CHECKER = join(ROOT, 'host', 'dist', 'server', 'check-remote.cjs');
const auth = { authorization: `Bearer ${TEST_TOKEN}` };

let fx: Fixture;

afterEach(async () => {
  await fx.close();
});

async function builtToolsVersion(): Promise<string> {
  const folders = (await readdir(join(ROOT, 'remote-tools', 'dist'))).filter((name) => /^\d+\.\d+\.\d+$/.test(name));
  const version = folders.sort().at(-1);
  if (version === undefined) throw new Error('remote-tools/dist holds no built version: run npm run build');
  return version;
}

type PublishDetails = {
  routes?: string[] | null;
  routesNote?: string;
  firstLoad?: { gzipBytes: number; files: { path: string; gzipBytes: number }[] } | null;
};

async function publishDetails(area: string, version: string): Promise<PublishDetails> {
  const entries = (await fx.request({ url: `/api/audit?remote=${area}` })).json<{
    entries: { action: string; toVersion: string; details: PublishDetails }[];
  }>().entries;
  const entry = entries.find((item) => item.action === 'publish' && item.toVersion === version);
  if (entry === undefined) throw new Error(`no publish entry of ${area}@${version}`);
  return entry.details;
}

test('a real tools build published: its route table as full paths and its first-load JavaScript are recorded with it', async () => {
  fx = await createFixture({ gateTimeoutMs: 30_000 });
  fx.deps.config.remoteChecker = { path: CHECKER, env: { PATH: process.env.PATH ?? '' } };
  const version = await builtToolsVersion();
  const dir = join(ROOT, 'remote-tools', 'dist', version);
  const { files } = await collectVersionFiles(dir);
  for (const file of files) fx.origin.put(`/${version}/${file.path}`, Buffer.from(file.contentBase64, 'base64'));
  const published = await fx.request({ method: 'POST', url: '/api/remotes/tools/versions', headers: auth, payload: { version, files } });
  expect(published.statusCode).toBe(201);

  const details = await publishDetails('tools', version);
  expect(details.routesNote).toBeUndefined();
  expect(details.routes).toEqual(expect.arrayContaining(['/what-is-my-ip', '/webrtc-leak-test']));
  expect(details.routes?.every((path) => path.startsWith('/') && !path.startsWith('/en/'))).toBe(true);

  // The browser entry and the ./routes expose's sync chunks the manifest names, each gzip -9 as the build's own .gz.
  const manifest = JSON.parse(await readFile(join(dir, 'mf-manifest.json'), 'utf8')) as {
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const sync = manifest.exposes.find((expose) => expose.path === './routes')?.assets.js.sync ?? [];
  expect(details.firstLoad?.files.map((file) => file.path)).toEqual(['remoteEntry.js', ...sync]);
  for (const file of details.firstLoad?.files ?? []) {
    const bytes = await readFile(join(dir, file.path));
    expect(file.gzipBytes).toBe(gzipSync(bytes, { level: 9 }).byteLength);
    expect(file.gzipBytes).toBeLessThan(bytes.byteLength);
  }
  const entryGz = await readFile(join(dir, 'remoteEntry.js.gz'));
  expect(details.firstLoad?.files[0]?.gzipBytes).toBe(entryGz.byteLength);
  expect(details.firstLoad?.gzipBytes).toBe(details.firstLoad?.files.reduce((sum, file) => sum + file.gzipBytes, 0));
});

/** A checker that prints a route table per version, as the host's does with --routes. */
const ROUTES_CHECKER = `
const [area, version] = process.argv.slice(2);
const tables = { '1.0.0': ['/blog', '/blog/:unikey', '/blog/tag/:tag'], '1.1.0': ['/blog', '/blog/:unikey', '/blog/author/:author'] };
if (!process.argv.includes('--routes')) { console.log(JSON.stringify({ ok: true, path: '/' + area, status: 200, bytes: 1 })); process.exit(0); }
if (!tables[version]) { console.log(JSON.stringify({ ok: false, error: 'no ./routes in ' + version })); process.exit(1); }
console.log(JSON.stringify({ ok: true, routes: tables[version] }));
`;

/** A fake version whose manifest names `./routes` sync chunks, with an entry of `entryBytes` and a routes chunk of `chunkBytes`. */
function versionWithChunks(version: string, entryBytes: number, chunkBytes: number): Record<string, string> {
  const manifest = JSON.parse(manifestText('blog', version)) as { exposes: Record<string, unknown>[] };
  manifest.exposes = [{ name: 'routes', path: './routes', assets: { js: { sync: ['__federation_expose_routes.js'], async: [] } } }];
  // Random text, so gzip shrinks it in proportion: the figure grows with the bytes.
  const text = (length: number) => randomBytes(length).toString('base64').slice(0, length);
  return versionContents('blog', version, {
    manifest: JSON.stringify(manifest),
    extra: { 'remoteEntry.js': text(entryBytes), '__federation_expose_routes.js': text(chunkBytes) },
  });
}

async function publish(version: string, contents: Record<string, string>) {
  for (const [path, text] of Object.entries(contents)) fx.origin.put(`/${version}/${path}`, text);
  return fx.request({
    method: 'POST',
    url: '/api/remotes/blog/versions',
    headers: auth,
    payload: { version, files: toPublishFiles(contents) },
  });
}

test('the comparison names the routes added and removed and the first-load delta against the live version', async () => {
  fx = await createFixture();
  fx.deps.config.remoteChecker = { path: await writeChecker(fx.dir, 'routes.cjs', ROUTES_CHECKER), env: { PATH: process.env.PATH ?? '' } };
  expect((await publish('1.0.0', versionWithChunks('1.0.0', 4000, 20_000))).statusCode).toBe(201);
  expect((await publish('1.1.0', versionWithChunks('1.1.0', 4000, 26_000))).statusCode).toBe(201);
  await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' });

  const compare = parseWire(
    versionCompareSchema,
    (await fx.request({ url: '/api/remotes/blog/versions/1.1.0/compare' })).json(),
    'compare',
  );
  expect(compare.diff.routes).toEqual({
    candidate: ['/blog', '/blog/:unikey', '/blog/author/:author'],
    active: ['/blog', '/blog/:unikey', '/blog/tag/:tag'],
    added: ['/blog/author/:author'],
    removed: ['/blog/tag/:tag'],
  });
  const { before, after, deltaBytes, deltaPercent, warn } = compare.diff.firstLoad;
  expect(before).not.toBeNull();
  expect(after).toBeGreaterThan(before ?? Infinity);
  expect(deltaBytes).toBe((after ?? 0) - (before ?? 0));
  expect(deltaPercent).toBeCloseTo((((after ?? 0) - (before ?? 0)) / (before ?? 1)) * 100, 5);
  expect(deltaPercent).toBeGreaterThan(5);
  expect(warn).toBe(true);
});

test('a version published before route tables were recorded (or that the checker cannot load) shows none, never an error', async () => {
  fx = await createFixture();
  // The checker is off: the registry publishes and says why the table is missing.
  expect((await publish('1.0.0', versionWithChunks('1.0.0', 4000, 20_000))).statusCode).toBe(201);
  expect(await publishDetails('blog', '1.0.0')).toMatchObject({ routes: null, routesNote: 'not recorded: REGISTRY_REMOTE_CHECKER is off' });
  fx.deps.config.remoteChecker = { path: await writeChecker(fx.dir, 'routes.cjs', ROUTES_CHECKER), env: { PATH: process.env.PATH ?? '' } };
  expect((await publish('1.2.0', versionWithChunks('1.2.0', 4000, 20_100))).statusCode).toBe(201);
  expect(await publishDetails('blog', '1.2.0')).toMatchObject({ routes: null, routesNote: 'not recorded: no ./routes in 1.2.0' });
  expect((await fx.publish('blog', '1.3.0')).statusCode).toBe(201);
  await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' });

  const response = await fx.request({ url: '/api/remotes/blog/versions/1.2.0/compare' });
  expect(response.statusCode).toBe(200);
  const compare = parseWire(versionCompareSchema, response.json(), 'compare');
  expect(compare.diff.routes).toEqual({ candidate: null, active: null, added: [], removed: [] });
  expect(compare.diff.firstLoad.warn).toBe(false);
  expect(compare.diff.firstLoad.deltaPercent).toBeLessThan(5);
  // A manifest without the expose's assets (older builds): no first-load figure, no error.
  const older = parseWire(versionCompareSchema, (await fx.request({ url: '/api/remotes/blog/versions/1.3.0/compare' })).json(), 'compare');
  expect(older.diff.firstLoad).toMatchObject({ after: null, deltaBytes: null, deltaPercent: null, warn: false });
});
