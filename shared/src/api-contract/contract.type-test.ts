/**
 * Type-level test of the api contract, checked by `tsc` (npm run typecheck), never run: a change
 * of a call's shape changes these types, which the api's `reply(call, data)` and the remotes'
 * `parseResponse(call, data)` both use, so it fails to compile on both sides (decision 026).
 */
import type { ParsedResponseOf, RequestOf, ResponseOf } from './schemas.ts';
import type { deviceUnbindCall, profileCall, userIpBindCall } from './schemas.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertType = <T extends true>(): T | undefined => undefined;

/** What the api must send and the remotes read for GET web/profile. */
interface ProfileWire {
  user_id: number;
  email: string | null;
  is_password_set: boolean;
  is_anonymous: boolean;
  vip: { is_vip: boolean; remain_time: number; expire_at: number | null };
}
assertType<Equal<ResponseOf<typeof profileCall>, ProfileWire>>();
assertType<Equal<ParsedResponseOf<typeof profileCall>, ProfileWire>>();
assertType<Equal<RequestOf<typeof userIpBindCall>, { ip: string }>>();
assertType<Equal<RequestOf<typeof deviceUnbindCall>, { unbind_app_type: number | string; unbind_user_id: number | string }>>();

// @ts-expect-error the api cannot answer a profile without `is_anonymous`
export const missingField: ResponseOf<typeof profileCall> = {
  user_id: 1,
  email: null,
  is_password_set: true,
  vip: { is_vip: false, remain_time: 0, expire_at: null },
};
// @ts-expect-error nor a user id as a string
export const wrongType: ResponseOf<typeof profileCall> = { ...({} as ProfileWire), user_id: '1' };
