/**
 * IP address helpers for the leak test: recognise IPv4 and IPv6 literals, compare them in a
 * canonical form and tell public addresses from local ones.
 */

/** Address family of a candidate address; `mdns` is a browser's anonymous `<uuid>.local` name. */
export type AddressFamily = 'ipv4' | 'ipv6' | 'mdns';

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;
const MDNS_NAME = /^[0-9a-z-]+(\.[0-9a-z-]+)*\.local\.?$/i;

/** The four octets of an IPv4 literal, or null. */
export function parseIpv4(text: string): readonly number[] | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 literal (zone index ignored, IPv4 tail allowed), or null. */
export function parseIpv6(text: string): readonly number[] | null {
  const address = text.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  if (!address.includes(':')) return null;
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    const pieces = part.split(':');
    for (const [index, piece] of pieces.entries()) {
      const v4 = index === pieces.length - 1 ? parseIpv4(piece) : null;
      if (v4) out.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
      else if (HEX_GROUP.test(piece)) out.push(Number.parseInt(piece, 16));
      else return null;
    }
    return out;
  };
  const head = groupsOf(halves[0] ?? '');
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : null;
}

/** The family of an address as candidates write it, or null for anything else (FQDNs, garbage). */
export function addressFamily(address: string): AddressFamily | null {
  if (parseIpv4(address)) return 'ipv4';
  if (parseIpv6(address)) return 'ipv6';
  if (MDNS_NAME.test(address)) return 'mdns';
  return null;
}

function mappedIpv4(groups: readonly number[]): string | null {
  const prefixZero = groups.slice(0, 5).every((group) => group === 0);
  if (!prefixZero || groups[5] !== 0xffff) return null;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * A canonical form for comparing addresses: dotted IPv4 without leading zeros, IPv4-mapped
 * IPv6 (`::ffff:1.2.3.4`) as IPv4, other IPv6 as eight lower-case groups. Other text is
 * returned lower-cased.
 */
export function canonicalIp(address: string): string {
  const v4 = parseIpv4(address);
  if (v4) return v4.join('.');
  const v6 = parseIpv6(address);
  if (!v6) return address.toLowerCase();
  return mappedIpv4(v6) ?? v6.map((group) => group.toString(16)).join(':');
}

/** True when both texts name the same IP address. */
export function sameIp(a: string, b: string): boolean {
  return canonicalIp(a) === canonicalIp(b);
}

// IPv4 blocks that are not globally reachable (IANA special-purpose registry): private,
// shared (CGNAT), loopback, link-local, protocol assignments, documentation, benchmarking,
// multicast and reserved. Documentation addresses do turn up on lab and container interfaces.
const LOCAL_IPV4_BLOCKS = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
];

const toNumber = (octets: readonly number[]) => octets.reduce((sum, octet) => sum * 256 + octet, 0);

const LOCAL_IPV4 = LOCAL_IPV4_BLOCKS.map((block) => {
  const [base = '', bits = '32'] = block.split('/');
  return { start: toNumber(parseIpv4(base) ?? []), size: 2 ** (32 - Number(bits)) };
});

function ipv4IsLocal(octets: readonly number[]): boolean {
  const value = toNumber(octets);
  return LOCAL_IPV4.some(({ start, size }) => value >= start && value < start + size);
}

/**
 * True for an address that identifies the visitor on the internet: a global IPv4 or IPv6
 * address. False for private, CGNAT, loopback, link-local, unique-local, documentation,
 * multicast and unspecified addresses, and for mDNS names.
 */
export function isPublicIp(address: string): boolean {
  const v4 = parseIpv4(address);
  if (v4) return !ipv4IsLocal(v4);
  const v6 = parseIpv6(address);
  if (!v6) return false;
  const mapped = mappedIpv4(v6);
  if (mapped) return isPublicIp(mapped);
  const first = v6[0] ?? 0;
  if (v6.slice(0, 7).every((group) => group === 0) && (v6[7] ?? 0) <= 1) return false; // :: and ::1
  if ((first & 0xffc0) === 0xfe80) return false; // link-local fe80::/10
  if ((first & 0xfe00) === 0xfc00) return false; // unique local fc00::/7
  if ((first & 0xff00) === 0xff00) return false; // multicast ff00::/8
  if (first === 0x2001 && v6[1] === 0x0db8) return false; // documentation 2001:db8::/32
  return true;
}
