/**
 * A tiny HTTP server on 127.0.0.1 (random port) that plays a remote origin in tests: it serves
 * whatever files the test puts in it at `/<version>/<path>`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running fake origin. */
export interface FakeOrigin {
  origin: string;
  /** Serves `body` at `path` (`/1.0.0/mf-manifest.json`); `status` defaults to 200. */
  put(path: string, body: string | Uint8Array, status?: number): void;
  remove(path: string): void;
  close(): Promise<void>;
}

/** Starts a fake origin. */
export async function startFakeOrigin(): Promise<FakeOrigin> {
  const files = new Map<string, { body: string | Uint8Array; status: number }>();
  const server: Server = createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (file === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(file.status, { 'content-type': 'application/json' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    put: (path, body, status = 200) => files.set(path, { body, status }),
    remove: (path) => files.delete(path),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
