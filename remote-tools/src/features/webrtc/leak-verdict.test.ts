import { parseCandidate, type IceCandidate } from './ice-candidate.ts';
import { leakVerdict, revealedAddresses } from './leak-verdict.ts';

const MDNS = 'candidate:1 1 udp 2113937151 0b5e9b5c-43e4-4a3d-9a52-1f2e3d4c5b6a.local 61234 typ host';
const LAN = 'candidate:2 1 udp 2122260223 192.168.1.20 54321 typ host';
const VPN_SRFLX = 'candidate:3 1 udp 1677729535 89.160.20.112 40000 typ srflx raddr 0.0.0.0 rport 0';
const REAL_V6_HOST = 'candidate:4 1 udp 2122262783 2a02:1810:4d02:6a00:5c1d:9b5c:c1e4:1ab3 50000 typ host';
const REAL_SRFLX = 'candidate:5 1 udp 1677729535 81.2.69.142 40002 typ srflx raddr 192.168.1.20 rport 54321';
const RELAY = 'candidate:6 1 udp 41885439 216.160.83.56 3478 typ relay raddr 89.160.20.112 rport 40000';

const VPN_IP = '89.160.20.112';

function parsed(...lines: string[]): IceCandidate[] {
  return lines.map(parseCandidate).filter((candidate): candidate is IceCandidate => candidate !== null);
}

const verdictFor = (lines: string[], referenceIp: string | null) => leakVerdict(revealedAddresses(parsed(...lines)), referenceIp);

describe('revealedAddresses', () => {
  test('groups candidates by address and scope, keeping every type that showed it', () => {
    const srflxAgain = 'candidate:7 1 tcp 1677729535 89.160.20.112 40003 typ srflx raddr 0.0.0.0 rport 0';
    expect(revealedAddresses(parsed(MDNS, VPN_SRFLX, srflxAgain, LAN))).toEqual([
      { address: '0b5e9b5c-43e4-4a3d-9a52-1f2e3d4c5b6a.local', family: 'mdns', scope: 'hidden', via: ['host'] },
      { address: '89.160.20.112', family: 'ipv4', scope: 'public', via: ['srflx'] },
      { address: '192.168.1.20', family: 'ipv4', scope: 'local', via: ['host'] },
    ]);
  });

  test('counts a related address as a host address unless the browser hid it as 0.0.0.0', () => {
    expect(revealedAddresses(parsed(REAL_SRFLX)).map((entry) => [entry.address, entry.scope, entry.via])).toEqual([
      ['81.2.69.142', 'public', ['srflx']],
      ['192.168.1.20', 'local', ['host']],
    ]);
    expect(revealedAddresses(parsed(VPN_SRFLX))).toHaveLength(1);
  });

  test("marks a relay candidate's address as the relay's, and its related address as the visitor's public one", () => {
    expect(revealedAddresses(parsed(RELAY))).toEqual([
      { address: '216.160.83.56', family: 'ipv4', scope: 'relay', via: ['relay'] },
      { address: VPN_IP, family: 'ipv4', scope: 'public', via: ['srflx'] },
    ]);
  });
});

describe('leakVerdict', () => {
  test('finds a leak when WebRTC reveals a public address other than the one websites see', () => {
    expect(verdictFor([MDNS, VPN_SRFLX, REAL_SRFLX], VPN_IP)).toEqual({ kind: 'leak', leaked: ['81.2.69.142'] });
  });

  test('finds a leak when a host candidate reveals a public IPv6 address behind an IPv4 VPN', () => {
    expect(verdictFor([VPN_SRFLX, REAL_V6_HOST], VPN_IP)).toEqual({ kind: 'leak', leaked: ['2a02:1810:4d02:6a00:5c1d:9b5c:c1e4:1ab3'] });
  });

  test('sees no leak when the only public address is the one websites see, however it is written', () => {
    expect(verdictFor([MDNS, VPN_SRFLX], VPN_IP)).toEqual({ kind: 'safe', reason: 'same' });
    expect(verdictFor([VPN_SRFLX], `::ffff:${VPN_IP}`)).toEqual({ kind: 'safe', reason: 'same' });
    expect(verdictFor([REAL_V6_HOST], '2A02:1810:4D02:6A00:5C1D:9B5C:C1E4:1AB3')).toEqual({ kind: 'safe', reason: 'same' });
  });

  test('sees no leak when only mDNS names appear', () => {
    expect(verdictFor([MDNS], VPN_IP)).toEqual({ kind: 'safe', reason: 'hidden' });
  });

  test('sees no leak when only local addresses appear, with or without mDNS names', () => {
    expect(verdictFor([LAN, MDNS], VPN_IP)).toEqual({ kind: 'safe', reason: 'local' });
  });

  test('sees no leak when nothing was gathered or only a relay answered', () => {
    expect(verdictFor([], VPN_IP)).toEqual({ kind: 'safe', reason: 'none' });
    expect(verdictFor([RELAY.replace(`raddr ${VPN_IP}`, 'raddr 0.0.0.0')], VPN_IP)).toEqual({ kind: 'safe', reason: 'none' });
  });

  test('cannot judge public addresses without the IP websites see, but still clears hidden ones', () => {
    expect(verdictFor([VPN_SRFLX], null)).toEqual({ kind: 'unknown', found: [VPN_IP] });
    expect(verdictFor([MDNS], null)).toEqual({ kind: 'safe', reason: 'hidden' });
  });
});
