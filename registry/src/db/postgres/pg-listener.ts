/**
 * One dedicated PostgreSQL connection that LISTENs on the registry's revision channel and
 * reconnects when it is lost (decision 021). PostgreSQL does not replay notifications sent
 * while a listener was disconnected, so every (re)connection is reported as a possible change.
 */
import pg from 'pg';

/** The listening connection. */
export interface PgListener {
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

/** What `startPgListener` needs: the connection settings, the channel, what to call, and where to report problems. */
export interface PgListenerOptions {
  config: pg.ClientConfig;
  channel: string;
  /** Called on every notification, and after every reconnection. */
  onSignal: () => void;
  warn: (message: string) => void;
  /** First wait before reconnecting, in milliseconds (doubled up to 10 s). */
  retryMs?: number;
}

/**
 * Connects and LISTENs; resolves once listening, rejects when the first connection fails (the
 * registry does not start without its database). Later losses are retried for ever.
 */
export async function startPgListener(options: PgListenerOptions): Promise<PgListener> {
  const firstRetryMs = options.retryMs ?? 250;
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client(options.config);
    next.on('notification', () => options.onSignal());
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    await next.connect();
    await next.query(`LISTEN ${next.escapeIdentifier(options.channel)}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  }

  function lost(which: pg.Client, error: Error): void {
    if (closed || client !== which) return;
    client = null;
    options.warn(`registry: the LISTEN connection to PostgreSQL was lost (${error.message}); reconnecting, polling meanwhile`);
    retry(firstRetryMs);
  }

  function retry(retryMs: number): void {
    timer = setTimeout(() => {
      timer = null;
      connect().then(
        () => options.onSignal(),
        (error: unknown) => {
          if (closed) return;
          options.warn(`registry: LISTEN reconnection failed (${error instanceof Error ? error.message : String(error)})`);
          retry(Math.min(retryMs * 2, 10_000));
        },
      );
    }, retryMs);
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (timer !== null) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
