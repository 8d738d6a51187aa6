import { act, screen } from '@testing-library/react';
import { errorReply, okReply, type FakeReply } from '../testing/fake-http.ts';
import { createSession } from '../testing/fixtures.ts';
import { renderArea } from '../testing/render-area.tsx';

const P = '/api/mms/payment/v1/providers';
const TOKEN = 'T'.repeat(43);
const ORDER = 'ord_abcdefghijklmnop';

const result = (state: string, status = state, provider = 'ps'): FakeReply =>
  okReply({ order_id: ORDER, provider, plan_id: 2, state, status, final: state !== 'pending' });

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const advance = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

test('renders the H1 and the pending state without an API client, as on the server', () => {
  const { user } = createSession({});
  renderArea(`/paystatus?order_id=${ORDER}&provider=ps`, user, { http: null });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Checking your payment');
  expect(screen.getAllByText('Waiting for confirmation from your payment provider…').length).toBeGreaterThan(0);
});

test('polls with back-off until approved, then moves on to /paysuc keeping the query', async () => {
  const session = createSession({ [`POST ${P}/ps/purchase_result`]: [result('pending'), result('pending'), result('approved')] }, TOKEN);
  renderArea(`/paystatus?order_id=${ORDER}&provider=ps&platform=windows`, session.user, { http: session.client });
  await advance(0);
  expect(session.callsTo(`POST ${P}/ps/purchase_result`)).toHaveLength(1);
  expect(session.callsTo(`POST ${P}/ps/purchase_result`)[0]?.body).toEqual({ order_id: ORDER });
  await advance(999);
  expect(session.callsTo(`POST ${P}/ps/purchase_result`)).toHaveLength(1);
  await advance(1);
  expect(session.callsTo(`POST ${P}/ps/purchase_result`)).toHaveLength(2);
  await advance(2000);
  expect(screen.getByTestId('location')).toHaveTextContent(`/paysuc?order_id=${ORDER}&provider=ps&platform=windows`);
});

test('so counts the subscription status active as success', async () => {
  const session = createSession({ [`POST ${P}/so/purchase_result`]: result('pending', 'active', 'so') }, TOKEN);
  renderArea(`/paystatus?order_id=${ORDER}&provider=so`, session.user, { http: session.client });
  await advance(0);
  expect(screen.getByTestId('location')).toHaveTextContent('/paysuc');
});

test('pd and s1 results come from the gateway call; a declined payment offers the same plan again', async () => {
  const session = createSession({ [`POST ${P}/gap/purchase_result`]: result('declined', 'declined', 's1') }, TOKEN);
  renderArea(`/paystatus?order_id=${ORDER}&provider=s1&platform=windows`, session.user, { http: session.client });
  await advance(0);
  expect(screen.getByText(/We couldn't confirm your payment/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/pricing/checkout/2?platform=windows');
  await advance(5000);
  expect(screen.getByText(/Your payment didn't go through/)).toBeInTheDocument();
});

test('stops after about a minute and lets the visitor check again', async () => {
  const session = createSession({ [`POST ${P}/rz/purchase_result`]: result('pending') }, TOKEN);
  renderArea(`/paystatus?order_id=${ORDER}&provider=rz`, session.user, { http: session.client });
  await advance(55_000);
  expect(session.callsTo(`POST ${P}/rz/purchase_result`)).toHaveLength(10);
  expect(screen.getByText(/taking longer than usual/)).toBeInTheDocument();
  await advance(60_000);
  expect(session.callsTo(`POST ${P}/rz/purchase_result`)).toHaveLength(10);
  await act(async () => {
    screen.getByRole('button', { name: 'Check again' }).click();
  });
  await advance(0);
  expect(session.callsTo(`POST ${P}/rz/purchase_result`)).toHaveLength(11);
});

test('keeps polling through network trouble', async () => {
  const session = createSession({ [`POST ${P}/tpa/purchase_result`]: ['network-error', errorReply(502, 502), result('approved')] }, TOKEN);
  renderArea(`/paystatus?order_id=${ORDER}&provider=tpa`, session.user, { http: session.client });
  await advance(3000);
  expect(screen.getByTestId('location')).toHaveTextContent('/paysuc');
});

test('explains a missing order and a missing session', async () => {
  const anonymous = createSession({});
  const { unmount } = renderArea('/paystatus?order_id=&provider=xx', anonymous.user, { http: anonymous.client });
  expect(screen.getByText(/couldn't find a payment to check/)).toBeInTheDocument();
  unmount();
  renderArea(`/paystatus?order_id=${ORDER}&provider=ps`, anonymous.user, { http: anonymous.client });
  expect(screen.getByText('Log in to see the status of your payment.')).toBeInTheDocument();
  expect(anonymous.requests).toHaveLength(0);
});
