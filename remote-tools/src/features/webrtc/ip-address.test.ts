import { addressFamily, canonicalIp, isPublicIp, parseIpv4, parseIpv6, sameIp } from './ip-address.ts';

describe('parseIpv4', () => {
  test('reads four octets', () => {
    expect(parseIpv4('203.0.113.7')).toEqual([203, 0, 113, 7]);
  });

  test.each(['256.1.1.1', '1.2.3', '1.2.3.4.5', 'a.b.c.d', '', ' 1.2.3.4'])('refuses %p', (text) => {
    expect(parseIpv4(text)).toBeNull();
  });
});

describe('parseIpv6', () => {
  test('expands a compressed address', () => {
    expect(parseIpv6('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
  });

  test('reads a full address, an IPv4 tail and ignores a zone index', () => {
    expect(parseIpv6('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toEqual([0x2001, 0xdb8, 0x85a3, 0, 0, 0x8a2e, 0x370, 0x7334]);
    expect(parseIpv6('::ffff:192.0.2.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201]);
    expect(parseIpv6('fe80::1%eth0')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  test.each(['1:2:3:4:5:6:7', '1::2::3', '12345::1', 'g::1', '1:2:3:4:5:6:7:8:9', '192.0.2.1', '1:2:3:4:5:6:7::8'])(
    'refuses %p',
    (text) => {
      expect(parseIpv6(text)).toBeNull();
    },
  );
});

test('addressFamily tells IPv4, IPv6 and mDNS names apart and refuses other names', () => {
  expect(addressFamily('198.51.100.23')).toBe('ipv4');
  expect(addressFamily('2a02:1810:4d02:6a00:5c1d:9b5c:c1e4:1ab3')).toBe('ipv6');
  expect(addressFamily('0b5e9b5c-43e4-4a3d-9a52-1f2e3d4c5b6a.local')).toBe('mdns');
  expect(addressFamily('example.com')).toBeNull();
  expect(addressFamily('')).toBeNull();
});

test('canonicalIp makes spellings of one address equal, and IPv4-mapped IPv6 plain IPv4', () => {
  expect(canonicalIp('2001:DB8:0:0::1')).toBe(canonicalIp('2001:db8::0:1'));
  expect(canonicalIp('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(canonicalIp('::ffff:cb00:7107')).toBe('203.0.113.7');
  expect(sameIp('203.0.113.7', '::FFFF:203.0.113.7')).toBe(true);
  expect(sameIp('203.0.113.7', '203.0.113.8')).toBe(false);
});

describe('isPublicIp', () => {
  test.each(['8.8.8.8', '81.2.69.142', '2a02:1810:4d02:6a00::1', '2606:4700:4700::1111', '::ffff:8.8.4.4'])('%p is public', (address) => {
    expect(isPublicIp(address)).toBe(true);
  });

  test.each([
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.20',
    '100.64.0.1',
    '127.0.0.1',
    '169.254.10.1',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '192.0.2.2',
    '198.51.100.23',
    '203.0.113.7',
    '::',
    '::1',
    'fe80::1c2b:3ff:fe4d:5e6f',
    'fd12:3456:789a::1',
    'ff02::fb',
    '2001:db8::1',
    '::ffff:192.168.0.1',
    'abc.local',
  ])('%p is not public', (address) => {
    expect(isPublicIp(address)).toBe(false);
  });

  test('the edges of the blocks are respected', () => {
    expect(isPublicIp('172.15.255.255')).toBe(true);
    expect(isPublicIp('172.32.0.0')).toBe(true);
    expect(isPublicIp('192.0.3.0')).toBe(true);
    expect(isPublicIp('100.63.255.255')).toBe(true);
    expect(isPublicIp('100.128.0.0')).toBe(true);
  });
});
