import { fakePeerConnections } from '../../testing/fake-peer-connection.ts';
import { browserPeerConnectionFactory, gatherCandidates } from './gather-candidates.ts';

const HOST = 'candidate:1 1 udp 2113937151 0b5e9b5c-43e4-4a3d-9a52-1f2e3d4c5b6a.local 61234 typ host';
const SRFLX = 'candidate:2 1 udp 1677729535 89.160.20.112 40000 typ srflx raddr 0.0.0.0 rport 0';
const STUN = 'stun:stun.example.com:3478';

test('collects the candidates the browser reports and those written only in the SDP, using the STUN server', async () => {
  const fake = fakePeerConnections({ candidates: [HOST], sdpCandidates: [`a=${SRFLX}`] });
  const outcome = await gatherCandidates({ stunUrl: STUN, timeoutMs: 1000, createPeerConnection: fake.factory });
  expect(outcome).toEqual({ status: 'done', candidates: [HOST, `a=${SRFLX}`], timedOut: false });
  expect(fake.configs).toEqual([{ iceServers: [{ urls: STUN }] }]);
  expect(fake.closedCount()).toBe(1);
});

test('stops at the timeout and reports what arrived until then', async () => {
  const fake = fakePeerConnections({ candidates: [HOST, SRFLX], hang: true });
  const outcome = await gatherCandidates({ stunUrl: STUN, timeoutMs: 30, createPeerConnection: fake.factory });
  expect(outcome).toEqual({ status: 'done', candidates: [HOST, SRFLX], timedOut: true });
  expect(fake.closedCount()).toBe(1);
});

test('reports WebRTC as blocked when the browser has no RTCPeerConnection', async () => {
  expect(typeof globalThis.RTCPeerConnection).toBe('undefined');
  expect(browserPeerConnectionFactory()).toBeUndefined();
  await expect(gatherCandidates({ stunUrl: STUN, timeoutMs: 30 })).resolves.toEqual({ status: 'blocked' });
});

test('reports WebRTC as blocked when creating the connection throws', async () => {
  const fake = fakePeerConnections({ failAt: 'construct' });
  await expect(gatherCandidates({ stunUrl: STUN, timeoutMs: 30, createPeerConnection: fake.factory })).resolves.toEqual({
    status: 'blocked',
  });
});

test('reports WebRTC as blocked when createOffer throws, and still closes the connection', async () => {
  const fake = fakePeerConnections({ failAt: 'createOffer' });
  await expect(gatherCandidates({ stunUrl: STUN, timeoutMs: 30, createPeerConnection: fake.factory })).resolves.toEqual({
    status: 'blocked',
  });
  expect(fake.closedCount()).toBe(1);
});

test('stops waiting as soon as the signal aborts', async () => {
  const fake = fakePeerConnections({ hang: true });
  const controller = new AbortController();
  const pending = gatherCandidates({ stunUrl: STUN, timeoutMs: 60_000, createPeerConnection: fake.factory, signal: controller.signal });
  controller.abort();
  await expect(pending).resolves.toEqual({ status: 'done', candidates: [], timedOut: false });
  expect(fake.closedCount()).toBe(1);
});
