/** Path prefixes of spec section 7 and the shape of a route module. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

export const ACCOUNT_V1 = '/api/mms/account/v1';
/** "web/..." calls of spec section 7. */
export const WEB = `${ACCOUNT_V1}/web`;
export const PAYMENT_V1 = '/api/mms/payment/v1';
/** The client rewrites captcha v2 calls (login) under this prefix. */
export const RECAPTCHA_V2_PREFIX = '/ws/mm/reca/r2';
/** The client rewrites captcha v3 calls (anonymous signup) under this prefix. */
export const RECAPTCHA_V3_PREFIX = '/ws/mm/reca/r3';

/** Registers one group of routes on `app`. */
export type RouteModule = (app: FastifyInstance, ctx: AppContext) => void;
