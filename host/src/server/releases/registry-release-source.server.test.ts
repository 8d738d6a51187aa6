/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRegistryReleaseSource } from './registry-release-source.server.ts';

const state = (revision: number, version: string) => ({
  revision,
  remotes: Object.fromEntries(
    ['marketing', 'blog', 'account', 'checkout', 'tools'].map((area) => [area, { version, origin: 'http://localhost:3001' }]),
  ),
});

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

/** A registry that answers `GET /api/releases` with `body` (long-polls answer 304 at once). */
function registry(body: () => unknown): Server {
  return createServer((req, res) => {
    if (req.headers['if-none-match'] === `"${String((body() as { revision: number }).revision)}"`) {
      setTimeout(() => res.writeHead(304).end(), 50);
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json', etag: `"${String((body() as { revision: number }).revision)}"` })
      .end(JSON.stringify(body()));
  });
}

const cacheFile = () => join(mkdtempSync(join(tmpdir(), 'release-cache-')), 'state.json');
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

test('keeps every applied state in the cache file', async () => {
  const server = registry(() => state(7, '1.2.0'));
  servers.push(server);
  const file = cacheFile();
  const source = await createRegistryReleaseSource({ url: await listen(server), cacheFile: file, bootWaitMs: 1000, log: () => {} });
  source.close();
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ revision: '7', remotes: { blog: { version: '1.2.0' } } });
});

test('a replica starting while the registry hangs boots from the cached state within the bounded wait', async () => {
  const hanging = createServer(() => {});
  servers.push(hanging);
  const url = await listen(hanging);
  const file = cacheFile();
  writeFileSync(file, JSON.stringify(state(5, '1.0.3')));
  const log = jest.fn();
  const started = Date.now();
  const source = await createRegistryReleaseSource({ url, cacheFile: file, bootWaitMs: 300, log });
  source.close();
  expect(Date.now() - started).toBeLessThan(2000);
  expect(source.current()).toMatchObject({ revision: '5', remotes: { blog: { version: '1.0.3' } } });
  expect(log.mock.calls[0]?.[0]).toMatch(/booting from revision 5/);
});

test('boots from the cache when nothing listens on the registry port, then follows the registry when it returns', async () => {
  const probe = createServer();
  const url = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  const file = cacheFile();
  writeFileSync(file, JSON.stringify(state(5, '1.0.3')));
  const source = await createRegistryReleaseSource({ url, cacheFile: file, bootWaitMs: 300, log: () => {} });
  try {
    expect(source.current().revision).toBe('5');
    const back = registry(() => state(6, '1.0.4'));
    servers.push(back);
    await new Promise<void>((resolve) => back.listen(Number(new URL(url).port), '127.0.0.1', () => resolve()));
    for (let i = 0; i < 60 && source.current().revision !== '6'; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(source.current().remotes.blog?.version).toBe('1.0.4');
  } finally {
    source.close();
  }
});

/** A URL on 127.0.0.1 where nothing listens: connections are refused at once. */
async function refusingUrl(): Promise<string> {
  const probe = createServer();
  const url = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return url;
}

/** A file server for the release snapshot, as the bucket or its CDN serves it. */
function snapshotServer(status: number, body: string): Server {
  return createServer((_req, res) => res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-cache' }).end(body));
}

test('a new replica without a cache file boots from the release snapshot while nothing listens on the registry port', async () => {
  const url = await refusingUrl();
  const bucket = snapshotServer(200, JSON.stringify(state(9, '1.0.9')));
  servers.push(bucket);
  const snapshotUrl = `${await listen(bucket)}/meridian/release-state.json`;
  const file = cacheFile();
  const log = jest.fn();
  const started = Date.now();
  const source = await createRegistryReleaseSource({ url, cacheFile: file, bootWaitMs: 600, snapshotUrl, log });
  source.close();
  expect(Date.now() - started).toBeGreaterThanOrEqual(550);
  expect(source.current()).toMatchObject({ revision: '9', remotes: { blog: { version: '1.0.9' } } });
  expect(log.mock.calls.map(([line]) => String(line)).join('\n')).toMatch(
    /booting from revision 9 of the release snapshot at .*release-state\.json/,
  );
  // The snapshot becomes the cache, so a later restart during the same outage finds it even if the bucket does not answer.
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ revision: '9' });
});

test('a registry that refuses connections for 1 s and then comes up is retried within the boot wait, and followed', async () => {
  const url = await refusingUrl();
  const bucket = snapshotServer(200, JSON.stringify(state(9, '1.0.9')));
  servers.push(bucket);
  const snapshotUrl = `${await listen(bucket)}/release-state.json`;
  const later = registry(() => state(12, '1.1.2'));
  servers.push(later);
  const up = setTimeout(() => later.listen(Number(new URL(url).port), '127.0.0.1'), 1000);
  try {
    const source = await createRegistryReleaseSource({ url, cacheFile: cacheFile(), bootWaitMs: 3000, snapshotUrl, log: () => {} });
    source.close();
    expect(source.current()).toMatchObject({ revision: '12', remotes: { blog: { version: '1.1.2' } } });
  } finally {
    clearTimeout(up);
  }
});

test('a snapshot that cannot be read is skipped for the cache file, saying why', async () => {
  const url = await refusingUrl();
  const bucket = snapshotServer(403, '<Error><Code>AccessDenied</Code></Error>');
  servers.push(bucket);
  const file = cacheFile();
  writeFileSync(file, JSON.stringify(state(5, '1.0.3')));
  const log = jest.fn();
  const source = await createRegistryReleaseSource({
    url,
    cacheFile: file,
    bootWaitMs: 200,
    snapshotUrl: `${await listen(bucket)}/release-state.json`,
    log,
  });
  source.close();
  expect(source.current().revision).toBe('5');
  expect(log.mock.calls.map(([line]) => String(line)).join('\n')).toMatch(/release snapshot .* answered 403/);
});

// A state without an area is valid (that area was never activated); a malformed entry is not.
test('a snapshot that is not a valid release state is not booted from', async () => {
  const url = await refusingUrl();
  const bucket = snapshotServer(
    200,
    JSON.stringify({ revision: 3, remotes: { blog: { version: 'latest', origin: 'http://localhost:3002' } } }),
  );
  servers.push(bucket);
  await expect(
    createRegistryReleaseSource({
      url,
      cacheFile: cacheFile(),
      bootWaitMs: 200,
      snapshotUrl: `${await listen(bucket)}/release-state.json`,
      log: () => {},
    }),
  ).rejects.toThrow(/invalid release state: remotes\.blog\.version/);
});

test('refuses to start when neither the registry nor the cache has a state, naming both', async () => {
  const hanging = createServer(() => {});
  servers.push(hanging);
  await expect(
    createRegistryReleaseSource({ url: await listen(hanging), cacheFile: cacheFile(), bootWaitMs: 200, log: () => {} }),
  ).rejects.toThrow(/did not answer within 200 ms.* no RELEASE_SNAPSHOT_URL .* holds no state/);
});

test('refuses to start when the registry, the snapshot and the cache all fail, naming each', async () => {
  const url = await refusingUrl();
  const gone = await refusingUrl();
  await expect(
    createRegistryReleaseSource({ url, cacheFile: cacheFile(), bootWaitMs: 300, snapshotUrl: `${gone}/release-state.json`, log: () => {} }),
  ).rejects.toThrow(
    /registry at .* did not answer within 300 ms \(\d+ attempts.*the release snapshot at .* could not be read.* holds no state/,
  );
});

test('tells when it applied the state it serves: at start, then at each new revision', async () => {
  let revision = 1;
  const server = registry(() => state(revision, `1.0.${revision}`));
  servers.push(server);
  const before = Date.now();
  const source = await createRegistryReleaseSource({ url: await listen(server), cacheFile: cacheFile(), bootWaitMs: 1000, log: () => {} });
  try {
    const first = source.appliedAt?.() ?? 0;
    expect(first).toBeGreaterThanOrEqual(before);
    const switched = Date.now();
    revision = 2;
    for (let i = 0; i < 60 && source.current().revision !== '2'; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(source.current().revision).toBe('2');
    expect(source.appliedAt?.()).toBeGreaterThanOrEqual(switched);
  } finally {
    source.close();
  }
});

test("reads the release state with the host's registry token: the registry answers reads to a token only (decision 051)", async () => {
  const seen: (string | undefined)[] = [];
  const guarded = createServer((req, res) => {
    seen.push(req.headers.authorization);
    if (req.headers.authorization !== 'Bearer host-token-0123456789abcdef') return void res.writeHead(401).end('{}');
    res.writeHead(200, { 'content-type': 'application/json', etag: '"8"' }).end(JSON.stringify(state(8, '1.3.0')));
  });
  servers.push(guarded);
  const url = await listen(guarded);
  const source = await createRegistryReleaseSource({
    url,
    token: 'host-token-0123456789abcdef',
    cacheFile: cacheFile(),
    bootWaitMs: 1000,
    log: () => {},
  });
  source.close();
  expect(source.current()).toMatchObject({ revision: '8', remotes: { blog: { version: '1.3.0' } } });
  expect(seen[0]).toBe('Bearer host-token-0123456789abcdef');
});

test('a host of another environment follows that environment’s release state (decision 059)', async () => {
  const paths: string[] = [];
  const server = createServer((req, res) => {
    paths.push(req.url ?? '');
    if (req.headers['if-none-match'] !== undefined) return void setTimeout(() => res.writeHead(304).end(), 50);
    const body = req.url?.startsWith('/env/staging/') ? state(3, '1.0.4') : state(9, '1.0.2');
    res.writeHead(200, { 'content-type': 'application/json', etag: `"${body.revision}"` }).end(JSON.stringify(body));
  });
  servers.push(server);
  const url = await listen(server);
  const source = await createRegistryReleaseSource({
    url,
    environment: 'staging',
    cacheFile: cacheFile(),
    bootWaitMs: 1000,
    log: () => {},
  });
  source.close();
  expect(source.current()).toMatchObject({ revision: '3', remotes: { blog: { version: '1.0.4' } } });
  expect(paths[0]).toBe('/env/staging/api/releases');
});
