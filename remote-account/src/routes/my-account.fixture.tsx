/**
 * The account /myaccount is tested with (my-account.test.tsx, my-account-forms.test.tsx): the API
 * calls the page makes, their answers for a signed-in visitor, and the host's server render.
 */
import { ordersCall, plansCall, subscriptionsCall } from '@meridian/shared/api-schemas';
import { contractReply, plansData } from '../../../tooling/testing/api-replies.ts';
import { okReply, type FakeRoute } from '../../../tooling/testing/fake-http.ts';
import { renderOnServer } from 'host/testing/render-area';
import jaAccount from '../../locales/ja/myaccount.json';
import myaccount from '../../locales/en/myaccount.json';
import ruAccount from '../../locales/ru/myaccount.json';
import { areaModule } from '../expose/routes.ts';

const DAY = 86_400_000;
export const PROFILE = 'GET /api/mms/account/v1/web/profile';
export const SUBSCRIPTIONS = 'GET /api/mms/payment/v1/web/subscription_my';
export const PLANS = 'GET /api/mms/payment/v1/providers/plans';
export const ORDERS = 'GET /api/mms/payment/v1/web/orders';
export const DEVICES = 'GET /api/mms/account/v1/web/device/list';
export const IPS = 'POST /api/mms/account/v1/web/user_ip/query';
export const BIND = 'POST /api/mms/account/v1/web/user_ip/bind';
export const REMOVE = 'POST /api/mms/account/v1/web/user_ip/remove';
export const UNBIND = 'POST /api/mms/account/v1/web/device/unbind';
export const CONTACT = 'POST /api/mms/report/v1/contact_us';
export const CHANGE = 'POST /api/mms/account/v1/web/change_password';
export const SET = 'POST /api/mms/account/v1/web/set_password';

/** The account's messages in the languages these tests read. */
export const bundles = { en: { myaccount }, ja: { myaccount: jaAccount }, ru: { myaccount: ruAccount } };
/** The profile answer of a signed-in visitor with `accessDays` of access left. */
export const profile = (fields: Record<string, unknown> = {}, accessDays = 0) =>
  okReply({
    user_id: 100007,
    email: 'a.very.long.address.for.testing.wrapping@subdomain.example.com',
    is_password_set: true,
    is_anonymous: false,
    vip: {
      is_vip: accessDays > 0,
      remain_time: accessDays * 86_400,
      expire_at: accessDays > 0 ? Date.now() + accessDays * DAY + 3_600_000 : null,
    },
    ...fields,
  });
/** Every call the page makes, answered for a visitor with a one-year plan, an order history, two devices and a bound address; `routes` replaces some. */
export const account = (routes: Record<string, FakeRoute> = {}) => ({
  [PROFILE]: profile({}, 23),
  [SUBSCRIPTIONS]: contractReply(subscriptionsCall, {
    subscriptions: [
      {
        id: 3,
        plan_id: 2,
        provider: 'pd',
        status: 'active',
        currency: 'USD',
        amount: '59.88',
        auto_renew: true,
        started_at: 0,
        expires_at: Date.now() + 23 * DAY + 3_600_000,
      },
    ],
  }),
  [PLANS]: contractReply(plansCall, plansData([{ id: 2, name: '1 year', duration_months: 12 }])),
  [ORDERS]: contractReply(ordersCall, {
    orders: [
      {
        order_no: 'MV-00000042',
        created_at: Date.UTC(2026, 10, 24),
        finished_at: Date.UTC(2026, 10, 24),
        state: 'approved',
        plan_id: 2,
        term_months: 12,
        amount: '59.88',
        currency: 'USD',
        provider_label: 'Card',
        period_end: Date.UTC(2027, 10, 24),
      },
      {
        order_no: 'MV-00000041',
        created_at: Date.UTC(2026, 10, 23),
        finished_at: null,
        state: 'abandoned',
        plan_id: 1,
        term_months: 1,
        amount: '12.99',
        currency: 'USD',
        provider_label: 'Digital wallet',
        period_end: null,
      },
    ],
  }),
  [DEVICES]: okReply({
    devices: [
      { app_type: 101, app_name: 'android', user_id: 5550001, device_name: 'Pixel 9', created_at: 0, last_seen_at: Date.UTC(2026, 2, 1) },
      { app_type: 402, app_name: 'windows', user_id: 5550002, device_name: '', created_at: 0, last_seen_at: Date.UTC(2026, 1, 1) },
    ],
  }),
  [IPS]: okReply({ ips: [{ ip: '203.0.113.7', created_at: Date.UTC(2026, 0, 2) }], current_ip: '198.51.100.4', max: 5 }),
  ...routes,
});
/** /myaccount (or `url`) rendered by the host's server as the signed-in visitor `tok`. */
export const render = (url: string, options: Partial<Parameters<typeof renderOnServer>[0]> = {}) =>
  renderOnServer({ module: areaModule, bundles, url, token: 'tok', ...options });
/** `form` posted to /myaccount without JavaScript, the API answering as {@link account} with `routes`. */
export const post = (
  form: Record<string, string>,
  routes: Record<string, FakeRoute> = {},
  options: Partial<Parameters<typeof renderOnServer>[0]> = {},
) => render('/myaccount', { form, routes: account(routes), ...options });
