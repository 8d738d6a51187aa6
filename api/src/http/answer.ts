/**
 * The one place a refusal becomes an HTTP answer (decision 067): route handlers return
 * `ApiResult<body>` and `answer` sends either the body or the refusal, with its status, its
 * headers and `{ code, message, ...details }`; the X-App-Type hook and the error handler (for
 * the refusal of @fastify/rate-limit, which can only throw) send theirs through `sendRefusal`.
 */
import type { FastifyReply } from 'fastify';
import { refusalBody } from '@meridian/shared/result';
import type { ApiRefusal, ApiResult } from './errors.ts';

/** Sends `error`: its status and headers, body `{ code, message, ...details }` (README.md "Envelope and errors"). */
export function sendRefusal(reply: FastifyReply, error: ApiRefusal): FastifyReply {
  return reply
    .code(error.status)
    .headers(error.headers ?? {})
    .send(refusalBody(error));
}

/**
 * A Fastify route handler from one that returns `ApiResult<body>`: a value is the response body
 * (the envelope, or a bare JSON document), a refusal is sent by `sendRefusal`. What the handler
 * throws stays a 500 of the error handler.
 */
export function answer<Request, Reply extends FastifyReply>(
  handler: (request: Request, reply: Reply) => ApiResult<unknown> | Promise<ApiResult<unknown>>,
): (request: Request, reply: Reply) => Promise<unknown> {
  return async (request, reply) => {
    const result = await handler(request, reply);
    return result.ok ? result.value : sendRefusal(reply, result.error);
  };
}

/**
 * A refusal made by a plugin that can only throw (@fastify/rate-limit's errorResponseBuilder):
 * the error handler sends `refusal` by `sendRefusal`. Nothing of ours throws one.
 */
export class ThrownRefusal extends Error {
  readonly refusal: ApiRefusal;

  constructor(refusal: ApiRefusal) {
    super(refusal.message);
    this.name = 'ThrownRefusal';
    this.refusal = refusal;
  }
}
