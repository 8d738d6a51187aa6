import { createServer, connect, type Server, type Socket } from 'node:net';
import { createFixture, type Fixture } from '../test-support/registry-fixture.ts';
import { TEST_DATABASE_URL, testOnPostgres } from '../test-support/test-database.ts';

/** A TCP proxy in front of the test PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
interface DatabaseProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
}

async function startProxy(): Promise<DatabaseProxy> {
  const target = new URL(TEST_DATABASE_URL ?? 'postgresql://127.0.0.1:5432/x');
  const sockets = new Set<Socket>();
  const serve = (): Server =>
    createServer((client) => {
      const upstream = connect(Number(target.port), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
  let server = serve();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy: no port');
  return {
    port: address.port,
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async restore() {
      server = serve();
      await new Promise<void>((resolve) => server.listen(address.port, '127.0.0.1', resolve));
    },
  };
}

let fx: Fixture | undefined;

let proxy: DatabaseProxy | undefined;

afterEach(async () => {
  try {
    await fx?.close();
  } finally {
    await proxy?.cut();
  }
});

testOnPostgres(
  'while PostgreSQL is unreachable the registry answers 503 database_unavailable, and serves again when it is back',
  async () => {
    const { port, cut, restore } = (proxy = await startProxy());
    fx = await createFixture(
      {},
      {
        databaseUrl: (url) => {
          const proxied = new URL(url);
          proxied.port = String(port);
          return proxied.href;
        },
      },
    );
    expect((await fx.request({ url: '/api/releases' })).statusCode).toBe(200);
    await cut();
    for (const request of [{ url: '/api/releases' }, { url: '/api/audit' }]) {
      const response = await fx.request(request);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ code: 'database_unavailable', message: expect.stringMatching(/cannot be reached/) });
    }
    expect((await fx.write({ action: 'promote', remote: 'blog' }, 0)).statusCode).toBe(503);
    await restore();
    expect((await fx.request({ url: '/api/releases' })).statusCode).toBe(200);
  },
);
