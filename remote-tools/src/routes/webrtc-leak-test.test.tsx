import { fireEvent, screen, within } from '@testing-library/react';
import { okReply, type FakeRoute } from '../../../tooling/testing/fake-http.ts';
import { renderInBrowser, renderOnServer } from 'host/testing/render-area';
import webrtcLeakTest from '../../locales/en/webrtc-leak-test.json';
import { areaModule } from '../expose/routes.ts';
import { GEO_INFO_PATH } from '../features/ip-lookup/geo-info.ts';
import { DEFAULT_STUN_URL } from '../features/webrtc/stun-url.ts';
import { fakePeerConnections, type FakePeerScript } from '../testing/fake-peer-connection.ts';

const VPN_IP = '89.160.20.112';
const MDNS = 'candidate:1 1 udp 2113937151 0b5e9b5c-43e4-4a3d-9a52-1f2e3d4c5b6a.local 61234 typ host';
const VPN_SRFLX = `candidate:2 1 udp 1677729535 ${VPN_IP} 40000 typ srflx raddr 0.0.0.0 rport 0`;
const REAL_V6 = 'candidate:3 1 udp 2122262783 2a02:1810:4d02:6a00:5c1d:9b5c:c1e4:1ab3 50000 typ host';

/** Installs a scripted RTCPeerConnection, as a browser with WebRTC has one. */
function withWebRtc(script: FakePeerScript) {
  const fake = fakePeerConnections(script);
  Object.defineProperty(globalThis, 'RTCPeerConnection', {
    configurable: true,
    writable: true,
    value: function FakeRTCPeerConnection(config: RTCConfiguration) {
      return fake.factory(config);
    },
  });
  return fake;
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'RTCPeerConnection');
});

const bundles = { en: { 'webrtc-leak-test': webrtcLeakTest } };
const GEO = `POST ${GEO_INFO_PATH}`;
const SEEN = okReply({ user_ip: VPN_IP, country: 'Netherlands', country_code: 'NL' });

function renderWithIp(url = '/webrtc-leak-test', geo: FakeRoute = SEEN) {
  return renderInBrowser({ module: areaModule, bundles, url, routes: { [GEO]: geo } });
}

test('the server HTML shows the IP websites see and says plainly that the test needs JavaScript', async () => {
  const answer = await renderOnServer({ module: areaModule, bundles, url: '/webrtc-leak-test', routes: { [GEO]: SEEN } });
  expect(answer.status).toBe(200);
  expect(answer.html).toContain(VPN_IP);
  expect(answer.html).toContain(`<noscript><p class="tool-panel__needs-js">${webrtcLeakTest.noScript}</p></noscript>`);
});

test('runs nothing until the visitor starts the test', async () => {
  const fake = withWebRtc({ candidates: [VPN_SRFLX] });
  await renderWithIp();
  expect(await screen.findByText(VPN_IP)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'WebRTC leak test' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Run the test' })).toBeInTheDocument();
  expect(fake.configs).toHaveLength(0);
});

test('says WebRTC is blocked when the browser has no RTCPeerConnection', async () => {
  await renderWithIp();
  await screen.findByText(VPN_IP);
  fireEvent.click(screen.getByRole('button', { name: 'Run the test' }));
  const message = await screen.findByText(/WebRTC is blocked or turned off in this browser/);
  expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  expect(screen.getByRole('button', { name: 'Run the test again' })).toBeInTheDocument();
});

test('says WebRTC is blocked when createOffer throws', async () => {
  withWebRtc({ failAt: 'createOffer' });
  await renderWithIp();
  await screen.findByText(VPN_IP);
  fireEvent.click(screen.getByRole('button', { name: 'Run the test' }));
  expect(await screen.findByText(/WebRTC is blocked or turned off/)).toBeInTheDocument();
});

test('reports a leak when WebRTC reveals a public address other than the one websites see', async () => {
  withWebRtc({ candidates: [MDNS, VPN_SRFLX, REAL_V6] });
  await renderWithIp();
  await screen.findByText(VPN_IP, { selector: '.reference-ip__value' });
  fireEvent.click(screen.getByRole('button', { name: 'Run the test' }));
  expect(screen.getByText('Testing… this takes up to 5 seconds.')).toBeInTheDocument();
  expect(await screen.findByText(/^Leak found:/)).toBeInTheDocument();
  const publicTable = screen.getByRole('table', { name: 'Public addresses' });
  const leakRow = within(publicTable).getByText('2a02:1810:4d02:6a00:5c1d:9b5c:c1e4:1ab3').closest('tr');
  expect(leakRow).toHaveTextContent('Different from the IP websites see');
  expect(within(publicTable).getByText(VPN_IP).closest('tr')).toHaveTextContent('Same as the IP websites see');
  const localTable = screen.getByRole('table', { name: 'Local addresses' });
  expect(within(localTable).getByText('Hidden (mDNS name)')).toBeInTheDocument();
});

test('reports no leak when only an mDNS name and the visible IP appear', async () => {
  withWebRtc({ candidates: [MDNS, VPN_SRFLX] });
  await renderWithIp();
  await screen.findByText(VPN_IP, { selector: '.reference-ip__value' });
  fireEvent.click(screen.getByRole('button', { name: 'Run the test' }));
  expect(await screen.findByText(/^No leak: the only public IP address WebRTC reveals/)).toBeInTheDocument();
});

test('uses a stun: override from the query string and ignores anything else', async () => {
  const fake = withWebRtc({ candidates: [MDNS] });
  await renderWithIp('/webrtc-leak-test?stun=stun:stun.example.org:3478');
  await screen.findByText(VPN_IP);
  // The server is used, never named to the visitor (decision 040: no third-party server names).
  expect(document.body.textContent).not.toContain('stun.example.org');
  fireEvent.click(screen.getByRole('button', { name: 'Run the test' }));
  expect(await screen.findByText(/^No leak: your browser hides your local addresses/)).toBeInTheDocument();
  expect(fake.configs).toEqual([{ iceServers: [{ urls: 'stun:stun.example.org:3478' }] }]);
});

test('falls back to the default STUN server for a turn: override, and names neither to the visitor', async () => {
  const fake = withWebRtc({ candidates: [MDNS] });
  await renderWithIp('/webrtc-leak-test?stun=turn:relay.example.org');
  await screen.findByText(VPN_IP);
  fireEvent.click(screen.getByRole('button', { name: 'Run the test' }));
  expect(await screen.findByText(/^No leak: your browser hides your local addresses/)).toBeInTheDocument();
  expect(fake.configs).toEqual([{ iceServers: [{ urls: DEFAULT_STUN_URL }] }]);
  expect(document.body.textContent).not.toMatch(/stun\.l\.google\.com|relay\.example\.org/);
});

test('cannot judge a public address when the IP lookup failed, and offers to look it up again', async () => {
  withWebRtc({ candidates: [VPN_SRFLX] });
  await renderWithIp('/webrtc-leak-test', ['network-error', SEEN]);
  const retry = await screen.findByRole('button', { name: 'Look up my IP again' });
  fireEvent.click(screen.getByRole('button', { name: 'Run the test' }));
  expect(await screen.findByText(/we couldn't check the one websites see/)).toBeInTheDocument();
  fireEvent.click(retry);
  expect(await screen.findByText(/^No leak: the only public IP address/)).toBeInTheDocument();
});

test('looking the IP up again keeps the STUN server chosen in the query', async () => {
  const view = await renderWithIp('/webrtc-leak-test?stun=stun:stun.example.org:3478', ['network-error', SEEN]);
  fireEvent.click(await screen.findByRole('button', { name: 'Look up my IP again' }));
  expect(await screen.findByText(VPN_IP)).toBeInTheDocument();
  expect(view.path()).toBe('/webrtc-leak-test?stun=stun%3Astun.example.org%3A3478');
});
