/**
 * /myaccount as the host's server renders it: the guard, the profile, the deferred cards in
 * plain words, and every form posted without JavaScript.
 */
import { contactUsCall, ordersCall, plansCall, subscriptionsCall } from '@meridian/shared/api-schemas';
import { contractReply, plansData } from '../../../tooling/testing/api-replies.ts';
import { errorReply, okReply, type FakeRoute } from '../../../tooling/testing/fake-http.ts';
import { renderOnServer } from '../../../tooling/testing/render-area.tsx';
import jaAccount from '../../locales/ja/myaccount.json';
import myaccount from '../../locales/en/myaccount.json';
import ruAccount from '../../locales/ru/myaccount.json';
import { areaModule } from '../expose/routes.ts';

const DAY = 86_400_000;
const PROFILE = 'GET /api/mms/account/v1/web/profile';
const SUBSCRIPTIONS = 'GET /api/mms/payment/v1/web/subscription_my';
const PLANS = 'GET /api/mms/payment/v1/providers/plans';
const ORDERS = 'GET /api/mms/payment/v1/web/orders';
const DEVICES = 'GET /api/mms/account/v1/web/device/list';
const IPS = 'POST /api/mms/account/v1/web/user_ip/query';
const BIND = 'POST /api/mms/account/v1/web/user_ip/bind';
const REMOVE = 'POST /api/mms/account/v1/web/user_ip/remove';
const UNBIND = 'POST /api/mms/account/v1/web/device/unbind';
const CONTACT = 'POST /api/mms/report/v1/contact_us';
const CHANGE = 'POST /api/mms/account/v1/web/change_password';
const SET = 'POST /api/mms/account/v1/web/set_password';

const bundles = { en: { myaccount }, ja: { myaccount: jaAccount }, ru: { myaccount: ruAccount } };
const profile = (fields: Record<string, unknown> = {}, accessDays = 0) =>
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
const account = (routes: Record<string, FakeRoute> = {}) => ({
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
const render = (url: string, options: Partial<Parameters<typeof renderOnServer>[0]> = {}) =>
  renderOnServer({ module: areaModule, bundles, url, token: 'tok', ...options });
const post = (
  form: Record<string, string>,
  routes: Record<string, FakeRoute> = {},
  options: Partial<Parameters<typeof renderOnServer>[0]> = {},
) => render('/myaccount', { form, routes: account(routes), ...options });

describe('the guard', () => {
  test('sends a signed-out visitor to /login and back (302 from the server)', async () => {
    const answer = await renderOnServer({ module: areaModule, bundles, url: '/myaccount' });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/login?redirect=%2Fmyaccount');
    expect(answer.http.requests).toHaveLength(0);
  });

  test('keeps the language and forgets a token the API no longer accepts', async () => {
    const answer = await render('/ja/myaccount', { routes: { [PROFILE]: errorReply(401, 50012, 'logged in elsewhere') } });
    expect(answer.location).toBe('/ja/login?redirect=%2Fmyaccount');
    expect(answer.cookies.paypal_token).toBeNull();
  });

  test('a form posted after the session ended goes to /login', async () => {
    const answer = await renderOnServer({
      module: areaModule,
      bundles,
      url: '/myaccount',
      form: { intent: 'support', email: 'a@b.co', message: 'hi' },
    });
    expect(answer.location).toBe('/login?redirect=%2Fmyaccount');
    expect(answer.http.requests).toHaveLength(0);
  });
});

describe('the page, signed in', () => {
  test('renders every card on the server, the deferred ones complete', async () => {
    const page = await render('/myaccount', { routes: account() });
    expect(page.status).toBe(200);
    for (const title of ['Profile', 'Subscription', 'Orders and receipts', 'Devices', 'IP binding', 'Password', 'Support']) {
      expect(page.html).toContain(`>${title}</h2>`);
    }
    expect(page.html).not.toContain('aria-busy="true"');
    // No Suspense boundary around settled data: a streamed page could hide its content for a script to reveal.
    expect(page.html).not.toContain('<!--$');
    expect(page.html).toContain(
      '<span class="email-text">a.<wbr/>very.<wbr/>long.<wbr/>address.<wbr/>for.<wbr/>testing.<wbr/>wrapping<wbr/>@subdomain.<wbr/>example.<wbr/>com</span>',
    );
  });

  test('speaks of the subscription in plain words: until when, days left, plan, price, renewal; no provider codes', async () => {
    const { html } = await render('/myaccount', { routes: account() });
    expect(html).toMatch(
      /Your VPN access is active until [A-Z][a-z]+ \d{1,2}, \d{4}\.<span class="access-summary__left">23 days left<\/span>/,
    );
    expect(html).toContain('<dt>Plan</dt><dd>1 year</dd>');
    expect(html).toContain('<dt>Status</dt><dd>Active</dd>');
    expect(html).toContain('<dt>Price</dt><dd>$59.88</dd>');
    expect(html).toMatch(/<dt>Renews on<\/dt><dd>[A-Z][a-z]+ \d{1,2}, \d{4}<span class="detail-list__extra">23 days left<\/span><\/dd>/);
    expect(html).not.toMatch(/VIP|None|Payment provider|>PD<|>pd</);
  });

  test('shows each order as a receipt: number, date, plan, amount, paid-until date and payment method', async () => {
    const { html } = await render('/myaccount', { routes: account() });
    expect(html).toContain(
      '<h3 class="receipt__title">Order MV-00000042</h3><span class="receipt__state receipt__state--approved">Paid</span>',
    );
    expect(html).toContain('<dt>Date</dt><dd>Nov 24, 2026</dd>');
    expect(html).toContain('<dt>Amount</dt><dd>$59.88</dd>');
    expect(html).toContain('<dt>Paid until</dt><dd>Nov 24, 2027</dd>');
    expect(html).toContain('<dt>Payment method</dt><dd>Card</dd>');
    expect(html).toContain('<span class="receipt__state receipt__state--abandoned">Not completed</span>');
    expect(html).toContain('<dt>Plan</dt><dd>1 month</dd>');
  });

  test('names devices by what they are, never by internal app names or ids', async () => {
    const { html } = await render('/myaccount', { routes: account() });
    expect(html).toContain('<span class="item-list__title">Pixel 9</span><span class="item-list__meta">Android</span>');
    expect(html).toContain('<span class="item-list__title">Windows</span>');
    expect(html).not.toMatch(/>[^<]*(Master|Turbo|Android_|Windows_|402)[^<]*</);
    expect(html).toContain('aria-label="Unbind Pixel 9"');
  });

  test('lists bound addresses with a remove form each and a bind form, with a button for the current address', async () => {
    const { html } = await render('/myaccount', { routes: account() });
    expect(html).toContain('1 of 5 addresses bound');
    expect(html).toContain('<input type="hidden" name="ip" value="203.0.113.7"/>');
    expect(html).toContain(
      '<button class="button button--ghost" type="submit" value="198.51.100.4" name="current_ip">Bind my current IP (198.51.100.4)</button>',
    );
  });

  test('writes dates and counts in the page language, plural forms included', async () => {
    const ru = await render('/ru/myaccount', { routes: account() });
    expect(ru.html).toContain('Осталось 23 дня');
    const ja = await render('/ja/myaccount', { routes: account() });
    expect(ja.html).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
  });

  test('a visitor without a plan is pointed to the plans', async () => {
    const { html } = await render('/myaccount', {
      routes: account({ [PROFILE]: profile(), [SUBSCRIPTIONS]: okReply({ subscriptions: [] }), [ORDERS]: okReply({ orders: [] }) }),
    });
    expect(html).toMatch(/You don&#x27;t have an active plan at the moment\.(<!-- -->)? <a href="\/pricing"/);
    expect(html).toContain('You haven&#x27;t bought a plan yet.');
  });

  test('a part that does not load says so in its card, with a way to try again; the rest shows', async () => {
    const { status, html } = await render('/myaccount', {
      routes: account({ [DEVICES]: 'network-error', [ORDERS]: errorReply(500, 500) }),
    });
    expect(status).toBe(200);
    expect(html).toContain('We couldn&#x27;t load your devices.');
    expect(html).toContain('We couldn&#x27;t load your orders.');
    expect(html).toContain('203.0.113.7');
  });

  test('when the profile cannot be read the page says so instead of failing', async () => {
    const { status, html } = await render('/myaccount', { routes: { [PROFILE]: 'network-error' } });
    expect(status).toBe(200);
    expect(html).toContain('We couldn&#x27;t load your account right now.');
  });

  test('an account without a password is asked to set one first', async () => {
    const { html } = await render('/myaccount', { routes: account({ [PROFILE]: profile({ is_password_set: false }) }) });
    expect(html.indexOf('>Set a password</h2>')).toBeLessThan(html.indexOf('>Profile</h2>'));
    expect(html).toContain('<input type="hidden" name="intent" value="set-password"/>');
    expect(html).not.toContain('name="current-password"');
  });

  test('an account made at checkout (no email) is shown how to keep its purchase: the code sign-in that claims it', async () => {
    const { html } = await render('/myaccount', {
      routes: account({ [PROFILE]: profile({ email: null, is_anonymous: true, is_password_set: false }) }),
    });
    expect(html).toContain('>Add your email to keep this purchase</h2>');
    expect(html).toContain('action="/login?mode=signup" method="post"><input type="hidden" name="intent" value="request-code"/>');
    expect(html).toContain('<a href="#add-email">No email address yet: add one</a>');
    expect(html).not.toContain('value="set-password"');
  });
});

describe('the forms, posted without JavaScript', () => {
  test('binds an address and says so in its card (303 target keeps the page reloadable)', async () => {
    const answer = await post({ intent: 'bind-ip', ip: ' 192.0.2.8 ' }, { [BIND]: okReply({ ip: '192.0.2.8', created_at: 1 }) });
    expect(answer.location).toBe('/myaccount?done=ip-bound#ip-binding');
    expect(answer.http.callsTo(BIND)[0]?.body).toEqual({ ip: '192.0.2.8' });
    const next = await render('/myaccount?done=ip-bound', { routes: account() });
    expect(next.html).toContain('<p class="form-notice" role="status">The address is now bound to your account.</p>');
  });

  test('binds the current address with its own button', async () => {
    const answer = await post(
      { intent: 'bind-ip', ip: '', current_ip: '198.51.100.4' },
      { [BIND]: okReply({ ip: '198.51.100.4', created_at: 1 }) },
    );
    expect(answer.http.callsTo(BIND)[0]?.body).toEqual({ ip: '198.51.100.4' });
  });

  test('refuses an invalid address before calling, and explains the limit', async () => {
    const invalid = await post({ intent: 'bind-ip', ip: '300.1.2.3' });
    expect(invalid.status).toBe(400);
    expect(invalid.html).toContain('Enter a valid IPv4 or IPv6 address');
    expect(invalid.html).toMatch(/aria-invalid="true"[^>]*name="ip" value="300.1.2.3"/);
    expect(invalid.http.callsTo(BIND)).toHaveLength(0);
    const full = await post({ intent: 'bind-ip', ip: '192.0.2.6' }, { [BIND]: errorReply(400, 40020, 'too many') });
    expect(full.html).toContain('You can bind up to 5 addresses. Remove one first.');
  });

  test('removes an address; one already gone is said so', async () => {
    const removed = await post({ intent: 'remove-ip', ip: '203.0.113.7' }, { [REMOVE]: okReply(null) });
    expect(removed.location).toBe('/myaccount?done=ip-removed#ip-binding');
    expect(removed.http.callsTo(REMOVE)[0]?.body).toEqual({ ip: '203.0.113.7' });
    const gone = await post({ intent: 'remove-ip', ip: '203.0.113.7' }, { [REMOVE]: errorReply(404, 404) });
    expect(gone.location).toBe('/myaccount?done=ip-gone#ip-binding');
  });

  test('unbinds a device; one already unbound is said so', async () => {
    const unbound = await post({ intent: 'unbind-device', app_type: '101', user_id: '5550001' }, { [UNBIND]: okReply(null) });
    expect(unbound.http.callsTo(UNBIND)[0]?.body).toEqual({ unbind_app_type: 101, unbind_user_id: 5550001 });
    expect(unbound.location).toBe('/myaccount?done=device-unbound#devices');
    const gone = await post({ intent: 'unbind-device', app_type: '101', user_id: '5550001' }, { [UNBIND]: errorReply(404, 404) });
    expect(gone.location).toBe('/myaccount?done=device-gone#devices');
    const next = await render('/myaccount?done=device-unbound', { routes: account() });
    expect(next.html).toContain('The device has been unbound and signed out.');
  });

  test('sends a support message, and refuses an empty one keeping what was typed', async () => {
    const sent = await post(
      { intent: 'support', email: 'ann@example.com', subject: 'Evenings', message: 'It drops at 9 pm.' },
      { [CONTACT]: contractReply(contactUsCall, { id: 1 }) },
    );
    expect(sent.http.callsTo(CONTACT)[0]?.body).toEqual({ email: 'ann@example.com', subject: 'Evenings', content: 'It drops at 9 pm.' });
    expect(sent.location).toBe('/myaccount?done=support-sent#support');
    const empty = await post({ intent: 'support', email: 'ann@example.com', subject: 'Evenings', message: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Write your message.');
    expect(empty.html).toMatch(/name="subject" value="Evenings"/);
    const limited = await post({ intent: 'support', email: 'ann@example.com', message: 'Hello' }, { [CONTACT]: errorReply(429, 429) });
    expect(limited.status).toBe(429);
    expect(limited.html).toContain('Too many attempts.');
  });

  test('changes the password; a wrong current one is marked on its field', async () => {
    const form = {
      intent: 'change-password',
      'current-password': 'Old#pass1',
      'new-password': 'New#pass1',
      'repeat-password': 'New#pass1',
    };
    const changed = await post(form, { [CHANGE]: okReply(null) });
    expect(changed.http.callsTo(CHANGE)[0]?.body).toEqual({ old_password: 'Old#pass1', new_password: 'New#pass1' });
    expect(changed.location).toBe('/myaccount?done=password-changed#password');
    const wrong = await post(form, { [CHANGE]: errorReply(400, 40013, 'wrong') });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toMatch(/aria-invalid="true" aria-describedby="[^"]*-current-error" name="current-password"/);
    expect(wrong.html).toContain('Your current password is wrong.');
  });

  test('sets a first password; an account without an email is told to add one', async () => {
    const form = { intent: 'set-password', 'new-password': 'Secret#1', 'repeat-password': 'Secret#1' };
    const saved = await post(form, { [SET]: okReply(null) });
    expect(saved.location).toBe('/myaccount?done=password-set#password');
    const anonymous = await post(form, { [SET]: errorReply(400, 40014), [PROFILE]: profile({ email: null, is_password_set: false }) });
    expect(anonymous.status).toBe(400);
  });

  test('logs out', async () => {
    const answer = await post({ intent: 'logout' }, { 'POST /api/mms/account/v1/web/logout': okReply(null) });
    expect(answer.location).toBe('/login?done=logged-out');
    expect(answer.cookies.paypal_token).toBeNull();
  });
});
