import { fireEvent, screen } from '@testing-library/react';
import { ordersCall, type ResponseOf } from '@meridian/shared/api-schemas';
import { codeSessionReply, contractReply } from '../../../tooling/testing/api-replies.ts';
import { errorReply, okReply, type FakeRoute } from '../../../tooling/testing/fake-http.ts';
import {
  CODE_REQUEST,
  CODE_VALIDATE,
  ORDERS,
  ORDER_ID,
  PROFILE,
  RESULT,
  TOKEN,
  browserPage,
  profileReply,
  resultReply,
  serverPage,
} from './test-data.ts';

const RETURN = `/paysuc?order_id=${ORDER_ID}&provider=ps`;
const CLAIMED_TOKEN = 'C'.repeat(43);
const PERIOD_END = Date.UTC(2027, 10, 24, 10);
const ORDER_LINE: ResponseOf<typeof ordersCall>['orders'][number] = {
  order_no: 'MV-00000042',
  created_at: 0,
  finished_at: 0,
  state: 'approved',
  plan_id: 2,
  term_months: 12,
  amount: '59.88',
  currency: 'USD',
  provider_label: 'Digital wallet',
  period_end: PERIOD_END,
};
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The API as an anonymous buyer's session sees it, and as the claimed account's does after the code. */
function buyerRoutes(extra: Readonly<Record<string, FakeRoute>> = {}): Record<string, FakeRoute> {
  const claimed = (request: { headers: Record<string, unknown> }) => request.headers.Authorization === `Bearer ${CLAIMED_TOKEN}`;
  return {
    [RESULT('ps')]: resultReply('approved', 'ps', { receipt_email: 'new@example.com' }),
    [ORDERS]: contractReply(ordersCall, { orders: [ORDER_LINE] }),
    [PROFILE]: (request) => (claimed(request) ? profileReply('new@example.com', 365) : profileReply(null, 365)),
    [CODE_REQUEST]: okReply({ expires_in: 600 }),
    [CODE_VALIDATE]: codeSessionReply({
      token: CLAIMED_TOKEN,
      user_id: 7,
      device_token: 'D'.repeat(43),
      is_new_user: true,
      is_password_set: false,
      claimed: true,
      orders_moved: 1,
    }),
    ...extra,
  };
}

test('a member gets the order number and a receipt: plan, amount, currency, paid-until day, payment method and receipt address', async () => {
  const routes = {
    [RESULT('ps')]: resultReply('approved'),
    [ORDERS]: contractReply(ordersCall, { orders: [ORDER_LINE] }),
    [PROFILE]: profileReply('ann@example.com', 365),
  };
  const page = await serverPage(RETURN, { token: TOKEN, routes });
  expect(page.status).toBe(200);
  const text = textOf(page.html);
  for (const row of [
    'Order number MV-00000042',
    'Plan 1 year',
    'Amount paid $59.88',
    'Currency USD',
    'Paid until November 24, 2027',
    'Payment method PayPal',
    'Receipt sent to ann@example.com',
  ]) {
    expect(text).toContain(row);
  }
  expect(text).toContain('365 days of VIP access left');
  expect(text).toContain('Log in on your devices with ann@example.com.');
  expect(text).not.toMatch(/sign-in code|Digital wallet|\bps\b/);
  expect(page.html).toMatch(/href="\/download\/windows"[^>]*>Windows<\/a>/);
  expect(page.http.callsTo(CODE_REQUEST)).toHaveLength(0);
});

test('days left take the plural form of the language', async () => {
  const routes = (days: number) => ({
    [RESULT('ps')]: resultReply('approved'),
    [ORDERS]: okReply({ orders: [] }),
    [PROFILE]: profileReply('ann@example.com', days),
  });
  expect(textOf((await serverPage(RETURN, { token: TOKEN, routes: routes(1) })).html)).toContain('1 day of VIP access left');
  const ru = await Promise.all(
    [1, 3, 5, 21].map(async (days) => textOf((await serverPage(`/ru${RETURN}`, { token: TOKEN, routes: routes(days) })).html)),
  );
  expect(ru[0]).toMatch(/1 день/);
  expect(ru[1]).toMatch(/3 дня/);
  expect(ru[2]).toMatch(/5 дней/);
  expect(ru[3]).toMatch(/21 день/);
});

test('an anonymous buyer is sent one sign-in code to the receipt address; the page then says so and asks for it', async () => {
  const first = await serverPage(RETURN, { token: TOKEN, routes: buyerRoutes() });
  expect(first.location).toBe(`${RETURN}&code=sent`);
  expect(first.http.callsTo(CODE_REQUEST)[0]?.body).toEqual({ email: 'new@example.com', purpose: 'login' });
  const page = await serverPage(`${RETURN}&code=sent`, { token: TOKEN, routes: buyerRoutes() });
  expect(page.http.callsTo(CODE_REQUEST)).toHaveLength(0);
  const text = textOf(page.html);
  expect(text).toContain('We sent a sign-in code to new@example.com: enter it to keep this purchase in your account.');
  expect(text).toContain('Order number MV-00000042');
  expect(text).toContain('Receipt sent to new@example.com');
  expect(page.html).toMatch(/<form[^>]*method="post"/);
  expect(page.html).toContain('name="code"');
});

test('without JavaScript the code claims the purchase with the anonymous session and signs in to the account', async () => {
  const page = await serverPage(`${RETURN}&code=sent`, {
    token: TOKEN,
    deviceToken: 'E'.repeat(43),
    routes: buyerRoutes(),
    form: { intent: 'claim', email: 'new@example.com', code: '123456' },
  });
  const validate = page.http.callsTo(CODE_VALIDATE)[0];
  expect(validate?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  expect(validate?.body).toEqual({ email: 'new@example.com', code: '123456', purpose: 'login', device_token: 'E'.repeat(43) });
  expect(page.cookies).toMatchObject({ paypal_token: CLAIMED_TOKEN, mv_device: 'D'.repeat(43) });
  expect(page.location).toBe(`${RETURN}&claimed=1`);
  const after = await serverPage(`${RETURN}&claimed=1`, { token: CLAIMED_TOKEN, routes: buyerRoutes() });
  expect(textOf(after.html)).toContain('Done! This purchase is now in your account new@example.com.');
  expect(after.html).not.toContain('name="code"');
});

test('a wrong code is explained, and a new one can be sent', async () => {
  const wrong = await serverPage(`${RETURN}&code=sent`, {
    token: TOKEN,
    routes: buyerRoutes({ [CODE_VALIDATE]: errorReply(400, 40011) }),
    form: { intent: 'claim', email: 'new@example.com', code: '000000' },
  });
  expect(wrong.status).toBe(400);
  expect(textOf(wrong.html)).toContain('That code is wrong or has expired.');
  expect(wrong.cookies.paypal_token).toBeUndefined();
  const short = await serverPage(`${RETURN}&code=sent`, {
    token: TOKEN,
    routes: buyerRoutes(),
    form: { intent: 'claim', email: 'new@example.com', code: '12' },
  });
  expect(short.actionData).toEqual({ error: 'codeInvalid' });
  expect(short.http.callsTo(CODE_VALIDATE)).toHaveLength(0);
  const resend = await serverPage(`${RETURN}&code=sent`, {
    token: TOKEN,
    routes: buyerRoutes(),
    form: { intent: 'resend', email: 'new@example.com' },
  });
  expect(resend.http.callsTo(CODE_REQUEST)).toHaveLength(1);
  expect(textOf(resend.html)).toContain('We sent a new code.');
});

test('when the API wants a security check for another code, the page says the mailed code still works and keeps the code field', async () => {
  const resend = await serverPage(`${RETURN}&code=sent`, {
    token: TOKEN,
    routes: buyerRoutes({ [CODE_REQUEST]: errorReply(400, 40003, 'recaptcha token is empty') }),
    form: { intent: 'resend', email: 'new@example.com' },
  });
  expect(resend.status).toBe(400);
  expect(resend.actionData).toEqual({ error: 'captchaNeeded' });
  expect(textOf(resend.html)).toContain('We sent a code to this address a short while ago, and it still works');
  expect(resend.html).toContain('name="code"');
  expect(resend.html).not.toContain('aria-invalid="true"');
});

test('a code that could not be sent is offered again', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const page = await serverPage(RETURN, { token: TOKEN, routes: buyerRoutes({ [CODE_REQUEST]: errorReply(429, 429) }) });
  expect(page.status).toBe(200);
  expect(textOf(page.html)).toContain("We couldn't send a sign-in code to new@example.com just now.");
  expect(page.html).not.toContain('name="code"');
  expect(page.html).toMatch(/name="intent" value="resend"/);
});

test('an order not paid yet goes back to the status page; a signed-out visitor is asked to log in', async () => {
  const pending = await serverPage(RETURN, { token: TOKEN, routes: buyerRoutes({ [RESULT('ps')]: resultReply('pending') }) });
  expect(pending.location).toBe(`/paystatus?order_id=${ORDER_ID}&provider=ps`);
  const out = await serverPage('/paysuc');
  expect(out.status).toBe(200);
  expect(textOf(out.html)).toContain('Log in to see your subscription.');
  expect(out.http.requests).toHaveLength(0);
});

test('with JavaScript the claim signs in to the account in the page and the purchase shows as moved', async () => {
  const page = await browserPage(`${RETURN}&code=sent`, { token: TOKEN, routes: buyerRoutes() });
  fireEvent.change(await screen.findByLabelText('Sign-in code'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Keep this purchase' }));
  expect(await screen.findByText('Done! This purchase is now in your account new@example.com.')).toBeInTheDocument();
  expect(page.user.getToken()).toBe(CLAIMED_TOKEN);
  expect(page.path()).toBe(`${RETURN}&claimed=1`);
  expect(screen.getByText('Order number')).toBeInTheDocument();
});
