/** The registry's logger, in a module of its own so that what deps.ts wires (the token source) can log without importing deps.ts back. */

/** Minimal logger; Fastify's logger or `console` fit. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}
