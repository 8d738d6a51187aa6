/**
 * Test helper (not shipped): a scripted stand-in for RTCPeerConnection that reports the given
 * candidates after the offer is set, then ends gathering (unless told to hang).
 */
import type { IceCandidateEventLike, PeerConnectionFactory, PeerConnectionLike } from '../features/webrtc/gather-candidates.ts';

/** How the fake behaves. */
export interface FakePeerScript {
  readonly candidates?: readonly string[];
  /** Extra `a=candidate:` lines in the final local description. */
  readonly sdpCandidates?: readonly string[];
  /** Never send the end-of-candidates marker (to exercise the timeout). */
  readonly hang?: boolean;
  /** Where it fails the way privacy settings make browsers fail. */
  readonly failAt?: 'construct' | 'createOffer';
}

/** A factory for `script`, plus the configurations it was given and whether connections were closed. */
export function fakePeerConnections(script: FakePeerScript = {}) {
  const configs: RTCConfiguration[] = [];
  let closed = 0;
  const factory: PeerConnectionFactory = (config) => {
    configs.push(config);
    if (script.failAt === 'construct') throw new DOMException('WebRTC is disabled', 'NotAllowedError');
    const candidateListeners: ((event: IceCandidateEventLike) => void)[] = [];
    const stateListeners: (() => void)[] = [];
    const connection: PeerConnectionLike & { iceGatheringState: string; localDescription: { sdp: string } | null } = {
      iceGatheringState: 'new',
      localDescription: null,
      addEventListener(
        type: 'icecandidate' | 'icegatheringstatechange',
        listener: ((event: IceCandidateEventLike) => void) | (() => void),
      ) {
        if (type === 'icecandidate') candidateListeners.push(listener);
        else stateListeners.push(listener as () => void);
      },
      createDataChannel: () => ({}),
      createOffer: async () => {
        if (script.failAt === 'createOffer') throw new DOMException('createOffer refused', 'NotAllowedError');
        return { type: 'offer', sdp: 'v=0\r\n' };
      },
      setLocalDescription: async () => {
        connection.localDescription = { sdp: ['v=0', ...(script.sdpCandidates ?? [])].join('\r\n') };
        setTimeout(() => {
          for (const candidate of script.candidates ?? []) candidateListeners.forEach((listener) => listener({ candidate: { candidate } }));
          if (script.hang) return;
          candidateListeners.forEach((listener) => listener({ candidate: null }));
          connection.iceGatheringState = 'complete';
          stateListeners.forEach((listener) => listener());
        }, 0);
      },
      close: () => {
        closed += 1;
      },
    };
    return connection;
  };
  return { factory, configs, closedCount: () => closed };
}
