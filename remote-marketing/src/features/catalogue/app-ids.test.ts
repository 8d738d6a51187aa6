import { PRODUCTS } from './catalogue.ts';
import { APPS, PRODUCT_APPS, appById, appsFor, editionName, type AppPlatform } from './app-ids.ts';

const ids = (product: (typeof PRODUCTS)[number]) => appsFor(product).map((app) => app.id);

describe('product/app identifiers (spec section 3)', () => {
  test('lists every identifier of the spec once, with its name', () => {
    expect(APPS.map((app) => `${app.id} ${app.name}`)).toEqual([
      '1 iOS_Master', '2 iOS_MasterPro', '3 iOS_Snap', '4 iOS_Turbo', '5 iOS_Robot', '6 iOS_Hot', '7 iOS_Monster', '13 iOS_Sofast',
      '12 Mac_Master', '15 Mac_Turbo',
      '101 Android_Master', '102 Android_MasterPro', '103 Android_Snap', '104 Android_Turbo', '105 Android_Robot', '106 Android_Hot',
      '107 Android_Monster', '108 Android_TV', '109 Android_ProLite', '114 Android_TurboLite', '115 Android_SuperNet', '201 Android_SDK_WiFi_Browser',
      '301 Chrome_Master', '302 Chrome_Turbo', '401 Windows_Master', '402 Windows_Turbo',
      '501 Web_Master', '502 Web_Turbo', '503 Web_Signal', '512 Web_TurboNovel',
    ]);
    expect(new Set(APPS.map((app) => app.id)).size).toBe(APPS.length);
  });

  test('the iOS page offers the eight iOS apps', () => {
    expect(ids('ios')).toEqual([1, 2, 3, 4, 5, 6, 7, 13]);
  });

  test('the Android page offers the phone and tablet apps, without the TV and SDK builds', () => {
    expect(ids('android')).toEqual([101, 102, 103, 104, 105, 106, 107, 109, 114, 115]);
    expect(ids('android')).not.toContain(108);
    expect(ids('android')).not.toContain(201);
  });

  test('Chrome, Windows and Mac pages offer their two apps each', () => {
    expect(ids('chrome')).toEqual([301, 302]);
    expect(ids('windows')).toEqual([401, 402]);
    expect(ids('mac')).toEqual([12, 15]);
  });

  test('Android-based TV pages offer Android_TV, and Apple TV the universal iOS_Master listing', () => {
    for (const product of ['lg-tv', 'samsung-tv', 'smart-tv'] as const) expect(ids(product)).toEqual([108]);
    expect(ids('apple-tv')).toEqual([1]);
  });

  test('every download page offers at least one app, and only apps of its own platform', () => {
    const platformOf: Record<(typeof PRODUCTS)[number], AppPlatform> = {
      android: 'android', 'apple-tv': 'ios', chrome: 'chrome', ios: 'ios', 'lg-tv': 'android',
      mac: 'mac', 'samsung-tv': 'android', 'smart-tv': 'android', windows: 'windows',
    };
    for (const product of PRODUCTS) {
      expect(PRODUCT_APPS[product].length).toBeGreaterThan(0);
      expect(appsFor(product).every((app) => app.platform === platformOf[product])).toBe(true);
    }
  });

  test('web apps (the site itself) are offered on no download page', () => {
    const offered = new Set(PRODUCTS.flatMap((product) => PRODUCT_APPS[product]));
    expect([501, 502, 503, 512].filter((id) => offered.has(id))).toEqual([]);
  });

  test('an unknown identifier is a programming error naming the id', () => {
    expect(() => appById(999)).toThrow('app identifier 999');
  });

  test('edition names drop the platform and split words', () => {
    expect(editionName('iOS_MasterPro')).toBe('Master Pro');
    expect(editionName('Android_TV')).toBe('TV');
    expect(editionName('Android_TurboLite')).toBe('Turbo Lite');
    expect(editionName('iOS_Sofast')).toBe('Sofast');
  });
});
