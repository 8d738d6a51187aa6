/** @jest-environment node */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLifecycle, type Lifecycle } from './lifecycle.server.ts';

/** One GET on a connection of its own that asks to be kept alive: status, Connection header and body. */
function get(port: number, path: string): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false, headers: { connection: 'keep-alive' } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let server: Server;
let lifecycle: Lifecycle;
let port: number;
let closed: boolean;
const logs: string[] = [];

beforeEach(async () => {
  closed = false;
  lifecycle = createLifecycle({
    drainMs: 300,
    closeTimeoutMs: 2000,
    revision: () => '7',
    log: (line) => logs.push(line),
    onClosed: () => {
      closed = true;
    },
  });
  // A page that takes 600 ms: it is still running when the drain ends.
  server = createServer(
    lifecycle.listener((req, res) => {
      const delay = req.url === '/slow' ? 600 : 0;
      setTimeout(() => res.end(`page ${req.url ?? ''}`), delay);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(() => {
  server.closeAllConnections();
  server.close();
});

test('/readyz answers 200 with the release while the replica serves', async () => {
  const ready = await get(port, '/readyz');
  expect(ready.status).toBe(200);
  expect(JSON.parse(ready.body)).toEqual({ ready: true, release: '7' });
});

test('on SIGTERM: /readyz 503 at once, new requests answered during the drain with Connection: close, the request in flight completes, then the server closes', async () => {
  const inFlight = get(port, '/slow');
  await new Promise((resolve) => setTimeout(resolve, 50));
  const stopped = lifecycle.shutdown(server, 'SIGTERM');

  const readiness = await get(port, '/readyz');
  expect(readiness.status).toBe(503);
  expect(JSON.parse(readiness.body)).toEqual({ ready: false, release: '7' });

  const during = await get(port, '/pricing');
  expect(during).toMatchObject({ status: 200, body: 'page /pricing', connection: 'close' });
  expect(closed).toBe(false);

  expect(await inFlight).toMatchObject({ status: 200, body: 'page /slow' });
  await stopped;
  expect(closed).toBe(true);
  await expect(get(port, '/pricing')).rejects.toThrow(/ECONNREFUSED/);
  expect(logs.join('\n')).toMatch(/SIGTERM: \/readyz answers 503; serving 300 ms more/);
});

test('during the drain, a new connection opened as the previous answer ends is answered too', async () => {
  const started = Date.now();
  const stopped = lifecycle.shutdown(server, 'SIGTERM');
  const statuses: number[] = [];
  // Back to back for the first half of the 300 ms drain (at most 40): each on a new connection.
  while (statuses.length < 40 && (statuses.length === 0 || Date.now() - started < 150))
    statuses.push((await get(port, `/page-${statuses.length}`)).status);
  expect(statuses).toEqual(statuses.map(() => 200));
  await stopped;
});

test('a second signal during the drain changes nothing; without a drain (SIGINT) the server closes after the request in flight', async () => {
  const inFlight = get(port, '/slow');
  await new Promise((resolve) => setTimeout(resolve, 50));
  const started = Date.now();
  const stopped = lifecycle.shutdown(server, 'SIGINT', false);
  expect(lifecycle.shutdown(server, 'SIGTERM')).toBe(stopped);
  expect(lifecycle.draining()).toBe(true);
  expect((await inFlight).status).toBe(200);
  await stopped;
  expect(closed).toBe(true);
  expect(Date.now() - started).toBeLessThan(1500);
});

test('a replica without a release state is not ready', async () => {
  const idle = createLifecycle({ drainMs: 0, closeTimeoutMs: 100, revision: () => null, log: () => undefined, onClosed: () => undefined });
  const other = createServer(idle.listener((_req, res) => res.end()));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const response = await get((other.address() as AddressInfo).port, '/readyz');
  expect(response.status).toBe(503);
  other.close();
});
