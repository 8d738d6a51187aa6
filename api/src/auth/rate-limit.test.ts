import { DatabaseSync } from 'node:sqlite';
import type { AppContext } from '../context.ts';
import { initialSchema } from '../db/migrations/001-initial-schema.ts';
import type { ApiRefusal, ApiResult } from '../http/errors.ts';
import { testConfig } from '../testing/test-app.ts';
import { hit, limitAction } from './rate-limit.ts';

let db: DatabaseSync;
let time: number;
let ctx: AppContext;

beforeEach(() => {
  db = new DatabaseSync(':memory:');
  initialSchema.up(db);
  time = 1_000_000;
  const config = testConfig(':memory:', {
    rateLimits: {
      windowSeconds: 10,
      login: { perIp: 3, perAccount: 2 },
      verification: { perIp: 1, perAccount: 1 },
      contact: { perIp: 1, perAccount: 1 },
    },
  });
  ctx = {
    db,
    config,
    now: () => time,
    geo: async () => null,
    captcha: { provider: 'local', verify: async () => ({ ok: true }) },
    localCaptcha: null,
  };
});
afterEach(() => {
  db.close();
});

function refusal(work: () => ApiResult<void>): ApiRefusal | undefined {
  const result = work();
  return result.ok ? undefined : result.error;
}

test('allows up to the limit in a window, then refuses with 429 and the seconds left', () => {
  hit(ctx, 'b', 'k', 2);
  time += 4000;
  hit(ctx, 'b', 'k', 2);
  const error = refusal(() => hit(ctx, 'b', 'k', 2));
  expect(error).toMatchObject({ status: 429, code: 429, headers: { 'retry-after': '6' } });
});

test('starts a new window once the old one has passed', () => {
  hit(ctx, 'b', 'k', 1);
  expect(refusal(() => hit(ctx, 'b', 'k', 1))).toBeDefined();
  time += 10_000;
  expect(refusal(() => hit(ctx, 'b', 'k', 1))).toBeUndefined();
});

test('counts keys and buckets apart', () => {
  hit(ctx, 'a', 'k', 1);
  expect(refusal(() => hit(ctx, 'a', 'other', 1))).toBeUndefined();
  expect(refusal(() => hit(ctx, 'b', 'k', 1))).toBeUndefined();
});

test('limitAction applies the per-IP cap across accounts and the per-account cap across case', () => {
  limitAction(ctx, 'login', ctx.config.rateLimits.login, '10.0.0.1', 'Ann@x.co');
  limitAction(ctx, 'login', ctx.config.rateLimits.login, '10.0.0.2', 'ann@x.co');
  expect(refusal(() => limitAction(ctx, 'login', ctx.config.rateLimits.login, '10.0.0.3', 'ANN@x.co'))).toBeDefined();
  limitAction(ctx, 'login', ctx.config.rateLimits.login, '10.0.0.9', 'a@x.co');
  limitAction(ctx, 'login', ctx.config.rateLimits.login, '10.0.0.9', 'b@x.co');
  limitAction(ctx, 'login', ctx.config.rateLimits.login, '10.0.0.9', 'c@x.co');
  expect(refusal(() => limitAction(ctx, 'login', ctx.config.rateLimits.login, '10.0.0.9', 'd@x.co'))).toBeDefined();
});

test('limitAction counts an IPv6 client by its /64: new addresses of the same network share one budget', () => {
  for (const host of ['1', '2', '3']) limitAction(ctx, 'login', ctx.config.rateLimits.login, `2001:db8:1:2::${host}`);
  expect(refusal(() => limitAction(ctx, 'login', ctx.config.rateLimits.login, '2001:db8:1:2:ffff::4'))).toBeDefined();
  expect(refusal(() => limitAction(ctx, 'login', ctx.config.rateLimits.login, '2001:db8:1:3::1'))).toBeUndefined();
});
