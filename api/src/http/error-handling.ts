/**
 * JSON body parsing and the error/not-found handlers: whatever goes wrong, the client gets
 * JSON `{ code, message }` and never a 500 for bad input (README.md "Errors"). Our own refusals
 * are values (http/answer.ts, decision 067); this handler answers Fastify's own client errors,
 * the rate-limit plugin's thrown refusal and, as 500, the unexpected.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRefusal, ThrownRefusal } from './answer.ts';
import { ErrorCode } from './errors.ts';

/** Maps Fastify's own client errors (body parsing, limits, media type) to API codes. */
function codeForClientError(error: FastifyError, status: number): number {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return ErrorCode.badJson;
  if (status === 400) return ErrorCode.validation;
  return status;
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a URL with broken
 * percent-encoding) get the same JSON shape, 400 code 40000.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send({ code: ErrorCode.validation, message: error.message });
}

/**
 * Installs on `app`: a JSON parser that treats an empty body as no body and rejects
 * prototype-poisoning keys, the error handler and the 404 handler.
 */
export function installErrorHandling(app: FastifyInstance): void {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // Clients post some calls (geo_info, logout) with a JSON content type and no body.
    if (text.trim() === '') done(null, undefined);
    else defaultJson(request, text, done);
  });

  app.setErrorHandler((error: FastifyError | ThrownRefusal, request, reply) => {
    if (error instanceof ThrownRefusal) return sendRefusal(reply, error.refusal);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'request body is not valid JSON' : error.message;
      return reply.code(status).send({ code: codeForClientError(error, status), message });
    }
    request.log.error({ err: error }, 'unexpected error while handling %s %s', request.method, request.url);
    return reply.code(500).send({ code: ErrorCode.internal, message: 'internal error' });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    return reply.code(404).send({ code: ErrorCode.notFound, message: `route not found: ${request.method} ${path}` });
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });
}
