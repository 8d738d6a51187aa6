/**
 * What the gathered candidates reveal and whether that is a leak: a public address other than
 * the one websites already see (geo_info's `user_ip`) is one; local addresses and mDNS names
 * are not.
 */
import type { CandidateType, IceCandidate } from './ice-candidate.ts';
import { addressFamily, isPublicIp, sameIp, type AddressFamily } from './ip-address.ts';

/**
 * Where an address sits: `public` identifies the visitor on the internet, `local` is a private
 * or link-local network address, `hidden` an mDNS name standing in for a local address,
 * `relay` a TURN server's address (not the visitor's).
 */
export type AddressScope = 'public' | 'local' | 'hidden' | 'relay';

/** One distinct address the candidates reveal, with every candidate type that showed it. */
export interface RevealedAddress {
  readonly address: string;
  readonly family: AddressFamily;
  readonly scope: AddressScope;
  readonly via: readonly CandidateType[];
}

/**
 * The outcome: `leak` lists public addresses that differ from the reference; `safe` says why
 * nothing leaks; `unknown` means public addresses were found but there is no reference IP.
 */
export type LeakVerdict =
  | { readonly kind: 'leak'; readonly leaked: readonly string[] }
  | { readonly kind: 'safe'; readonly reason: 'same' | 'hidden' | 'local' | 'none' }
  | { readonly kind: 'unknown'; readonly found: readonly string[] };

const UNSPECIFIED = new Set(['0.0.0.0', '::']);

function scopeOf(address: string, family: AddressFamily, type: CandidateType): AddressScope {
  if (type === 'relay') return 'relay';
  if (family === 'mdns') return 'hidden';
  return isPublicIp(address) ? 'public' : 'local';
}

/**
 * Distinct addresses in first-seen order, each with the candidate types that revealed it.
 * A reflexive candidate's `raddr` counts as a host address and a relay's as a reflexive one,
 * unless it is unspecified (`0.0.0.0`, `::`), which is how browsers hide it.
 */
export function revealedAddresses(candidates: readonly IceCandidate[]): RevealedAddress[] {
  const byAddress = new Map<string, { address: string; family: AddressFamily; scope: AddressScope; via: CandidateType[] }>();
  const add = (address: string, family: AddressFamily, type: CandidateType) => {
    const scope = scopeOf(address, family, type);
    const key = `${scope}|${address}`;
    const entry = byAddress.get(key);
    if (!entry) byAddress.set(key, { address, family, scope, via: [type] });
    else if (!entry.via.includes(type)) entry.via.push(type);
  };
  for (const candidate of candidates) {
    add(candidate.address, candidate.family, candidate.type);
    const related = candidate.relatedAddress;
    const relatedFamily = related === null ? null : addressFamily(related);
    // A relay's raddr is the address the TURN server saw (reflexive); a reflexive one's is the local base.
    if (related && relatedFamily && !UNSPECIFIED.has(related) && candidate.type !== 'host') {
      add(related, relatedFamily, candidate.type === 'relay' ? 'srflx' : 'host');
    }
  }
  return [...byAddress.values()];
}

/** The verdict for `addresses` against `referenceIp`, the address websites see (null when unknown). */
export function leakVerdict(addresses: readonly RevealedAddress[], referenceIp: string | null): LeakVerdict {
  const publicAddresses = addresses.filter((entry) => entry.scope === 'public').map((entry) => entry.address);
  if (publicAddresses.length > 0) {
    if (referenceIp === null) return { kind: 'unknown', found: publicAddresses };
    const leaked = publicAddresses.filter((address) => !sameIp(address, referenceIp));
    return leaked.length > 0 ? { kind: 'leak', leaked } : { kind: 'safe', reason: 'same' };
  }
  if (addresses.some((entry) => entry.scope === 'local')) return { kind: 'safe', reason: 'local' };
  if (addresses.some((entry) => entry.scope === 'hidden')) return { kind: 'safe', reason: 'hidden' };
  return { kind: 'safe', reason: 'none' };
}
