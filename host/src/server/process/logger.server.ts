/**
 * The host's logs (decision 056): structured JSON lines with pino, one per request through
 * pino-http (assets and health checks excluded), and the host's own messages at `warn`.
 * `HOST_LOG_LEVEL` sets the level (`info` by default; `warn` drops request lines).
 */
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { traceFields } from '@meridian/shared/spans.server';
import type { Log } from './throttled-log.server.ts';

/** Creates the process logger at `level`; a line written inside a traced request carries its `trace_id` and `span_id` (decision 056). */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'host' }, timestamp: pino.stdTimeFunctions.isoTime, mixin: traceFields });
}

/** The host's `Log` over `logger`: a message at warn, with the error serialised when given. */
export function logOf(logger: Logger): Log {
  return (message, error) => {
    if (error === undefined) logger.warn(message);
    else logger.warn({ err: error instanceof Error ? error : new Error(String(error)) }, message);
  };
}

const QUIET = /^\/(assets\/|healthz|favicon|build\/latest\.json)/;

/** Express middleware writing one line per page request: method, URL, status, time; 5xx at error, 4xx at info. */
export function requestLogger(logger: Logger) {
  return pinoHttp<IncomingMessage, ServerResponse>({
    logger,
    autoLogging: { ignore: (req) => QUIET.test(req.url ?? '') },
    // A 503 is the designed answer for an unavailable area (logged once per interval elsewhere); 500s are errors.
    customLogLevel: (_req, res, error) => (res.statusCode === 503 ? 'warn' : error || res.statusCode >= 500 ? 'error' : 'info'),
    customErrorMessage: (_req, res) => `request failed with ${res.statusCode}`,
    // pino-http makes an Error for every 5xx; its stack says nothing, so only real errors keep one.
    customErrorObject: (_req, res, error, value: Record<string, unknown>) =>
      error.message === `failed with status code ${res.statusCode}`
        ? { req: value.req, res: value.res, responseTime: value.responseTime }
        : value,
    serializers: {
      req: (req: { method?: string; url?: string }) => ({ method: req.method, url: req.url }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
