import { candidateLinesOfSdp, parseCandidate } from './ice-candidate.ts';

test('parses an IPv4 host candidate', () => {
  expect(parseCandidate('candidate:842163049 1 udp 2122260223 192.168.1.20 54321 typ host generation 0 ufrag abcd network-id 1')).toEqual({
    foundation: '842163049',
    component: 1,
    transport: 'udp',
    priority: 2122260223,
    address: '192.168.1.20',
    family: 'ipv4',
    port: 54321,
    type: 'host',
    relatedAddress: null,
  });
});

test('parses an IPv6 host candidate and lower-cases the address', () => {
  const candidate = parseCandidate('candidate:1 1 UDP 2122262783 2A02:1810:4D02:6A00::1 50000 typ host');
  expect(candidate).toMatchObject({ address: '2a02:1810:4d02:6a00::1', family: 'ipv6', transport: 'udp', type: 'host' });
});

test('parses an mDNS host candidate as a hidden name', () => {
  const candidate = parseCandidate('candidate:3 1 udp 2113937151 0b5e9b5c-43e4-4a3d-9a52-1f2e3d4c5b6a.local 61234 typ host generation 0');
  expect(candidate).toMatchObject({ address: '0b5e9b5c-43e4-4a3d-9a52-1f2e3d4c5b6a.local', family: 'mdns', type: 'host' });
});

test('parses a server-reflexive candidate with its related address', () => {
  const candidate = parseCandidate('candidate:4 1 udp 1677729535 203.0.113.7 40000 typ srflx raddr 192.168.1.20 rport 54321 generation 0');
  expect(candidate).toMatchObject({ address: '203.0.113.7', type: 'srflx', relatedAddress: '192.168.1.20' });
});

test('parses a srflx candidate whose related address the browser hid as 0.0.0.0', () => {
  expect(parseCandidate('candidate:4 1 udp 1677729535 203.0.113.7 40000 typ srflx raddr 0.0.0.0 rport 0')).toMatchObject({
    relatedAddress: '0.0.0.0',
  });
});

test('parses relay, prflx and TCP candidates, and SDP lines with a= in front', () => {
  expect(parseCandidate('candidate:5 1 udp 41885439 198.51.100.9 3478 typ relay raddr 203.0.113.7 rport 40000')).toMatchObject({
    type: 'relay',
  });
  expect(parseCandidate('candidate:6 1 udp 1845501695 203.0.113.7 40001 typ prflx')).toMatchObject({ type: 'prflx' });
  expect(parseCandidate('a=candidate:7 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active')).toMatchObject({
    transport: 'tcp',
    port: 9,
  });
});

test.each([
  ['the end-of-candidates marker', ''],
  ['a line without typ', 'candidate:1 1 udp 2122260223 192.168.1.20 54321 host'],
  ['an unknown type', 'candidate:1 1 udp 2122260223 192.168.1.20 54321 typ magic'],
  ['a non-numeric port', 'candidate:1 1 udp 2122260223 192.168.1.20 port typ host'],
  ['a fully-qualified name', 'candidate:1 1 udp 2122260223 stun.example.com 3478 typ host'],
  ['an invalid address', 'candidate:1 1 udp 2122260223 999.1.1.1 3478 typ host'],
  ['another SDP attribute', 'a=ice-ufrag:abcd'],
])('returns null for %s', (_name, line) => {
  expect(parseCandidate(line)).toBeNull();
});

test('candidateLinesOfSdp picks the candidate lines of an offer', () => {
  const sdp = [
    'v=0',
    'a=ice-ufrag:abcd',
    'a=candidate:1 1 udp 2122260223 192.168.1.20 54321 typ host',
    'a=candidate:2 1 udp 1677729535 203.0.113.7 40000 typ srflx raddr 0.0.0.0 rport 0',
    'a=end-of-candidates',
  ].join('\r\n');
  expect(candidateLinesOfSdp(sdp)).toEqual([
    'a=candidate:1 1 udp 2122260223 192.168.1.20 54321 typ host',
    'a=candidate:2 1 udp 1677729535 203.0.113.7 40000 typ srflx raddr 0.0.0.0 rport 0',
  ]);
});
