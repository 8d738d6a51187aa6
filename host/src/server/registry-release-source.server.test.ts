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
    expect(source.current().remotes.blog.version).toBe('1.0.4');
  } finally {
    source.close();
  }
});

test('refuses to start when neither the registry nor the cache has a state, naming both', async () => {
  const hanging = createServer(() => {});
  servers.push(hanging);
  await expect(
    createRegistryReleaseSource({ url: await listen(hanging), cacheFile: cacheFile(), bootWaitMs: 200, log: () => {} }),
  ).rejects.toThrow(/did not answer within 200 ms and .* holds no state/);
});
