/** POST /api/mms/report/v1/contact_us (decision 026): a support message, stored for staff. */
import { contactUsCall } from '@meridian/shared/api-schemas';
import { ok } from '@meridian/shared/result';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { emailSchema } from '../accounts/rules.ts';
import { hit } from '../auth/rate-limit.ts';
import { optionalUser } from '../auth/sessions.ts';
import { run } from '../db/database.ts';
import { answer } from '../http/answer.ts';
import { reply } from '../http/envelope.ts';
import { perIpLimit } from '../http/route-limits.ts';
import { parseInput, requestOf } from '../http/validate.ts';
import type { RouteModule } from './paths.ts';

const contactBody = requestOf(
  contactUsCall,
  z.object({
    email: emailSchema,
    name: z.string().trim().max(100).default(''),
    subject: z.string().trim().max(200).default(''),
    content: z.string().trim().min(1, 'content is required').max(5000),
  }),
);

/**
 * Body `{ email, name?, subject?, content }` (content 1..5000 characters) -> `{ id }`.
 * A valid bearer token links the message to the account; an invalid one is ignored.
 * 429 past API_RATE_CONTACT_PER_IP requests per IP (in memory) or API_RATE_CONTACT_PER_ACCOUNT
 * messages per email (in the database), per API_RATE_WINDOW_SECONDS.
 */
export const contactRoutes: RouteModule = (app, ctx) => {
  const { contact, windowSeconds } = ctx.config.rateLimits;
  const limit = perIpLimit(app, contact.perIp, windowSeconds * 1000);
  app.post(
    '/api/mms/report/v1/contact_us',
    limit,
    answer(async (request: FastifyRequest) => {
      const parsed = parseInput(contactBody, request.body);
      if (!parsed.ok) return parsed;
      const body = parsed.value;
      const perEmail = hit(ctx, 'contact:account', body.email, contact.perAccount);
      if (!perEmail.ok) return perEmail;
      const { lastId } = run(
        ctx.db,
        `INSERT INTO contact_messages (user_id, email, name, subject, content, ip, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
        optionalUser(ctx, request)?.userId ?? null,
        body.email,
        body.name,
        body.subject,
        body.content,
        request.ip,
        ctx.now(),
      );
      return ok(reply(contactUsCall, { id: lastId }));
    }),
  );
};
