/**
 * The stored user info and the profile it is refreshed from (rule account.session). Storage holds
 * JSON written by this site and maybe by older versions of it, so reading is lenient: a bad
 * field falls back to its default, unparseable JSON reads as "no user", and nothing throws.
 * Plain guards, no schema library: this runs on every page's first load (decision 015).
 */

/** Storage key of the user info (rule account.session). */
export const USER_INFO_KEY = 'USERINFO';

/** Cookie that may carry the token, read before the user info (rule account.session). */
export const TOKEN_COOKIE = 'paypal_token';

/**
 * Cookie keeping the device token of the last sign-in on this browser (one year): the API exempts
 * a browser that shows it from the lockout that an attacker's wrong passwords trigger (decision 017).
 */
export const DEVICE_COOKIE = 'mv_device';

/** Days the device cookie lives. */
export const DEVICE_COOKIE_DAYS = 365;

/** The slice of `localStorage` the user store needs (a Map-backed fake on the server or in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * User info as stored under `USERINFO`: `name` is the profile email ('' for an anonymous
 * account), `password_set` mirrors the profile's `is_password_set`, `setPassword` and `paysuc`
 * are flags other screens set (ask to set a password, payment succeeded), `user_id` is kept as
 * a string, and `vip.remain_time` is in seconds.
 */
export interface UserInfo {
  readonly token: string;
  readonly name: string;
  readonly avatar: string;
  readonly password_set: boolean;
  readonly setPassword: boolean;
  readonly paysuc: boolean;
  readonly user_id: string;
  readonly vip: { readonly remain_time: number };
}

type Fields = Readonly<Record<string, unknown>>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const flag = (value: unknown): boolean => value === true;
const id = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
const seconds = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

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
  if (!isFields(parsed)) return null;
  return {
    token: text(parsed.token),
    name: text(parsed.name),
    avatar: text(parsed.avatar),
    password_set: flag(parsed.password_set),
    setPassword: flag(parsed.setPassword),
    paysuc: flag(parsed.paysuc),
    user_id: id(parsed.user_id) ?? '',
    vip: { remain_time: isFields(parsed.vip) ? (seconds(parsed.vip.remain_time) ?? 0) : 0 },
  };
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

/** The profile fields the site reads, as returned by GET web/profile. */
export interface Profile {
  readonly user_id: string;
  readonly email?: string | null | undefined;
  readonly is_password_set: boolean;
  readonly vip?: { readonly remain_time: number } | null | undefined;
}

/**
 * Parses the `data` of GET web/profile: `{ user_id: number | string, email: string | null,
 * is_password_set: boolean, vip?: { remain_time: number (s) } | null }`; other fields are ignored.
 *
 * @throws Error naming the bad field when the response does not have that shape
 */
export function parseProfile(input: unknown): Profile {
  const fail = (field: string, expected: string) => new Error(`reading the profile: ${field}: expected ${expected}`);
  if (!isFields(input)) throw fail('(root)', 'an object');
  const userId = id(input.user_id);
  if (userId === null) throw fail('user_id', 'a string or a number');
  if (input.email !== undefined && input.email !== null && typeof input.email !== 'string') throw fail('email', 'a string or null');
  if (typeof input.is_password_set !== 'boolean') throw fail('is_password_set', 'a boolean');
  let vip: Profile['vip'] = null;
  if (input.vip !== undefined && input.vip !== null) {
    const remain = isFields(input.vip) ? seconds(input.vip.remain_time) : null;
    if (remain === null) throw fail('vip.remain_time', 'a number of seconds, 0 or more');
    vip = { remain_time: remain };
  }
  return { user_id: userId, email: input.email ?? null, is_password_set: input.is_password_set, vip };
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
