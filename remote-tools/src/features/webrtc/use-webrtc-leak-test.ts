/** Runs the WebRTC leak test on demand, in the browser only, and keeps its state. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { gatherCandidates, type PeerConnectionFactory } from './gather-candidates.ts';
import { parseCandidate, type IceCandidate } from './ice-candidate.ts';
import { revealedAddresses, type RevealedAddress } from './leak-verdict.ts';

/** How long the test waits for candidates (STUN answers in well under a second when reachable). */
export const GATHER_TIMEOUT_MS = 5000;

/** The test's state: not started, running, WebRTC unavailable, or finished with the addresses found. */
export type LeakTestState =
  | { readonly status: 'idle' }
  | { readonly status: 'running' }
  | { readonly status: 'blocked' }
  | { readonly status: 'done'; readonly addresses: readonly RevealedAddress[]; readonly timedOut: boolean };

/** Options of {@link useWebRtcLeakTest}. */
export interface LeakTestOptions {
  readonly stunUrl: string;
  readonly timeoutMs?: number;
  /** Replaces the browser's RTCPeerConnection (tests). */
  readonly createPeerConnection?: PeerConnectionFactory;
}

/** The test's state and `run`, which starts (or restarts) it; an unmounted page stops waiting. */
export function useWebRtcLeakTest({ stunUrl, timeoutMs = GATHER_TIMEOUT_MS, createPeerConnection }: LeakTestOptions) {
  const [state, setState] = useState<LeakTestState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback(async () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ status: 'running' });
    const outcome = await gatherCandidates({ stunUrl, timeoutMs, createPeerConnection, signal: controller.signal });
    if (controller.signal.aborted) return;
    if (outcome.status === 'blocked') {
      setState({ status: 'blocked' });
      return;
    }
    const candidates = outcome.candidates.map(parseCandidate).filter((candidate): candidate is IceCandidate => candidate !== null);
    setState({ status: 'done', addresses: revealedAddresses(candidates), timedOut: outcome.timedOut });
  }, [stunUrl, timeoutMs, createPeerConnection]);

  return { state, run };
}
