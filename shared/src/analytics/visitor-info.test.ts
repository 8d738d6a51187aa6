import { createMemoryStorage } from '../runtime/ports.ts';
import { parseUserAgent, readDeviceType, storeDeviceType, visitorProperties } from './visitor-info.ts';

const AGENTS = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  tv: 'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36',
} as const;

describe('visitor info from the User-Agent (spec section 3)', () => {
  test.each([
    ['iphone', { osName: 'iOS', osVersion: '17.4.1', ios: true, mobile: true, deviceType: 'mobile' }],
    ['ipad', { osName: 'iOS', osVersion: '16.6', ios: true, mobile: true, deviceType: 'tablet' }],
    ['android', { osName: 'Android', osVersion: '14', ios: false, mobile: true, deviceType: 'mobile' }],
    ['mac', { osName: 'Mac OS', osVersion: '10.15.7', ios: false, mobile: false, deviceType: 'desktop' }],
    ['tv', { osName: 'Tizen', osVersion: '6.0', ios: false, mobile: false, deviceType: 'smarttv' }],
  ] as const)('reads OS name and version, the iOS and mobile flags and the device type of %s', (agent, expected) => {
    expect(parseUserAgent(AGENTS[agent])).toEqual(expected);
  });

  test('an empty or unknown User-Agent is an unknown desktop, never an error', () => {
    expect(parseUserAgent('')).toEqual({ osName: '', osVersion: '', ios: false, mobile: false, deviceType: 'desktop' });
    expect(parseUserAgent('curl/8.5.0').deviceType).toBe('desktop');
  });

  test('typeDevice keeps the device type for the session; anything else stored reads as none', () => {
    const session = createMemoryStorage();
    expect(readDeviceType(session)).toBeNull();
    storeDeviceType(session, parseUserAgent(AGENTS.ipad));
    expect(session.getItem('typeDevice')).toBe('tablet');
    expect(readDeviceType(session)).toBe('tablet');
    session.setItem('typeDevice', 'toaster');
    expect(readDeviceType(session)).toBeNull();
  });

  test('the user properties of an event name the system and, when present, the session marks', () => {
    const system = parseUserAgent(AGENTS.android);
    expect(visitorProperties(system, { utmTags: null, inviterId: null, inviterSimCountry: null })).toEqual({
      os_name: 'Android',
      os_version: '14',
      is_ios: false,
      is_mobile: true,
      type_device: 'mobile',
    });
    expect(visitorProperties(system, { utmTags: { utm_source: 'x' }, inviterId: 'u-1', inviterSimCountry: 'DE' })).toMatchObject({
      utm_tags: '{"utm_source":"x"}',
      iv_user_id: 'u-1',
      iv_sim_country: 'DE',
    });
  });
});
