import { screen, waitFor } from '@testing-library/react';
import { okReply } from '../testing/fake-http.ts';
import { PROFILE, createSession } from '../testing/fixtures.ts';
import { PROFILE_PATH, renderArea } from '../testing/render-area.tsx';

const TOKEN = 'T'.repeat(43);

test('marks the payment in the user store, refreshes the profile and offers the apps', async () => {
  const session = createSession({ [`GET ${PROFILE_PATH}`]: [okReply(PROFILE), okReply({ ...PROFILE, vip: { remain_time: 30 * 86_400 } })] }, TOKEN);
  renderArea('/paysuc?order_id=ord_1&provider=ps', session.user, { http: session.client });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment successful');
  expect(await screen.findByText('Days of VIP access left: 30')).toBeInTheDocument();
  expect(session.user.getSnapshot().info).toMatchObject({ paysuc: true, vip: { remain_time: 30 * 86_400 } });
  expect(session.callsTo(`GET ${PROFILE_PATH}`)).toHaveLength(2);
  expect(screen.getByText('Log in on your devices with ann@example.com.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Windows' })).toHaveAttribute('href', '/download/windows');
  expect(screen.getByRole('link', { name: 'iPhone and iPad' })).toHaveAttribute('href', '/download/ios');
});

test('the Windows flow adds the win-pay texts', async () => {
  const session = createSession({}, TOKEN);
  renderArea('/paysuc?platform=windows', session.user, { http: session.client });
  expect(await screen.findByText('All done! Your subscription is active in the Meridian VPN app for Windows.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Download Meridian VPN for Windows/ })).toHaveAttribute('href', '/download/windows');
});

test('a visitor without a session is asked to log in, and nothing is updated', async () => {
  const session = createSession({});
  renderArea('/paysuc', session.user, { http: session.client });
  expect(await screen.findByText('Log in to see your subscription.')).toBeInTheDocument();
  await waitFor(() => expect(session.requests).toHaveLength(0));
});

test('renders the H1 and the download links without an API client, as on the server', () => {
  const session = createSession({});
  renderArea('/paysuc', session.user, { http: null });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment successful');
  expect(screen.getByRole('link', { name: 'Mac' })).toHaveAttribute('href', '/download/mac');
  expect(session.requests).toHaveLength(0);
});
