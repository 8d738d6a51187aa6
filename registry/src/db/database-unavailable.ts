/**
 * Telling "the database cannot be reached" from every other failure, so the registry answers
 * 503 (try again, or another registry process) rather than 500 while PostgreSQL is down,
 * restarting or failing over.
 */

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

// SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, crash, cannot connect now), 53300 (too many connections).
const SQLSTATE = /^(08...|57P0[123]|53300)$/;

const MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|connection timeout|client has encountered a connection error/i;

/** Whether `error` (or its cause) says the database is unreachable rather than that a statement failed. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; depth += 1) {
    const code: unknown = Reflect.get(current, 'code');
    const message: unknown = Reflect.get(current, 'message');
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    current = Reflect.get(current, 'cause');
  }
  return false;
}
