import { detectSystem } from './detect-system.ts';

const UA = {
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148',
  android: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

test('the client hint names the system first', () => {
  expect(detectSystem('"Windows"', UA.mac)).toBe('windows');
  expect(detectSystem('"macOS"', null)).toBe('mac');
  expect(detectSystem('"Android"', null)).toBe('android');
  expect(detectSystem('"Linux"', UA.windows)).toBeNull();
});

test('without a hint the User-Agent decides; an iPhone is not a Mac, Android is not Linux', () => {
  expect(detectSystem(null, UA.windows)).toBe('windows');
  expect(detectSystem(null, UA.mac)).toBe('mac');
  expect(detectSystem(null, UA.iphone)).toBe('ios');
  expect(detectSystem('', UA.android)).toBe('android');
  expect(detectSystem(null, UA.linux)).toBeNull();
  expect(detectSystem(null, null)).toBeNull();
});
