/**
 * Readiness and drain of one host replica behind a load balancer (decision 020).
 *
 * `GET /readyz` answers 200 while the replica serves with a release state, and 503 from the
 * moment it is asked to stop. A SIGTERM does not close the replica at once: for `drainMs` it
 * keeps answering every request (the balancer needs a few probes to notice the 503), each
 * answer with `Connection: close` so keep-alive clients move to another replica; then it stops
 * accepting connections, lets the requests in flight finish (at most `closeTimeoutMs`) and
 * calls `onClosed`.
 */
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

/** Options of {@link createLifecycle}. */
export interface LifecycleOptions {
  /** Milliseconds a stopping replica keeps answering while the balancer notices `/readyz` 503. */
  readonly drainMs: number;
  /** Milliseconds the requests in flight may take after the drain before their connections are cut. */
  readonly closeTimeoutMs: number;
  /** The release revision in force, or null while the host has none (not ready). */
  readonly revision: () => string | null;
  readonly log: (message: string) => void;
  /** Called once the server has closed (the entry exits the process). */
  readonly onClosed: () => void;
}

/** A replica's readiness and its way out. */
export interface Lifecycle {
  /** The request listener: `/readyz`, then `app`, with `Connection: close` once draining. */
  listener(app: RequestListener): RequestListener;
  /** Stops the replica: not ready now, drain, close, then `onClosed`. Later calls return the same promise; `drain: false` skips the wait. */
  shutdown(server: Server, reason: string, drain?: boolean): Promise<void>;
  /** True from the first shutdown call on. */
  draining(): boolean;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function answerReadiness(req: IncomingMessage, res: ServerResponse, ready: boolean, revision: string | null): void {
  res.statusCode = ready ? 200 : 503;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ ready, release: revision }));
}

/** Closes `server` after the requests in flight, cutting what is left after `timeoutMs`. */
function closeServer(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    // Keep-alive connections between requests would hold the server open until their own timeout.
    server.closeIdleConnections();
  });
}

/** Creates the lifecycle of one server; see the module comment for the rules. */
export function createLifecycle({ drainMs, closeTimeoutMs, revision, log, onClosed }: LifecycleOptions): Lifecycle {
  let stopping: Promise<void> | undefined;
  // Set once the server stopped accepting: only then is every idle connection a kept-alive one
  // (during the drain, a connection just accepted has no request yet and looks idle too).
  let closedServer: Server | undefined;
  const inFlight = new Set<ServerResponse>();
  return {
    listener: (app) => (req, res) => {
      if (stopping) res.setHeader('Connection', 'close');
      inFlight.add(res);
      res.on('close', () => {
        inFlight.delete(res);
        // A request that began before the stop may leave its connection kept alive: closed once idle.
        if (closedServer) setImmediate(() => closedServer?.closeIdleConnections());
      });
      const path = req.url?.split('?')[0];
      if (path === '/readyz' && (req.method === 'GET' || req.method === 'HEAD')) {
        const current = revision();
        answerReadiness(req, res, !stopping && current !== null, current);
        return;
      }
      app(req, res);
    },
    shutdown(server, reason, drain = true) {
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      stopping ??= (async () => {
        const ms = drain ? drainMs : 0;
        log(`${reason}: /readyz answers 503; serving ${ms} ms more, then closing after the requests in flight`);
        if (ms > 0) await wait(ms);
        closedServer = server;
        await closeServer(server, closeTimeoutMs);
        log(`${reason}: closed`);
        onClosed();
      })();
      return stopping;
    },
    draining: () => stopping !== undefined,
  };
}
