/**
 * Gathers ICE candidates with a throw-away RTCPeerConnection: a data channel and an offer make
 * the browser collect host, server-reflexive (STUN) and relay candidates without any peer.
 */
import { candidateLinesOfSdp } from './ice-candidate.ts';

/** An `icecandidate` event: `candidate` null marks the end of gathering. */
export interface IceCandidateEventLike {
  readonly candidate: { readonly candidate: string } | null;
}

/** The part of RTCPeerConnection the test uses, so tests can hand in a fake. */
export interface PeerConnectionLike {
  readonly iceGatheringState: string;
  readonly localDescription: { readonly sdp: string } | null;
  addEventListener(type: 'icecandidate', listener: (event: IceCandidateEventLike) => void): void;
  addEventListener(type: 'icegatheringstatechange', listener: () => void): void;
  createDataChannel(label: string): unknown;
  createOffer(): Promise<RTCSessionDescriptionInit>;
  setLocalDescription(description: RTCSessionDescriptionInit): Promise<void>;
  close(): void;
}

/** Makes a peer connection; undefined when the browser has no WebRTC. */
export type PeerConnectionFactory = (config: RTCConfiguration) => PeerConnectionLike;

/** What gathering found: `blocked` when WebRTC is missing or refused to start. */
export type GatherOutcome =
  { readonly status: 'blocked' } | { readonly status: 'done'; readonly candidates: readonly string[]; readonly timedOut: boolean };

/** Options of {@link gatherCandidates}. */
export interface GatherOptions {
  readonly stunUrl: string;
  /** Stop waiting after this many milliseconds and report what arrived so far. */
  readonly timeoutMs: number;
  /** Defaults to the browser's RTCPeerConnection, when there is one. */
  readonly createPeerConnection?: PeerConnectionFactory | undefined;
  readonly signal?: AbortSignal | undefined;
}

/** The browser's RTCPeerConnection as a factory, or undefined where it does not exist or is disabled. */
export function browserPeerConnectionFactory(): PeerConnectionFactory | undefined {
  if (typeof globalThis.RTCPeerConnection !== 'function') return undefined;
  return (config) => new globalThis.RTCPeerConnection(config);
}

/**
 * Candidate strings the browser reports for `stunUrl`, plus any written only in the final
 * SDP (the caller parses and de-duplicates). Resolves `blocked` when there is no
 * RTCPeerConnection, or constructing it or creating the offer throws (privacy settings and
 * extensions do that); never rejects. Closes the connection in every case.
 */
export async function gatherCandidates({ stunUrl, timeoutMs, createPeerConnection, signal }: GatherOptions): Promise<GatherOutcome> {
  const factory = createPeerConnection ?? browserPeerConnectionFactory();
  if (!factory) return { status: 'blocked' };
  let connection: PeerConnectionLike;
  try {
    connection = factory({ iceServers: [{ urls: stunUrl }] });
  } catch {
    return { status: 'blocked' };
  }
  const candidates: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  try {
    const finished = new Promise<boolean>((resolve) => {
      connection.addEventListener('icecandidate', (event) => {
        const text = event.candidate?.candidate;
        if (text) candidates.push(text);
        else if (event.candidate === null) resolve(false);
      });
      connection.addEventListener('icegatheringstatechange', () => {
        if (connection.iceGatheringState === 'complete') resolve(false);
      });
      timer = setTimeout(() => resolve(true), timeoutMs);
      onAbort = () => resolve(false);
      signal?.addEventListener('abort', onAbort);
    });
    connection.createDataChannel('meridian-leak-test');
    const offer = await connection.createOffer();
    await connection.setLocalDescription(offer);
    const timedOut = await finished;
    const fromSdp = candidateLinesOfSdp(connection.localDescription?.sdp ?? '');
    return { status: 'done', candidates: [...candidates, ...fromSdp], timedOut };
  } catch {
    return { status: 'blocked' };
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
    connection.close();
  }
}
