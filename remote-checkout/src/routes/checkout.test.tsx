import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { anonymousSignupCall } from '@meridian/shared/api-schemas';
import { contractReply } from '../../../tooling/testing/api-replies.ts';
import { errorReply, okReply } from '../../../tooling/testing/fake-http.ts';
import {
  GEO,
  ORDERS,
  PARAMS,
  PROFILE,
  SIGNUP_R3,
  START,
  TOKEN,
  browserPage,
  catalogueRoutes,
  geoReply,
  paramsReply,
  profileReply,
  serverPage,
  startedReply,
} from './test-data.ts';

const PROVIDER_PAGE = 'http://api.test/sandbox/ps/checkout?session=cs_1';
const started = (url = PROVIDER_PAGE) => startedReply(url);
const member = (orders: unknown[] = []) => ({ [PROFILE]: profileReply('ann@example.com'), [ORDERS]: okReply({ orders }) });

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'grecaptcha');
});

describe('on the server', () => {
  test('a guest gets the plan, the other plans, a clear order summary and the payment form, and reads that paying needs JavaScript next to the button', async () => {
    const page = await serverPage('/pricing/checkout/1', { routes: catalogueRoutes() });
    expect(page.status).toBe(200);
    const text = textOf(page.html);
    expect(text).toContain('Plan 1 month');
    expect(text).toContain('Billing period 1 month');
    expect(text).toContain('Due today $0.99');
    expect(text).toContain('Then $12.99 every month');
    expect(page.html).toMatch(
      /<a[^>]*aria-current="true"[^>]*href="\/pricing\/checkout\/1"|<a[^>]*href="\/pricing\/checkout\/1"[^>]*aria-current="true"/,
    );
    expect(page.html).toContain('href="/pricing/checkout/2"');
    expect(page.html).toContain('href="/pricing/checkout/3"');
    expect(text).toContain('Email for your receipt');
    expect(text).toContain("We'll send your receipt and order number here.");
    expect(text).not.toMatch(/create your account/i);
    for (const name of ['Card', 'PayPal', 'Apple Pay', 'Google Pay', 'Local payment methods', 'Cryptocurrency'])
      expect(text).toContain(name);
    expect(page.html).toMatch(/<button[^>]*type="submit"[^>]*>Pay securely<\/button><noscript><p[^>]*>Paying needs JavaScript/);
    expect(page.html).toMatch(/<form[^>]*action="\/pricing\/checkout\/1" method="post"/);
  });

  test("payment methods are posted by their own names with one generic drawn mark each, never a brand's artwork; provider codes never reach the page", async () => {
    const { html } = await serverPage('/pricing/checkout/2', { routes: catalogueRoutes() });
    const values = [...html.matchAll(/name="method"[^>]*value="([^"]+)"/g)].map((match) => match[1]);
    expect(values).toEqual(['card', 'paypal', 'apple-pay', 'google-pay', 'local', 'crypto']);
    const marks = html.match(/<svg class="method-mark"[\s\S]*?<\/svg>/g) ?? [];
    expect(marks).toHaveLength(6);
    // Line drawings in the text colour: no wordmark, no brand colour, no filled logo shape.
    for (const mark of marks) {
      expect(mark).not.toMatch(/<text|<tspan|#[0-9a-f]{3,6}/i);
      expect(mark).toContain('stroke="currentColor"');
    }
    expect(html).not.toMatch(/<img/);
    expect(html).not.toMatch(/value="(s1|pd|ps|rz|tpa|so|gap)"/);
  });

  test('the year plan renews at its price; the best-value plan is sold without an id', async () => {
    const year = textOf((await serverPage('/pricing/checkout/2', { routes: catalogueRoutes() })).html);
    expect(year).toContain('Due today $59.88');
    expect(year).toContain('Then $59.88 every 12 months');
    expect(year).toContain('Discount Save 62%');
    const best = await serverPage('/pricing/checkout', { routes: catalogueRoutes('GB') });
    expect(textOf(best.html)).toContain('Plan 2 years');
    expect(textOf(best.html)).toContain('Due today £71.76');
    expect(best.html).toContain('name="plan" value="3"');
  });

  test('an id no plan has is a 404, and so is one that is not a number', async () => {
    expect((await serverPage('/pricing/checkout/12', { routes: catalogueRoutes() })).status).toBe(404);
    const word = await serverPage('/pricing/checkout/yearly', { routes: catalogueRoutes() });
    expect(word.status).toBe(404);
    expect(word.http.requests).toHaveLength(0);
  });

  test('a member is named and pays the full price after an earlier subscription; no email field, no JavaScript notice', async () => {
    const page = await serverPage('/pricing/checkout/1', {
      token: TOKEN,
      routes: { ...catalogueRoutes(), ...member([{ order_no: 'MV-00000001', state: 'approved' }]) },
    });
    const text = textOf(page.html);
    expect(text).toContain('Signed in as ann@example.com.');
    expect(text).toContain('Due today $12.99');
    expect(page.html).not.toContain('name="email"');
    expect(page.html).not.toContain('<noscript>');
  });

  test('an anonymous account from an earlier purchase gives a receipt address again', async () => {
    const page = await serverPage('/pricing/checkout/2', {
      token: TOKEN,
      routes: { ...catalogueRoutes(), [PROFILE]: profileReply(null), [ORDERS]: okReply({ orders: [] }) },
    });
    expect(page.html).toContain('name="email"');
    expect(page.html).not.toContain('<noscript>');
  });

  test('offers only the methods whose providers the payment params enable', async () => {
    const { html } = await serverPage('/pricing/checkout/2', { routes: { ...catalogueRoutes(), [PARAMS]: paramsReply(['ps', 'so']) } });
    expect([...html.matchAll(/name="method"[^>]*value="([^"]+)"/g)].map((match) => match[1])).toEqual(['paypal', 'google-pay']);
  });
});

describe('posting the form without JavaScript', () => {
  test('a guest is told that paying needs JavaScript, with the values kept and no account made', async () => {
    const page = await serverPage('/pricing/checkout/2', {
      routes: catalogueRoutes(),
      form: { plan: '2', email: 'new@example.com', method: 'paypal', recasign: '', recasign_card: '' },
    });
    expect(page.status).toBe(400);
    expect(page.actionData).toEqual({ errors: { form: 'javascript' }, values: { email: 'new@example.com', method: 'paypal' } });
    expect(textOf(page.html)).toContain('Paying needs JavaScript');
    expect(page.html).toContain('value="new@example.com"');
    expect(page.http.callsTo(SIGNUP_R3)).toHaveLength(0);
  });

  test('a bad receipt address is refused before any call', async () => {
    const page = await serverPage('/pricing/checkout/2', {
      routes: catalogueRoutes(),
      form: { plan: '2', email: 'Not An Email', method: 'card' },
    });
    expect(page.actionData).toMatchObject({ errors: { email: 'emailInvalid' } });
    expect(page.html).toContain('aria-invalid="true"');
    expect(textOf(page.html)).toContain('Enter a valid email address');
    expect(page.http.requests.filter((request) => request.path.includes('purchase'))).toHaveLength(0);
  });

  test('a member paying with PayPal is sent to the provider’s page (ps), the purchase in the visitor’s currency', async () => {
    const routes = { ...catalogueRoutes('GB'), ...member(), [START('ps')]: started() };
    const page = await serverPage('/de/pricing/checkout/2?platform=windows&from=invite&uid=u42', {
      token: TOKEN,
      routes,
      form: { plan: '2', method: 'paypal' },
    });
    expect(page.location).toBe(PROVIDER_PAGE);
    expect(page.http.callsTo(START('ps'))[0]?.body).toEqual({
      plan_id: 2,
      currency: 'GBP',
      return_url: 'http://localhost:3000/de/paystatus?platform=windows',
      invite_type: 30001,
      invite_code: 'u42',
    });
  });

  test('a member paying by card without JavaScript is asked to turn it on or choose another method', async () => {
    const page = await serverPage('/pricing/checkout/2', {
      token: TOKEN,
      routes: { ...catalogueRoutes(), ...member() },
      form: { plan: '2', method: 'card' },
    });
    expect(page.actionData).toMatchObject({ errors: { form: 'cardNeedsJavaScript' } });
  });

  test('a visitor from China has the purchase cancelled', async () => {
    const routes = { ...catalogueRoutes(), ...member(), [GEO]: geoReply('CN'), [START('ps')]: started() };
    const page = await serverPage('/pricing/checkout/2', { token: TOKEN, routes, form: { plan: '2', method: 'paypal' } });
    expect(page.status).toBe(403);
    expect(textOf(page.html)).toContain("Purchases aren't available in your region.");
    expect(page.http.callsTo(START('ps'))).toHaveLength(0);
  });

  test('a session the API no longer accepts is dropped and explained', async () => {
    const routes = { ...catalogueRoutes(), ...member(), [START('rz')]: errorReply(401, 50014) };
    const page = await serverPage('/pricing/checkout/2', { token: TOKEN, routes, form: { plan: '2', method: 'local' } });
    expect(page.actionData).toMatchObject({ errors: { form: 'session' } });
    expect(page.cookies.paypal_token).toBeNull();
  });
});

describe('with JavaScript', () => {
  const captcha = jest.fn(async (_key: string, { action }: { action: string }) => `token-for-${action}`);
  beforeEach(() => {
    Object.assign(window, { grecaptcha: { execute: captcha } });
    // jsdom cannot leave for the provider's page; that the router tried is enough here.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    document.cookie = 'cje=cj-event-1; path=/';
  });
  afterEach(() => {
    document.cookie = 'cje=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  test('a guest is signed up anonymously with a v3 captcha, then the purchase starts with the receipt address and the affiliate marker', async () => {
    const page = await browserPage('/pricing/checkout/2?from=invite&uid=u42', {
      routes: {
        ...catalogueRoutes(),
        [SIGNUP_R3]: contractReply(anonymousSignupCall, {
          token: 'A'.repeat(43),
          token_type: 'Bearer',
          expires_at: Date.UTC(2027, 0, 1),
          user_id: 100001,
        }),
        [START('rz')]: started(),
        [PROFILE]: profileReply(null),
      },
    });
    fireEvent.change(await screen.findByLabelText('Email for your receipt'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('radio', { name: /Local payment methods/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay securely' }));
    await waitFor(() => expect(page.http.callsTo(START('rz'))).toHaveLength(1));
    expect(page.http.callsTo(SIGNUP_R3)[0]?.body).toEqual({ recasign: 'token-for-anonymous_signup' });
    const purchase = page.http.callsTo(START('rz'))[0];
    expect(purchase?.headers.Authorization).toBe(`Bearer ${'A'.repeat(43)}`);
    expect(purchase?.body).toEqual({
      plan_id: 2,
      currency: 'USD',
      return_url: 'http://localhost:3000/paystatus',
      email: 'new@example.com',
      _cps: { type: 'cj', cookie: 'cj-event-1' },
      invite_type: 30001,
      invite_code: 'u42',
    });
    expect(page.user.getToken()).toBe('A'.repeat(43));
    // The router's redirect to the provider's page is a document navigation, which jsdom reports instead of doing.
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('navigation') })),
    );
  });

  test('a member paying by card gets a create_subscription token and no signup', async () => {
    const S1 = '/api/mms/payment/v1/providers/s1';
    const page = await browserPage('/pricing/checkout/1', {
      token: TOKEN,
      routes: {
        ...catalogueRoutes(),
        ...member(),
        [`GET ${S1}/publickey`]: okReply({ provider: 's1', public_key: 'pk_sandbox_s1_x', sandbox: true }),
        [`POST /ws/mm/reca/r3${S1}/create_subscription`]: started(),
      },
    });
    expect(await screen.findByText("Signed in as ann@example.com. We'll send your receipt to this address.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /^Card/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay securely' }));
    await waitFor(() => expect(page.http.callsTo(`POST /ws/mm/reca/r3${S1}/create_subscription`)).toHaveLength(1));
    expect(page.http.callsTo(`POST /ws/mm/reca/r3${S1}/create_subscription`)[0]?.body).toMatchObject({
      plan_id: 1,
      public_key: 'pk_sandbox_s1_x',
      recasign: 'token-for-create_subscription',
    });
    expect(page.http.callsTo(SIGNUP_R3)).toHaveLength(0);
  });

  test('a refused captcha and an unavailable method are explained in the form', async () => {
    const page = await browserPage('/pricing/checkout/2', {
      token: TOKEN,
      routes: { ...catalogueRoutes(), ...member(), [START('pd')]: [errorReply(400, 40030)] },
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Apple Pay/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay securely' }));
    expect(await screen.findByText(/This payment method isn't available right now/)).toBeInTheDocument();
    expect(page.path()).toBe('/pricing/checkout/2');
    captcha.mockRejectedValueOnce(new Error('captcha down'));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('radio', { name: /^Card/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay securely' }));
    expect(await screen.findByText(/We couldn't confirm that you're not a robot/)).toBeInTheDocument();
  });

  test('a visitor from China has the submit cancelled before any purchase call', async () => {
    const page = await browserPage('/pricing/checkout/2', {
      token: TOKEN,
      routes: { ...catalogueRoutes(), ...member(), [GEO]: geoReply('CN') },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay securely' }));
    expect(await screen.findByText("Purchases aren't available in your region.")).toBeInTheDocument();
    expect(page.http.requests.some((request) => request.path.includes('purchase'))).toBe(false);
  });

  test('the plan is changed on the page, and the summary follows', async () => {
    const page = await browserPage('/pricing/checkout/2', { routes: catalogueRoutes() });
    const plans = await screen.findByRole('navigation', { name: 'Your plan' });
    fireEvent.click(within(plans).getByRole('link', { name: /1 month/ }));
    await waitFor(() => expect(page.path()).toBe('/pricing/checkout/1'));
    const summary = await screen.findByRole('region', { name: 'Your order' });
    await waitFor(() => expect(within(summary).getByText('$0.99')).toBeInTheDocument());
    expect(within(screen.getByRole('navigation', { name: 'Your plan' })).getByRole('link', { name: /1 month/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
