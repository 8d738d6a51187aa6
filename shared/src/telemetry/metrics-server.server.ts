/**
 * The internal metrics endpoint of a server process (decision 056): `GET /metrics` in
 * Prometheus' text format on a port of its own, never on the port the public reaches. Anything
 * else on it answers 404; a failed collection answers 500 naming the cause.
 */
import { createServer, type Server } from 'node:http';

/** What the endpoint serves: prom-client's `Registry` fits. */
export interface MetricsSource {
  metrics(): Promise<string>;
  readonly contentType: string;
}

/** A listening metrics endpoint. */
export interface MetricsEndpoint {
  /** The port it listens on (the one asked for, or the system's choice for 0). */
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Serves `source` on `bind`:`port`. Rejects with an Error naming `METRICS_PORT` when the port
 * cannot be listened on (taken, not allowed), so a process stops at start-up rather than run
 * unseen.
 */
export function serveMetrics(source: MetricsSource, port: number, bind: string): Promise<MetricsEndpoint> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at GET /metrics.\n');
      return;
    }
    source.metrics().then(
      (text) =>
        res.writeHead(200, { 'content-type': source.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? '' : text),
      (error: unknown) =>
        res
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`Collecting the metrics failed: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  // Prometheus keeps its connection between scrapes; a stopping process must not wait for it.
  server.keepAliveTimeout = 30_000;
  return new Promise((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`METRICS_PORT ${port} on ${bind}: ${error.message}`, { cause: error })));
    server.listen(port, bind, () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address !== null ? address.port : port,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
