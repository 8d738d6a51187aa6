/**
 * The users table: accounts by email (password optional until set) and anonymous accounts
 * made at purchase (rule checkout.anonymous). Emails are stored lower-cased; ids start at 100001. An
 * email reaches an account only through its owner's emailed code (sign-in by code creates the
 * account); an anonymous account never gets one: a claim (claim.ts) moves its purchases to
 * the email account and disables it.
 */
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { getRow, run } from '../db/database.ts';

/** One account row. Times are ms since epoch. */
export const userRow = z.object({
  id: z.number(),
  email: z.string().nullable(),
  password_hash: z.string().nullable(),
  is_anonymous: z.number(),
  vip_expires_at: z.number().nullable(),
  disabled_at: z.number().nullable(),
  created_at: z.number(),
});

export type UserRow = z.infer<typeof userRow>;

const COLUMNS = 'id, email, password_hash, is_anonymous, vip_expires_at, disabled_at, created_at';

/** The account with this (lower-cased) email, or undefined. */
export function findUserByEmail(ctx: AppContext, email: string): UserRow | undefined {
  return getRow(ctx.db, userRow, `SELECT ${COLUMNS} FROM users WHERE email = ?`, email);
}

/**
 * The account with this id.
 * @throws Error when it does not exist (callers hold a valid session for it)
 */
export function getUser(ctx: AppContext, id: number): UserRow {
  const user = getRow(ctx.db, userRow, `SELECT ${COLUMNS} FROM users WHERE id = ?`, id);
  if (user === undefined) throw new Error(`Loading user ${id}: not found`);
  return user;
}

/** Creates an account; `email` null makes an anonymous one. Returns its id. */
export function createUser(ctx: AppContext, email: string | null): number {
  return run(ctx.db, 'INSERT INTO users (email, is_anonymous, created_at) VALUES (?, ?, ?)', email, email === null ? 1 : 0, ctx.now())
    .lastId;
}

/** The account for `email`, created when missing; `created` tells which happened. */
export function findOrCreateUser(ctx: AppContext, email: string): { user: UserRow; created: boolean } {
  const existing = findUserByEmail(ctx, email);
  if (existing !== undefined) return { user: existing, created: false };
  // INSERT OR IGNORE covers two first logins racing for the same address.
  run(ctx.db, 'INSERT OR IGNORE INTO users (email, is_anonymous, created_at) VALUES (?, 0, ?)', email, ctx.now());
  const user = findUserByEmail(ctx, email);
  if (user === undefined) throw new Error(`Creating user for ${email}: row missing after insert`);
  return { user, created: true };
}

/** Stores a new password hash for a user. */
export function setPasswordHash(ctx: AppContext, userId: number, hash: string): void {
  run(ctx.db, 'UPDATE users SET password_hash = ? WHERE id = ?', hash, userId);
}

/** Remaining VIP time in whole seconds (0 when none or lapsed). */
export function vipRemainSeconds(user: UserRow, now: number): number {
  return user.vip_expires_at === null ? 0 : Math.max(0, Math.floor((user.vip_expires_at - now) / 1000));
}
