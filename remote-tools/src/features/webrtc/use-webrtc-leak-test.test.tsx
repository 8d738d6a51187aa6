import { act, renderHook, waitFor } from '@testing-library/react';
import { fakePeerConnections } from '../../testing/fake-peer-connection.ts';
import { useWebRtcLeakTest } from './use-webrtc-leak-test.ts';

const STUN = 'stun:stun.example.com:3478';

test('stays idle until run, then reports the distinct addresses found', async () => {
  const fake = fakePeerConnections({
    candidates: [
      'candidate:1 1 udp 2113937151 0b5e9b5c-43e4-4a3d-9a52-1f2e3d4c5b6a.local 61234 typ host',
      'candidate:2 1 udp 1677729535 89.160.20.112 40000 typ srflx raddr 0.0.0.0 rport 0',
      'candidate:3 1 tcp 1677729535 89.160.20.112 40001 typ srflx raddr 0.0.0.0 rport 0',
      'not a candidate',
    ],
  });
  const { result } = renderHook(() => useWebRtcLeakTest({ stunUrl: STUN, createPeerConnection: fake.factory }));
  expect(result.current.state).toEqual({ status: 'idle' });
  expect(fake.configs).toHaveLength(0);

  act(() => void result.current.run());
  expect(result.current.state).toEqual({ status: 'running' });
  await waitFor(() => expect(result.current.state.status).toBe('done'));
  expect(result.current.state).toMatchObject({
    status: 'done',
    timedOut: false,
    addresses: [
      { address: '0b5e9b5c-43e4-4a3d-9a52-1f2e3d4c5b6a.local', scope: 'hidden' },
      { address: '89.160.20.112', scope: 'public' },
    ],
  });
});

test('reports blocked when WebRTC refuses to start', async () => {
  const fake = fakePeerConnections({ failAt: 'createOffer' });
  const { result } = renderHook(() => useWebRtcLeakTest({ stunUrl: STUN, createPeerConnection: fake.factory }));
  await act(() => result.current.run());
  expect(result.current.state).toEqual({ status: 'blocked' });
});

test('marks a run that hit the timeout', async () => {
  const fake = fakePeerConnections({ hang: true });
  const { result } = renderHook(() => useWebRtcLeakTest({ stunUrl: STUN, timeoutMs: 20, createPeerConnection: fake.factory }));
  await act(() => result.current.run());
  expect(result.current.state).toEqual({ status: 'done', addresses: [], timedOut: true });
});
