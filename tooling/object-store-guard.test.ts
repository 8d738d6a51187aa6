/**
 * @jest-environment node
 *
 * The local object store's keys (decision 055): s3rver 3.7.1 alone takes an unsigned write, its
 * fixed pair `S3RVER`/`S3RVER`, and any secret with a known key id (it checks no signature
 * version 4). The store `npm run start:cluster` runs (scripts/lib/s3.ts) takes writes signed with
 * this machine's pair only; reads stay anonymous.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { guardObjectStore } from '../scripts/lib/s3-guard.ts';

/** The bucket the store of scripts/lib/s3.ts serves (that module starts a store when run, so Jest cannot load it). */
const OBJECT_STORE = { bucket: 'meridian-artifacts' };

const machine = { accessKeyId: randomBytes(24).toString('base64url'), secretAccessKey: randomBytes(32).toString('base64url') };
let dir: string;
let store: { endpoint: string; close(): Promise<void> };

/** The store as scripts/lib/s3.ts serves it: s3rver with the guard in front. */
async function serveObjectStore(options: { dataDir: string; credentials: typeof machine }) {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: options.dataDir,
    configureBuckets: [{ name: OBJECT_STORE.bucket, configs: [] }],
  });
  guardObjectStore(server, options.credentials);
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
}
const clients: S3Client[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'store-guard-'));
  store = await serveObjectStore({ dataDir: dir, credentials: machine });
});

afterAll(async () => {
  for (const client of clients) client.destroy();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

function client(credentials: { accessKeyId: string; secretAccessKey: string }): S3Client {
  const made = new S3Client({ endpoint: store.endpoint, region: 'us-east-1', forcePathStyle: true, credentials, maxAttempts: 1 });
  clients.push(made);
  return made;
}

const put = (with_: S3Client, key: string, body: string) =>
  with_.send(new PutObjectCommand({ Bucket: OBJECT_STORE.bucket, Key: key, Body: body, ContentType: 'text/javascript' }));

test("a write signed with this machine's pair is stored, and anyone on loopback reads it", async () => {
  await put(client(machine), 'remotes/tools/1.0.0/server/remoteEntry.js', 'module.exports = {};');
  const read = await fetch(`${store.endpoint}/${OBJECT_STORE.bucket}/remotes/tools/1.0.0/server/remoteEntry.js`);
  expect(read.status).toBe(200);
  expect(await read.text()).toBe('module.exports = {};');
  const signed = await client(machine).send(
    new GetObjectCommand({ Bucket: OBJECT_STORE.bucket, Key: 'remotes/tools/1.0.0/server/remoteEntry.js' }),
  );
  expect(await signed.Body?.transformToString()).toBe('module.exports = {};');
});

test('an unsigned write is refused with 403 naming why, and nothing is stored', async () => {
  const key = 'remotes/tools/1.0.0/server/swapped.js';
  const response = await fetch(`${store.endpoint}/${OBJECT_STORE.bucket}/${key}`, { method: 'PUT', body: 'process.exit(1)' });
  expect(response.status).toBe(403);
  expect(await response.text()).toMatch(/AccessDenied.*without a signature version 4/s);
  expect((await fetch(`${store.endpoint}/${OBJECT_STORE.bucket}/${key}`)).status).toBe(404);
});

test("s3rver's fixed pair, and this machine's key id with another secret, are refused", async () => {
  await expect(put(client({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }), 'remotes/a.js', 'x')).rejects.toMatchObject({
    name: 'AccessDenied',
  });
  const guessed = { accessKeyId: machine.accessKeyId, secretAccessKey: 'not-the-secret-of-this-machine' };
  await expect(put(client(guessed), 'remotes/b.js', 'x')).rejects.toMatchObject({ name: 'AccessDenied' });
  expect((await fetch(`${store.endpoint}/${OBJECT_STORE.bucket}/remotes/b.js`)).status).toBe(404);
});

test('without the guard, s3rver 3.7.1 stores an unsigned write from anyone (why the guard is there)', async () => {
  const bare = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'store-bare-')),
    configureBuckets: [{ name: OBJECT_STORE.bucket, configs: [] }],
  });
  const { port } = await bare.run();
  try {
    const unsigned = await fetch(`http://127.0.0.1:${port}/${OBJECT_STORE.bucket}/swapped.js`, { method: 'PUT', body: 'process.exit(1)' });
    expect(unsigned.status).toBe(200);
  } finally {
    await bare.close();
  }
});
