/**
 * Account calls of the api contract (api/README.md): sign-in by
 * password or emailed code, anonymous signup, logout, the password calls, the support message
 * and the visitor's address lookup. Requests are the wire shapes a client sends (the api adds
 * its own rules on top, e.g. password strength of rule account.password); responses are what the
 * remotes parse (decision 026).
 */
import * as z from 'zod/mini';
import * as API_PATH from './api-path.ts';
import { call, epochMs, noBody, nothing } from './call-kit.ts';

/** The captcha token field; empty or absent where no security check was shown (rule account.captcha). */
const recasign = z.optional(z.string());
/** The browser's device token from an earlier sign-in, when it has one. */
const deviceToken = z.optional(z.string());
/** What an emailed code is for. */
export const CODE_PURPOSES = ['login', 'reset_password'] as const;
const purpose = z.optional(z.enum(CODE_PURPOSES));

/** A new session: bearer `token` until `expires_at` (ms), and the browser's next device token. */
const session = z.object({
  token: z.string().check(z.minLength(1)),
  token_type: z.literal('Bearer'),
  expires_at: epochMs,
  user_id: z.number(),
});
const sessionWithDevice = z.extend(session, { device_token: z.string() });

/** POST web/login `{ email, password, recasign?, device_token? }` -> a session with a device token; 40010 wrong credentials. */
export const loginCall = call(
  'POST',
  API_PATH.login,
  z.object({ email: z.string(), password: z.string(), recasign, device_token: deviceToken }),
  sessionWithDevice,
);

/** POST web/anonymous_signup `{ recasign }` (captcha v3) -> a session of a new anonymous account. */
export const anonymousSignupCall = call('POST', API_PATH.anonymousSignup, z.object({ recasign }), session);

/** POST web/logout (bearer) -> null; an already ended session is fine. */
export const logoutCall = call('POST', API_PATH.logout, noBody, nothing);

/** POST web/verification/request `{ email, purpose?, recasign? }` -> how long the code stays valid, in seconds. */
export const verificationRequestCall = call(
  'POST',
  API_PATH.verificationRequest,
  z.object({ email: z.string(), purpose, recasign }),
  z.object({ expires_in: z.number().check(z.positive()) }),
);

/**
 * POST web/verification/validate `{ email, code, purpose?, device_token? }`: for purpose
 * 'reset_password' `{ valid: true }` (the code is not used up); for 'login' a session, whether the
 * account is new or has a password, and whether an anonymous caller's purchase was claimed.
 */
export const verificationValidateCall = call(
  'POST',
  API_PATH.verificationValidate,
  z.object({ email: z.string(), code: z.string(), purpose, device_token: deviceToken }),
  z.union([
    z.extend(sessionWithDevice, {
      is_new_user: z.boolean(),
      is_password_set: z.boolean(),
      claimed: z.boolean(),
      orders_moved: z.number(),
    }),
    z.object({ valid: z.literal(true) }),
  ]),
);

/** POST web/reset_password `{ email, code, password }` -> null; 40011 for a bad code; every session ends. */
export const resetPasswordCall = call(
  'POST',
  API_PATH.resetPassword,
  z.object({ email: z.string(), code: z.string(), password: z.string() }),
  nothing,
);

/** POST web/set_password (bearer) `{ password }` -> null; 40012 when one is set, 40014 for an account without email. */
export const setPasswordCall = call('POST', API_PATH.setPassword, z.object({ password: z.string() }), nothing);

/** POST web/change_password (bearer) `{ old_password, new_password }` -> null; 40013 wrong current password. */
export const changePasswordCall = call(
  'POST',
  API_PATH.changePassword,
  z.object({ old_password: z.string(), new_password: z.string() }),
  nothing,
);

/** POST report/v1/contact_us `{ email, name?, subject?, content }` -> the stored message's id. */
export const contactUsCall = call(
  'POST',
  API_PATH.contactUs,
  z.object({ email: z.string(), name: z.optional(z.string()), subject: z.optional(z.string()), content: z.string() }),
  z.object({ id: z.number() }),
);

/** POST account/v1/geo_info -> the caller's address and country (ISO 3166 alpha-2, '' when unknown). */
export const geoInfoCall = call(
  'POST',
  API_PATH.geoInfo,
  noBody,
  z.object({ user_ip: z.string(), country: z.string(), country_code: z.string() }),
);
