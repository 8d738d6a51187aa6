import { addressKey } from './client-address.ts';

test.each([
  ['203.0.113.7', '203.0.113.7'],
  ['::ffff:203.0.113.7', '203.0.113.7'],
  ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
  ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
  ['2001:db8::1', '2001:db8:0:0::/64'],
  ['not an address', 'not an address'],
])('%s counts as %s', (ip, key) => {
  expect(addressKey(ip)).toBe(key);
});
