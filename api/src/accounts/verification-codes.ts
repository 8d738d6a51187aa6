/**
 * Emailed six-digit codes for signing in by email and for resetting a password (decision 017).
 * Only a hash is stored; a code lives config.verificationCodeTtlSeconds. A new code does not void
 * the ones mailed before: the newest MAX_LIVE_CODES unused codes of an address and purpose are
 * accepted, so a stranger asking for codes cannot void the one the owner is typing. Wrong
 * guesses are counted per code and per client address (http/client-address.ts): an address may
 * make MAX_ATTEMPTS_PER_ADDRESS wrong tries at a code, and a code takes MAX_ATTEMPTS_PER_CODE
 * wrong tries from all addresses together before it is dead, so someone else's guesses never
 * use up the owner's tries, and a code still cannot be guessed (at most 100 of 1 000 000 values
 * are ever tried: 1 in 10 000 per code). Signing in with one code uses up every live code.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { apiError, ok } from '@meridian/shared/result';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { allRows, inTransaction, run } from '../db/database.ts';
import { addressKey } from '../http/client-address.ts';
import { ErrorCode, type ApiRefused, type ApiResult } from '../http/errors.ts';
import { sendMail } from './outbox.ts';

/** What a code is for: 'login' signs in (creating the account), 'reset_password' sets a new password. */
export type CodePurpose = 'login' | 'reset_password';

/** Wrong tries one client address may make at one code. */
export const MAX_ATTEMPTS_PER_ADDRESS = 5;
/** Wrong tries at one code from all addresses together, after which nobody can use it. */
export const MAX_ATTEMPTS_PER_CODE = 100;
/** Unused, unexpired codes of one address and purpose that are accepted: the newest ones. */
export const MAX_LIVE_CODES = 3;

const codeRow = z.object({ id: z.number(), code_hash: z.string(), attempts: z.number(), mine: z.number() });

function hashCode(email: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${email}:${code}`).digest('hex');
}

/**
 * Makes a code for `email` and mails it; the codes mailed before stay valid (the newest
 * MAX_LIVE_CODES are accepted).
 * @returns the code's expiry, ms since epoch
 */
export function issueCode(ctx: AppContext, email: string, purpose: CodePurpose): number {
  const now = ctx.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = now + ctx.config.verificationCodeTtlSeconds * 1000;
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
 * Checks a code typed at client address `ip`; with `consume`, a correct code and every other
 * live code of the address and purpose cannot be used again. A wrong code counts one try against
 * each live code this address may still try, for the address and in total.
 * @returns ok, or the refusal 400 code 40011 when no live code is left to this address, or the code is wrong
 */
export function checkCode(
  ctx: AppContext,
  email: string,
  purpose: CodePurpose,
  code: string,
  consume: boolean,
  ip: string,
): ApiResult<void> {
  const address = addressKey(ip);
  const now = ctx.now();
  const matched = inTransaction(ctx.db, () => {
    const live = allRows(
      ctx.db,
      codeRow,
      `SELECT c.id, c.code_hash, c.attempts, COALESCE(a.attempts, 0) AS mine
         FROM verification_codes c LEFT JOIN verification_attempts a ON a.code_id = c.id AND a.address = ?
        WHERE c.email = ? AND c.purpose = ? AND c.consumed_at IS NULL AND c.expires_at > ?
        ORDER BY c.id DESC LIMIT ?`,
      address,
      email,
      purpose,
      now,
      MAX_LIVE_CODES,
    );
    const open = live.filter((row) => row.attempts < MAX_ATTEMPTS_PER_CODE && row.mine < MAX_ATTEMPTS_PER_ADDRESS);
    const actual = Buffer.from(hashCode(email, purpose, code), 'hex');
    // Compare with every open code, so the time taken does not tell which one matched.
    const hits = open.map((row) => timingSafeEqual(Buffer.from(row.code_hash, 'hex'), actual));
    if (hits.includes(true)) {
      if (consume) {
        run(
          ctx.db,
          'UPDATE verification_codes SET consumed_at = ? WHERE email = ? AND purpose = ? AND consumed_at IS NULL',
          now,
          email,
          purpose,
        );
      }
      return true;
    }
    for (const row of open) {
      run(ctx.db, 'UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ?', row.id);
      run(
        ctx.db,
        `INSERT INTO verification_attempts (code_id, address, attempts) VALUES (?, ?, 1)
           ON CONFLICT (code_id, address) DO UPDATE SET attempts = attempts + 1`,
        row.id,
        address,
      );
    }
    return false;
  });
  return matched ? ok(undefined) : badCode();
}

/** The refusal of a wrong, used or expired code: 400 code 40011. */
export function badCode(): ApiRefused {
  return apiError(400, ErrorCode.badVerificationCode, 'verification code is invalid or expired');
}
