/**
 * Emailed six-digit codes for signing in by email and for resetting a password. Only a hash
 * is stored; a code lives config.verificationCodeTtlSeconds, allows MAX_ATTEMPTS wrong tries,
 * and a newer code for the same address and purpose replaces it.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { getRow, run } from '../db/database.ts';
import { ApiError, ErrorCode } from '../http/errors.ts';
import { sendMail } from './outbox.ts';

/** What a code is for: 'login' signs in (creating the account), 'reset_password' sets a new password. */
export type CodePurpose = 'login' | 'reset_password';

/** Wrong tries allowed per code. */
export const MAX_ATTEMPTS = 5;

const codeRow = z.object({ id: z.number(), code_hash: z.string(), attempts: z.number() });

function hashCode(email: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${email}:${code}`).digest('hex');
}

/**
 * Makes a code for `email` and mails it.
 * @returns the code's expiry, ms since epoch
 */
export function issueCode(ctx: AppContext, email: string, purpose: CodePurpose): number {
  const now = ctx.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = now + ctx.config.verificationCodeTtlSeconds * 1000;
  run(ctx.db, 'UPDATE verification_codes SET consumed_at = ? WHERE email = ? AND purpose = ? AND consumed_at IS NULL', now, email, purpose);
  run(
    ctx.db,
    'INSERT INTO verification_codes (email, purpose, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    email,
    purpose,
    hashCode(email, purpose, code),
    now,
    expiresAt,
  );
  const minutes = Math.round(ctx.config.verificationCodeTtlSeconds / 60);
  const subject = purpose === 'login' ? 'Your sign-in code' : 'Your password reset code';
  sendMail(ctx, email, subject, `Your verification code is ${code}. It expires in ${minutes} minutes.`);
  return expiresAt;
}

/**
 * Checks a code; with `consume` a correct code cannot be used again.
 * @throws ApiError 400 code 40011 when there is no live code, it is wrong, or tries ran out
 */
export function checkCode(ctx: AppContext, email: string, purpose: CodePurpose, code: string, consume: boolean): void {
  const invalid = new ApiError(400, ErrorCode.badVerificationCode, 'verification code is invalid or expired');
  const row = getRow(
    ctx.db,
    codeRow,
    `SELECT id, code_hash, attempts FROM verification_codes
      WHERE email = ? AND purpose = ? AND consumed_at IS NULL AND expires_at > ?
      ORDER BY id DESC LIMIT 1`,
    email,
    purpose,
    ctx.now(),
  );
  if (row === undefined || row.attempts >= MAX_ATTEMPTS) throw invalid;
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(hashCode(email, purpose, code), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    run(ctx.db, 'UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ?', row.id);
    throw invalid;
  }
  if (consume) run(ctx.db, 'UPDATE verification_codes SET consumed_at = ? WHERE id = ?', ctx.now(), row.id);
}
