import { ContractError, deviceListCall, parseResponse, profileCall, userIpBindCall } from './schemas.ts';

const profile = {
  user_id: 1,
  email: null,
  is_password_set: false,
  is_anonymous: true,
  vip: { is_vip: false, remain_time: 0, expire_at: null },
};

test('an answer of the contract parses, unknown keys dropped', () => {
  expect(parseResponse(profileCall, { ...profile, extra: 'x' })).toEqual(profile);
});

test('an answer off the contract rejects with ContractError naming each field and the call', () => {
  const parse = () => parseResponse(profileCall, { ...profile, user_id: '1', vip: {} });
  expect(parse).toThrow(ContractError);
  expect(parse).toThrow(/^\/api\/mms\/account\/v1\/web\/profile: the answer does not match the contract \(user_id: .*vip\.is_vip: /);
  expect(() => parseResponse(deviceListCall, null)).toThrow(/\(data\): /);
});

test('an address to bind is trimmed and lower-cased; anything else than IPv4 or IPv6 is refused', () => {
  expect(userIpBindCall.request.parse({ ip: ' 2001:DB8::1 ' })).toEqual({ ip: '2001:db8::1' });
  expect(userIpBindCall.request.parse({ ip: '203.0.113.7' })).toEqual({ ip: '203.0.113.7' });
  for (const ip of ['300.1.2.3', 'example.com', '', '1'.repeat(46)]) expect(userIpBindCall.request.safeParse({ ip }).success).toBe(false);
});
