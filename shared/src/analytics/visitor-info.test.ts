import { createMemoryStorage } from '../runtime/ports.ts';
import {
  readDeviceType,
  readUserAgentInfo,
  storeDeviceType,
  UNKNOWN_SYSTEM,
  visitorProperties,
  type UserAgentInfo,
} from './visitor-info.ts';

const IPAD: UserAgentInfo = { osName: 'iOS', osVersion: '16.6', ios: true, mobile: true, deviceType: 'tablet' };
const ANDROID: UserAgentInfo = { osName: 'Android', osVersion: '14', ios: false, mobile: true, deviceType: 'mobile' };

describe('visitor info (rule analytics.visitor)', () => {
  test("the host's answer is read as it came; anything else is an unknown desktop, never an error", () => {
    expect(readUserAgentInfo(JSON.parse(JSON.stringify(IPAD)))).toEqual(IPAD);
    expect(readUserAgentInfo(null)).toEqual(UNKNOWN_SYSTEM);
    expect(readUserAgentInfo('<html>502 Bad Gateway</html>')).toEqual(UNKNOWN_SYSTEM);
    expect(readUserAgentInfo({ ...IPAD, deviceType: 'toaster' })).toEqual(UNKNOWN_SYSTEM);
    expect(readUserAgentInfo({ ...IPAD, ios: 'yes' })).toEqual(UNKNOWN_SYSTEM);
    expect(UNKNOWN_SYSTEM).toEqual({ osName: '', osVersion: '', ios: false, mobile: false, deviceType: 'desktop' });
  });

  test('typeDevice keeps the device type for the session; anything else stored reads as none', () => {
    const session = createMemoryStorage();
    expect(readDeviceType(session)).toBeNull();
    storeDeviceType(session, IPAD);
    expect(session.getItem('typeDevice')).toBe('tablet');
    expect(readDeviceType(session)).toBe('tablet');
    session.setItem('typeDevice', 'toaster');
    expect(readDeviceType(session)).toBeNull();
  });

  test('the user properties of an event name the system and, when present, the session marks', () => {
    expect(visitorProperties(ANDROID, { utmTags: null, inviterId: null, inviterSimCountry: null })).toEqual({
      os_name: 'Android',
      os_version: '14',
      is_ios: false,
      is_mobile: true,
      type_device: 'mobile',
    });
    expect(visitorProperties(ANDROID, { utmTags: { utm_source: 'x' }, inviterId: 'u-1', inviterSimCountry: 'DE' })).toMatchObject({
      utm_tags: '{"utm_source":"x"}',
      iv_user_id: 'u-1',
      iv_sim_country: 'DE',
    });
  });
});
