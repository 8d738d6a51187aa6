/**
 * The stored user info and the profile it is refreshed from (spec section 3). Storage holds
 * JSON written by this site and maybe by older versions of it, so reading is lenient: a bad
 * field falls back to its default, unparseable JSON reads as "no user", and nothing throws.
 */
import { z } from 'zod';

/** Storage key of the user info (spec section 3). */
export const USER_INFO_KEY = 'USERINFO';

/** Cookie that may carry the token, read before the user info (spec section 4). */
export const TOKEN_COOKIE = 'paypal_token';

/**
 * Cookie keeping the device token of the last sign-in on this browser (one year): the API exempts
 * a browser that shows it from the lockout that an attacker's wrong passwords trigger (issue 14).
 */
export const DEVICE_COOKIE = 'mv_device';

/** Days the device cookie lives. */
export const DEVICE_COOKIE_DAYS = 365;

/** The slice of `localStorage` the user store needs (a Map-backed fake on the server or in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const idSchema = z.union([z.string(), z.number()]).transform(String);

const userInfoSchema = z.object({
  token: z.string().catch(''),
  name: z.string().catch(''),
  avatar: z.string().catch(''),
  password_set: z.boolean().catch(false),
  setPassword: z.boolean().catch(false),
  paysuc: z.boolean().catch(false),
  user_id: idSchema.catch(''),
  vip: z.object({ remain_time: z.number().nonnegative().catch(0) }).catch({ remain_time: 0 }),
});

/**
 * User info as stored under `USERINFO`: `name` is the profile email ('' for an anonymous
 * account), `password_set` mirrors the profile's `is_password_set`, `setPassword` and `paysuc`
 * are flags other screens set (ask to set a password, payment succeeded), `user_id` is kept as
 * a string, and `vip.remain_time` is in seconds.
 */
export type UserInfo = z.infer<typeof userInfoSchema>;

/** User info with every field at its default; spread it to build a new one. */
export const EMPTY_USER_INFO: UserInfo = Object.freeze({
  token: '',
  name: '',
  avatar: '',
  password_set: false,
  setPassword: false,
  paysuc: false,
  user_id: '',
  vip: Object.freeze({ remain_time: 0 }),
});

/** The stored user info, or null when absent, unreadable, not JSON or not an object. Never throws. */
export function readUserInfo(storage: KeyValueStorage): UserInfo | null {
  let raw: string | null;
  try {
    raw = storage.getItem(USER_INFO_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const result = userInfoSchema.safeParse(parsed);
  return result.success ? result.data : null;
}

/** Stores `info` as JSON under `USERINFO`, or removes the key for null. Storage errors (quota, private mode) are ignored. */
export function writeUserInfo(storage: KeyValueStorage, info: UserInfo | null): void {
  try {
    if (info === null) storage.removeItem(USER_INFO_KEY);
    else storage.setItem(USER_INFO_KEY, JSON.stringify(info));
  } catch {
    // Storage is a cache of the session: the in-memory state stays right without it.
  }
}

const profileSchema = z.object({
  user_id: idSchema,
  email: z.string().nullish(),
  is_password_set: z.boolean(),
  vip: z.object({ remain_time: z.number().nonnegative() }).nullish(),
});

/** The profile fields the site reads (spec section 3), as returned by GET web/profile. */
export type Profile = z.infer<typeof profileSchema>;

/**
 * Parses the `data` of GET web/profile: `{ user_id: number | string, email: string | null,
 * is_password_set: boolean, vip?: { remain_time: number (s) } | null }`; other fields are ignored.
 *
 * @throws Error naming the bad field when the response does not have that shape
 */
export function parseProfile(input: unknown): Profile {
  const result = profileSchema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`reading the profile: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'unexpected shape'}`);
}

/** `info` updated from a profile: name from email, password flag, user id and VIP time. */
export function applyProfile(info: UserInfo, profile: Profile): UserInfo {
  return {
    ...info,
    name: profile.email ?? '',
    password_set: profile.is_password_set,
    user_id: profile.user_id,
    vip: { remain_time: profile.vip?.remain_time ?? 0 },
  };
}
