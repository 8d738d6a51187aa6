/**
 * Dev-only calls under /api/dev (API_DEV_ENDPOINTS=true; never in production): read the mail
 * outbox and set up fixtures that the product calls cannot make (devices, paid plans,
 * disabled accounts, remote config documents). No X-App-Type needed.
 */
import { randomInt } from 'node:crypto';
import { ok } from '@meridian/shared/result';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isAppType } from '../accounts/app-types.ts';
import { listMail } from '../accounts/outbox.ts';
import { emailSchema, idSchema } from '../accounts/rules.ts';
import { findOrCreateUser } from '../accounts/users.ts';
import { termEnd } from '../catalogue/terms.ts';
import { getRow, inTransaction, run } from '../db/database.ts';
import { answer } from '../http/answer.ts';
import { envelope } from '../http/envelope.ts';
import { issueFields, notFound, validationError } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { SITE_CONFIG_SCHEMAS, writeSiteConfig } from '../site/site-config.ts';
import type { SiteConfigKey } from '../site/site-config.ts';
import type { RouteModule } from './paths.ts';

const outboxQuery = z.object({ email: emailSchema });
const accountBody = z.object({
  email: emailSchema,
  plan_id: idSchema.optional(),
  disabled: z.boolean().optional(),
});
const deviceBody = z.object({
  email: emailSchema,
  app_type: idSchema.refine(isAppType, 'app_type is not a known app type'),
  user_id: idSchema.optional(),
  device_name: z.string().min(1).max(100),
});
const planRow = z.object({ id: z.number(), duration_months: z.number(), sale_cents: z.number() });

function isSiteConfigKey(key: string): key is SiteConfigKey {
  return Object.hasOwn(SITE_CONFIG_SCHEMAS, key);
}

/**
 * GET /api/dev/outbox?email= -> `{ messages: [{ id, recipient, subject, body, created_at }] }`.
 * POST /api/dev/accounts `{ email, plan_id?, disabled? }` -> `{ user_id }`: creates the account
 *   if needed; plan_id adds an active subscription (USD) and extends VIP by its term (calendar
 *   months from the later of now and the current VIP end, catalogue/terms.ts).
 * POST /api/dev/devices `{ email, app_type, user_id?, device_name }` -> `{ user_id }` (device's id).
 * PUT /api/dev/site-config/:key (promotion | latest_build | payment_common_params) -> the document.
 */
export const devRoutes: RouteModule = (app, ctx) => {
  app.get(
    '/api/dev/outbox',
    answer(async (request: FastifyRequest) => {
      const query = parseInput(outboxQuery, request.query);
      return query.ok ? ok(envelope({ messages: listMail(ctx, query.value.email) })) : query;
    }),
  );

  app.post(
    '/api/dev/accounts',
    answer(async (request: FastifyRequest) => {
      const parsed = parseInput(accountBody, request.body);
      if (!parsed.ok) return parsed;
      const body = parsed.value;
      // Looked up before anything is written, so an unknown plan leaves the accounts alone.
      const plan =
        body.plan_id === undefined
          ? null
          : getRow(
              ctx.db,
              planRow,
              "SELECT id, duration_months, sale_cents FROM plans JOIN plan_prices ON plan_id = id WHERE id = ? AND currency = 'USD'",
              body.plan_id,
            );
      if (plan === undefined) return notFound('plan');
      const now = ctx.now();
      const userId = inTransaction(ctx.db, () => {
        const { user } = findOrCreateUser(ctx, body.email);
        if (body.disabled !== undefined) run(ctx.db, 'UPDATE users SET disabled_at = ? WHERE id = ?', body.disabled ? now : null, user.id);
        if (plan !== null) {
          const expiresAt = termEnd(now, user.vip_expires_at, plan.duration_months);
          run(ctx.db, 'UPDATE users SET vip_expires_at = ? WHERE id = ?', expiresAt, user.id);
          run(
            ctx.db,
            `INSERT INTO subscriptions (user_id, plan_id, provider, status, currency, amount_cents, auto_renew, started_at, expires_at)
           VALUES (?, ?, 'dev', 'active', 'USD', ?, 1, ?, ?)`,
            user.id,
            plan.id,
            plan.sale_cents,
            now,
            expiresAt,
          );
        }
        return user.id;
      });
      return ok(envelope({ user_id: userId }));
    }),
  );

  app.post(
    '/api/dev/devices',
    answer(async (request: FastifyRequest) => {
      const parsed = parseInput(deviceBody, request.body);
      if (!parsed.ok) return parsed;
      const body = parsed.value;
      const { user } = findOrCreateUser(ctx, body.email);
      const appUserId = body.user_id ?? randomInt(1_000_000, 10_000_000);
      run(
        ctx.db,
        `INSERT OR REPLACE INTO devices (user_id, app_type, app_user_id, device_name, created_at, last_seen_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
        user.id,
        body.app_type,
        appUserId,
        body.device_name,
        ctx.now(),
        ctx.now(),
      );
      return ok(envelope({ user_id: appUserId }));
    }),
  );

  app.put(
    '/api/dev/site-config/:key',
    answer(async (request: FastifyRequest) => {
      const params = parseInput(z.object({ key: z.string() }), request.params);
      if (!params.ok) return params;
      const { key } = params.value;
      if (!isSiteConfigKey(key)) return notFound(`site config ${key}`);
      const parsed = SITE_CONFIG_SCHEMAS[key].safeParse(request.body);
      if (!parsed.success) return validationError(issueFields(parsed.error.issues));
      writeSiteConfig(ctx, key, parsed.data);
      return ok(envelope(parsed.data));
    }),
  );
};
