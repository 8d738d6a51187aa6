/** Path prefixes of the API (from the shared contract, decision 026) and the shape of a route module. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

export { ACCOUNT_V1, API_PATH, PAYMENT_V1, RECAPTCHA_V2_PREFIX, RECAPTCHA_V3_PREFIX, WEB } from '@meridian/shared/api-contract';

/** Registers one group of routes on `app`. */
export type RouteModule = (app: FastifyInstance, ctx: AppContext) => void;
