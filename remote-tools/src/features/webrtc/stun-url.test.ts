import { DEFAULT_STUN_URL, parseStunUrl, stunUrlFromSearch } from './stun-url.ts';

test.each([
  'stun:stun.example.com',
  'stun:stun.example.com:3478',
  'STUN:stun.example.com:19302',
  'stun:192.0.2.10:3478',
  'stun:[2001:db8::1]:3478',
])('accepts %p', (url) => {
  expect(parseStunUrl(url)).toBe(url);
});

test.each([
  'turn:relay.example.com:3478',
  'stuns:stun.example.com:5349',
  'https://stun.example.com',
  'stun:user:pass@stun.example.com',
  'stun:stun.example.com:3478?transport=tcp',
  'stun:stun.example.com:0',
  'stun:stun.example.com:70000',
  'stun:',
  'stun:-bad-.example.com',
  `stun:${'a'.repeat(300)}.com`,
  '',
])('refuses %p', (url) => {
  expect(parseStunUrl(url)).toBeNull();
});

test('uses a valid ?stun= override and falls back to the default otherwise', () => {
  expect(stunUrlFromSearch(new URLSearchParams('stun=stun:stun.example.org:3478'))).toBe('stun:stun.example.org:3478');
  expect(stunUrlFromSearch(new URLSearchParams('stun=turn:relay.example.org'))).toBe(DEFAULT_STUN_URL);
  expect(stunUrlFromSearch(new URLSearchParams(''))).toBe(DEFAULT_STUN_URL);
});
