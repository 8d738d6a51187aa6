/** Test helper (not shipped): API answers shaped like the reference API's. */
import type { UserStore } from '@meridian/shared/user';
import { fakeHttp, okReply, type FakeRoute } from './fake-http.ts';
import { PROFILE_PATH, testUserStore } from './render-area.tsx';

export const GEO = 'POST /api/mms/account/v1/geo_info';
export const PLANS = 'GET /api/mms/payment/v1/providers/plans';
export const PRICES = 'GET /l10n/prices';
export const PARAMS = 'GET /api/mms/payment/v1/providers/common/params';
export const SIGNUP_R3 = 'POST /ws/mm/reca/r3/api/mms/account/v1/web/anonymous_signup';

/** A plan of the reference catalogue. */
export function apiPlan(id: number, months: number, list: string, sale: string, trial: string | null = null, currency = 'USD', symbol = '$') {
  return {
    id, name: `${months} months`, duration_months: months, price_amount: list, price_unit: months === 1 ? 'month' : 'year',
    price_discount_amount: sale, price_deduction_amount: '0.00', trial_price: trial, money: sale, currency, currencySymbol: symbol,
    discount_percent: 0,
  };
}

/** The USD catalogue: 1 month (trial 0.99), 1 year, 2 years. */
export const USD_PLANS = [
  apiPlan(1, 1, '12.99', '12.99', '0.99'),
  apiPlan(2, 12, '155.88', '59.88'),
  apiPlan(3, 24, '311.76', '95.76'),
];

export const geoReply = (countryCode: string) => okReply({ user_ip: '203.0.113.7', country: countryCode, country_code: countryCode });
export const plansReply = (plans: readonly unknown[] = USD_PLANS) => okReply({ plans });
export const pricesReply = (products: readonly unknown[] = []) => okReply({ customer_country: 'US', products });
export const paramsReply = (enabled: readonly string[] = ['s1', 'pd', 'ps', 'rz', 'gap', 'tpa', 'so']) =>
  okReply({ providers: ['s1', 'pd', 'ps', 'rz', 'gap', 'tpa', 'so'].map((id) => ({ id, enabled: enabled.includes(id) })) });

export const PROFILE = { user_id: 100001, email: 'ann@example.com', is_password_set: false, vip: { remain_time: 0 } };

/** The routes every page needs, for a visitor in `country`. */
export function catalogueRoutes(country = 'US'): Record<string, FakeRoute> {
  return { [GEO]: geoReply(country), [PLANS]: plansReply(), [PRICES]: pricesReply(), [PARAMS]: paramsReply() };
}

/** A fake client and a user store wired to each other; `token` logs the visitor in before the page starts. */
export function createSession(routes: Readonly<Record<string, FakeRoute>>, token?: string) {
  let user: UserStore | null = null;
  const fake = fakeHttp({ [`GET ${PROFILE_PATH}`]: okReply(PROFILE), ...routes }, () => user?.getToken() ?? null);
  user = testUserStore(() => fake.client.get(PROFILE_PATH), token);
  return { ...fake, user };
}
