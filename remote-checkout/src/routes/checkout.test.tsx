import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { errorReply, okReply } from '../testing/fake-http.ts';
import { GEO, PARAMS, SIGNUP_R3, catalogueRoutes, createSession, geoReply, paramsReply } from '../testing/fixtures.ts';
import { renderArea } from '../testing/render-area.tsx';

const P = '/api/mms/payment/v1/providers';
const STARTED = { order_id: 'ord_abcdefghijklmnop', state: 'pending', redirect_url: 'http://api.test/sandbox/ps/checkout?session=cs_1' };

function effects() {
  return { redirect: jest.fn(), captcha: jest.fn(async (_apiBase: string, action: string) => `token-for-${action}`) };
}

afterEach(() => {
  document.cookie = 'cje=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

async function choose(name: string) {
  fireEvent.click(await screen.findByRole('radio', { name: new RegExp(name) }));
}

test('a visitor who is not logged in gives an email, signs up with a v3 captcha and is sent to the provider', async () => {
  document.cookie = 'cje=cj-event-1; path=/';
  const session = createSession({
    ...catalogueRoutes(),
    [SIGNUP_R3]: okReply({ token: 'A'.repeat(43), token_type: 'Bearer', user_id: 100001 }),
    [`POST ${P}/rz/purchase`]: okReply(STARTED),
  });
  const fx = effects();
  renderArea('/pricing/checkout/2?from=invite&uid=u42', session.user, { http: session.client, effects: fx });
  expect(await screen.findByText('Your order')).toBeInTheDocument();
  expect(screen.getByText('$59.88')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Email address for your account'), { target: { value: 'new@example.com' } });
  await choose('Local payment methods');
  fireEvent.click(screen.getByRole('button', { name: 'Pay securely' }));

  await waitFor(() => expect(fx.redirect).toHaveBeenCalledWith(STARTED.redirect_url));
  expect(session.callsTo(SIGNUP_R3)[0]?.body).toEqual({ recasign: 'token-for-anonymous_signup' });
  const purchase = session.callsTo(`POST ${P}/rz/purchase`)[0];
  expect(purchase?.headers.Authorization).toBe(`Bearer ${'A'.repeat(43)}`);
  expect(purchase?.body).toEqual({
    plan_id: 2,
    currency: 'USD',
    return_url: 'http://localhost/paystatus',
    email: 'new@example.com',
    _cps: { type: 'cj', cookie: 'cj-event-1' },
    invite_type: 30001,
    invite_code: 'u42',
  });
  expect(screen.getByText('Taking you to the payment page…')).toBeInTheDocument();
});

test('refuses a bad email before calling anything', async () => {
  const session = createSession(catalogueRoutes());
  const fx = effects();
  renderArea('/pricing/checkout', session.user, { http: session.client, effects: fx });
  fireEvent.change(await screen.findByLabelText('Email address for your account'), { target: { value: 'Not An Email' } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay securely' }));
  expect(await screen.findByText(/Enter a valid email address/)).toBeInTheDocument();
  expect(screen.getByLabelText('Email address for your account')).toHaveAttribute('aria-invalid', 'true');
  expect(session.callsTo(SIGNUP_R3)).toHaveLength(0);
  expect(fx.captcha).not.toHaveBeenCalled();
});

test('a logged-in visitor pays with so, whose web_url becomes the redirect, keeping the Windows flow', async () => {
  const session = createSession({
    ...catalogueRoutes(),
    [`POST ${P}/so/purchase`]: okReply({ order_id: 'ord_abcdefghijklmnop', web_url: 'http://api.test/sandbox/so/checkout?session=cs_2' }),
  }, 'T'.repeat(43));
  const fx = effects();
  renderArea('/pricing/checkout/3?platform=windows', session.user, { http: session.client, effects: fx });
  expect(await screen.findByText('Signed in as ann@example.com.')).toBeInTheDocument();
  expect(screen.queryByLabelText('Email address for your account')).toBeNull();
  await choose('Subscription checkout');
  fireEvent.click(screen.getByRole('button', { name: 'Pay securely' }));
  await waitFor(() => expect(fx.redirect).toHaveBeenCalledWith('http://api.test/sandbox/so/checkout?session=cs_2'));
  const body = session.callsTo(`POST ${P}/so/purchase`)[0]?.body;
  expect(body).toMatchObject({ plan_id: 3, return_url: 'http://localhost/paystatus?platform=windows' });
  expect(body).not.toHaveProperty('email');
  expect(body).not.toHaveProperty('_cps');
});

test('s1 reads the public key and creates the subscription under the captcha v3 path', async () => {
  const session = createSession({
    ...catalogueRoutes(),
    [`GET ${P}/s1/publickey`]: okReply({ provider: 's1', public_key: 'pk_sandbox_s1_x', sandbox: true }),
    [`POST /ws/mm/reca/r3${P}/s1/create_subscription`]: okReply(STARTED),
  }, 'T'.repeat(43));
  const fx = effects();
  renderArea('/pricing/checkout/1', session.user, { http: session.client, effects: fx });
  await choose('Credit or debit card');
  fireEvent.click(screen.getByRole('button', { name: 'Pay securely' }));
  await waitFor(() => expect(fx.redirect).toHaveBeenCalled());
  expect(session.callsTo(`POST /ws/mm/reca/r3${P}/s1/create_subscription`)[0]?.body).toMatchObject({
    plan_id: 1, public_key: 'pk_sandbox_s1_x', recasign: 'token-for-create_subscription',
  });
});

test('pd starts with prepurchase; a refused captcha and a disabled provider are explained', async () => {
  const session = createSession({
    ...catalogueRoutes(),
    [`POST ${P}/common/pd/prepurchase`]: [errorReply(400, 40004), errorReply(400, 40030)],
  }, 'T'.repeat(43));
  renderArea('/pricing/checkout/2', session.user, { http: session.client, effects: effects() });
  await choose('Online checkout');
  fireEvent.click(screen.getByRole('button', { name: 'Pay securely' }));
  expect(await screen.findByText(/not a robot/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Pay securely' }));
  expect(await screen.findByText(/This payment method isn't available/)).toBeInTheDocument();
});

test('offers only the providers the payment params enable', async () => {
  const session = createSession({ ...catalogueRoutes(), [PARAMS]: paramsReply(['ps', 'so']) }, 'T'.repeat(43));
  renderArea('/pricing/checkout/2', session.user, { http: session.client, effects: effects() });
  await screen.findByRole('radio', { name: /Digital wallet/ });
  expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['ps', 'so']);
  expect(screen.getByRole('radio', { name: /Digital wallet/ })).toBeChecked();
});

test('a visitor from China has the purchase cancelled', async () => {
  const session = createSession({ ...catalogueRoutes(), [GEO]: geoReply('CN') }, 'T'.repeat(43));
  const fx = effects();
  renderArea('/pricing/checkout/2', session.user, { http: session.client, effects: fx });
  await choose('Digital wallet');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Pay securely' }));
  });
  expect(screen.getAllByText("Purchases aren't available in your region.").length).toBeGreaterThan(0);
  expect(session.requests.some((request) => request.path.endsWith('/purchase'))).toBe(false);
  expect(fx.redirect).not.toHaveBeenCalled();
});

test('an unknown plan id shows the best-value plan with a note', async () => {
  const session = createSession(catalogueRoutes(), 'T'.repeat(43));
  renderArea('/pricing/checkout/12', session.user, { http: session.client, effects: effects() });
  expect(await screen.findByText(/The plan in this link isn't available/)).toBeInTheDocument();
  expect(screen.getByText('2 years')).toBeInTheDocument();
});

test('renders the H1 and a loading state without an API client, as on the server', () => {
  const { user } = createSession({});
  renderArea('/pricing/checkout/2', user, { http: null });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Complete your order');
  expect(screen.getByText(/^Loading/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pay securely' })).toBeNull();
});
