/**
 * Parses ICE candidate strings (RFC 8839 section 5.1) as browsers hand them to
 * `onicecandidate` or write them in SDP `a=candidate:` lines.
 */
import { addressFamily, type AddressFamily } from './ip-address.ts';

/** Candidate types: the device's own interface, as a STUN server saw it, as a peer saw it, a TURN relay. */
export type CandidateType = 'host' | 'srflx' | 'prflx' | 'relay';

/** The parts of one candidate the leak test uses. */
export interface IceCandidate {
  readonly foundation: string;
  readonly component: number;
  readonly transport: string;
  readonly priority: number;
  readonly address: string;
  readonly family: AddressFamily;
  readonly port: number;
  readonly type: CandidateType;
  /** `raddr`: the local address a reflexive or relay candidate was derived from, when given. */
  readonly relatedAddress: string | null;
}

const TYPES: readonly string[] = ['host', 'srflx', 'prflx', 'relay'];

function isCandidateType(value: string): value is CandidateType {
  return TYPES.includes(value);
}

/**
 * One candidate from `candidate:<foundation> <component> <transport> <priority> <address>
 * <port> typ <type> [raddr <address> rport <port>] ...`, with or without a leading `a=`.
 * Returns null for an empty string (the end-of-candidates marker), a malformed line, or an
 * address that is neither IPv4, IPv6 nor an mDNS `.local` name.
 */
export function parseCandidate(line: string): IceCandidate | null {
  const fields = line.trim().replace(/^a=/, '').split(/\s+/);
  const [head = '', component, transport, priority, rawAddress, port, typ, type] = fields;
  if (!head.toLowerCase().startsWith('candidate:') || typ !== 'typ' || type === undefined) return null;
  if (!isCandidateType(type)) return null;
  const address = (rawAddress ?? '').toLowerCase().replace(/^\[|\]$/g, '');
  const family = addressFamily(address);
  const numbers = [component, priority, port].map((value) => (value !== undefined && /^\d+$/.test(value) ? Number(value) : Number.NaN));
  if (family === null || numbers.some(Number.isNaN) || transport === undefined) return null;
  const raddrIndex = fields.indexOf('raddr', 8);
  const related = raddrIndex > 0 ? fields[raddrIndex + 1] : undefined;
  return {
    foundation: head.slice('candidate:'.length),
    component: numbers[0] ?? 0,
    transport: transport.toLowerCase(),
    priority: numbers[1] ?? 0,
    address,
    family,
    port: numbers[2] ?? 0,
    type,
    relatedAddress: related !== undefined && addressFamily(related) !== null ? related.toLowerCase() : null,
  };
}

/** Every `a=candidate:` line of an SDP blob (some browsers list candidates only there). */
export function candidateLinesOfSdp(sdp: string): string[] {
  return sdp
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.startsWith('a=candidate:'));
}
