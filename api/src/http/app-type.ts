/** The X-App-Type check of spec section 7: every product call carries X-App-Type 501 (web). */
import type { FastifyRequest } from 'fastify';
import { ApiError, ErrorCode } from './errors.ts';

/** App type of the website (spec section 1 and 3: 501 Web_Master). */
export const WEB_APP_TYPE = '501';

/**
 * onRequest hook for product routes.
 * @throws ApiError 400 code 40002 when X-App-Type is missing or not 501
 */
export async function requireWebAppType(request: FastifyRequest): Promise<void> {
  const value = request.headers['x-app-type'];
  if (value !== WEB_APP_TYPE) {
    throw new ApiError(400, ErrorCode.appType, `X-App-Type header must be ${WEB_APP_TYPE}`);
  }
}
