/**
 * The client address as the abuse limits count it. An IPv4 address is one client; an IPv6
 * address is grouped by its /64 network, which is what one customer line or one cloud host is
 * usually given, so cycling through the addresses of one's own /64 does not buy new budgets.
 * IPv4-mapped IPv6 addresses (`::ffff:192.0.2.1`) count as their IPv4 address.
 */
import ipaddr from 'ipaddr.js';

/**
 * The key of `ip` for per-address limits: the IPv4 address, `<first four groups>::/64` for
 * IPv6, or the text itself when it does not parse (never throws).
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(':')}::/64`;
}
