/**
 * Static-like documents the site polls (rules popup.remote-config and shell.build-poll) and the local captcha:
 * GET /build/latest.json?t=<ms>, GET /config/promotion.json, GET /captcha/local.js,
 * POST /captcha/local/token. The two JSON documents are returned bare (no envelope), as a
 * CDN would serve them.
 */
import { ok } from '@meridian/shared/result';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { localCaptchaScript } from '../captcha/local-script.ts';
import { answer } from '../http/answer.ts';
import { envelope } from '../http/envelope.ts';
import { SCRIPT_HELMET } from '../http/security-headers.ts';
import { parseInput } from '../http/validate.ts';
import { latestBuildSchema, promotionSchema, readSiteConfig } from '../site/site-config.ts';
import type { RouteModule } from './paths.ts';

const tokenBody = z.object({ kind: z.enum(['v2', 'v3']), action: z.string().max(100).default('') });

/**
 * GET /build/latest.json -> `{ id }` (the `t` query only defeats caches).
 * GET /config/promotion.json -> `{ startTime, endTime, isFestival, segments: [{ text, color }] }`.
 * GET /captcha/local.js -> JavaScript (local captcha provider only; else 404).
 * POST /captcha/local/token `{ kind: 'v2'|'v3', action? }` -> `{ token, expires_in }`.
 */
export const siteRoutes: RouteModule = (app, ctx) => {
  app.get('/build/latest.json', async () => readSiteConfig(ctx, 'latest_build', latestBuildSchema));
  app.get('/config/promotion.json', async () => readSiteConfig(ctx, 'promotion', promotionSchema));

  const local = ctx.localCaptcha;
  if (local === null || ctx.config.captcha.provider !== 'local') return;
  const script = localCaptchaScript(ctx.config.captcha.ttlSeconds);
  const ttlSeconds = ctx.config.captcha.ttlSeconds;

  // The site's pages load this script from their own origin: a cross-origin resource policy.
  app.get('/captcha/local.js', SCRIPT_HELMET, async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );
  app.post(
    '/captcha/local/token',
    answer(async (request: FastifyRequest) => {
      const body = parseInput(tokenBody, request.body);
      return body.ok ? ok(envelope({ token: local.issue(body.value.kind, body.value.action), expires_in: ttlSeconds })) : body;
    }),
  );
};
