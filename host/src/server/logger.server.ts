/**
 * The host's logs (issue 14): structured JSON lines with pino, one per request through
 * pino-http (assets and health checks excluded), and the host's own messages at `warn`.
 * `HOST_LOG_LEVEL` sets the level (`info` by default; `warn` drops request lines).
 */
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Log } from './throttled-log.server.ts';

/** Creates the process logger at `level`. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'host' }, timestamp: pino.stdTimeFunctions.isoTime });
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
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: { method?: string; url?: string }) => ({ method: req.method, url: req.url }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
