/**
 * Fake api answers typed by the shared contract (decision 026): test data that drifts from
 * what the api sends is a type error, and routes are keyed by the contract's paths instead
 * of a third copy of them.
 */
import {
  loginCall,
  type plansCall,
  profileCall,
  verificationValidateCall,
  type ApiCall,
  type ResponseOf,
} from '@meridian/shared/api-schemas';
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

type Session = ResponseOf<typeof loginCall>;
type CodeSession = Extract<ResponseOf<typeof verificationValidateCall>, { token: string }>;

/** A new session as login answers it (token 'tok-new', device token 'dev-new') with `fields` replaced. */
export function sessionData(fields: Partial<Session> = {}): Session {
  return { token: 'tok-new', token_type: 'Bearer', expires_at: Date.UTC(2027, 0, 1), user_id: 100001, device_token: 'dev-new', ...fields };
}

/** The login answer of {@link sessionData}. */
export const loginReply = (fields: Partial<Session> = {}): FakeReply => contractReply(loginCall, sessionData(fields));

/** A sign-in by code (an existing account with a password, nothing claimed) with `fields` replaced. */
export const codeSessionReply = (fields: Partial<CodeSession> = {}): FakeReply =>
  contractReply(verificationValidateCall, {
    ...sessionData(),
    is_new_user: false,
    is_password_set: true,
    claimed: false,
    orders_moved: 0,
    ...fields,
  });

type Plans = ResponseOf<typeof plansCall>;
type Plan = Plans['plans'][number];

/** A plan in USD (one month at 12.99) with `fields` replaced. */
export function planData(fields: Partial<Plan> = {}): Plan {
  return {
    id: 1,
    name: '1 month',
    duration_months: 1,
    price_amount: '12.99',
    price_unit: 'month',
    price_discount_amount: '12.99',
    price_deduction_amount: '0.00',
    trial_price: null,
    money: '12.99',
    currency: 'USD',
    currencySymbol: '$',
    discount_percent: 0,
    ...fields,
  };
}

/** The plan list answer (USD, country US) of `plans`, each completed by {@link planData}. */
export function plansData(plans: readonly Partial<Plan>[]): Plans {
  return { from: null, country_code: 'US', currency: 'USD', currencySymbol: '$', plans: plans.map(planData) };
}
