/** The X-App-Type check (rule site.app-type): every product call carries X-App-Type 501 (web). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '@meridian/shared/result';
import { sendRefusal } from './answer.ts';
import { ErrorCode } from './errors.ts';

/** App type of the website (rule site.app-type: 501 Web_Master). */
export const WEB_APP_TYPE = '501';

/**
 * onRequest hook for product routes: answers 400 code 40002 when X-App-Type is missing or not
 * 501 (the route then never runs), else lets the request through.
 */
export async function requireWebAppType(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (request.headers['x-app-type'] === WEB_APP_TYPE) return undefined;
  return sendRefusal(reply, apiError(400, ErrorCode.appType, `X-App-Type header must be ${WEB_APP_TYPE}`).error);
}
