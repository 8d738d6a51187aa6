/**
 * How the host's server calls the product API (decision 078): undici's `request` over one
 * keep-alive connection pool per process, the {@link Transport} of every request's API client
 * (page-context.server.ts). About a third of the CPU of the same call through axios and Node's
 * `http` (0.23 against 0.66 ms a call here), and a page such as `/` makes two. undici is the
 * project behind Node's own `fetch`; its diagnostics channels carry the trace (host-tracing.server.ts).
 */
import { Agent, request } from 'undici';
import type { Transport } from '@meridian/shared/http-transport.server';

/** The transport and the end of its connections (the host's shutdown). */
export interface ApiTransport {
  readonly send: Transport;
  /** Closes the pooled connections once their calls have answered. */
  close(): Promise<void>;
}

/**
 * Creates the transport. `keepAliveMs` bounds how long an idle connection is kept (below the
 * API's own keep-alive, so the host never writes on a connection the API is closing).
 */
export function createApiTransport({ keepAliveMs = 4_000 }: { readonly keepAliveMs?: number } = {}): ApiTransport {
  const agent = new Agent({ keepAliveTimeout: keepAliveMs, keepAliveMaxTimeout: keepAliveMs });
  const send: Transport = async (call) => {
    const signals = [call.signal, call.timeoutMs > 0 ? AbortSignal.timeout(call.timeoutMs) : undefined].filter(
      (signal): signal is AbortSignal => signal !== undefined,
    );
    const signal = signals.length === 0 ? undefined : signals.length === 1 ? signals[0] : AbortSignal.any(signals);
    try {
      const answer = await request(call.url, {
        method: call.method as 'GET',
        headers: call.headers,
        body: call.body,
        dispatcher: agent,
        ...(signal ? { signal } : {}),
      });
      return { status: answer.statusCode, text: await answer.body.text() };
    } catch (error) {
      if (call.signal?.aborted === true) throw { code: 'ERR_CANCELED', message: 'canceled' };
      if (signal?.aborted === true) throw { code: 'ECONNABORTED', message: `timeout of ${call.timeoutMs}ms exceeded` };
      throw { code: 'ERR_NETWORK', message: error instanceof Error ? error.message : String(error) };
    }
  };
  return { send, close: () => agent.close() };
}
