/**
 * /myaccount as the host's server renders it: the guard, the profile and the deferred cards in
 * plain words (the forms: my-account-forms.test.tsx).
 */
import { errorReply, okReply } from '../../../tooling/testing/fake-http.ts';
import { renderOnServer } from 'host/testing/render-area';
import { areaModule } from '../expose/routes.ts';
import { PROFILE, SUBSCRIPTIONS, ORDERS, DEVICES, bundles, profile, account, render } from './my-account.fixture.tsx';

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
