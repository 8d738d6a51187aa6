/**
 * Fake api answers typed by the shared contract (decision 026): test data that drifts from
 * what the api sends is a type error, and routes are keyed by the contract's paths instead
 * of a third copy of them.
 */
import { profileCall, type ApiCall, type ResponseOf } from '@meridian/shared/api-schemas';
import { okReply, type FakeReply } from './fake-http.ts';

/** The fake-http route key of a call, e.g. 'GET /api/mms/account/v1/web/profile'. */
export const routeOf = (call: ApiCall): string => `${call.method} ${call.path}`;

/** A success answer of `call` whose `data` must match the call's response shape. */
export const contractReply = <C extends ApiCall>(_call: C, data: ResponseOf<C>): FakeReply => okReply(data);

type Profile = ResponseOf<typeof profileCall>;

/** A signed-in profile (Ann, password set, no paid access) with `fields` replaced. */
export function profileData(fields: Partial<Profile> = {}): Profile {
  return {
    user_id: 100001,
    email: 'ann@example.com',
    is_password_set: true,
    is_anonymous: false,
    vip: { is_vip: false, remain_time: 0, expire_at: null },
    ...fields,
  };
}

/** The profile answer of {@link profileData}. */
export const profileReply = (fields: Partial<Profile> = {}): FakeReply => contractReply(profileCall, profileData(fields));
