import { APPS, appById } from './app-ids.ts';

describe('product/app identifiers (rule site.apps)', () => {
  test('lists every identifier once, with its name', () => {
    expect(APPS.map((app) => `${app.id} ${app.name}`)).toEqual([
      '1 iOS_Master',
      '2 iOS_MasterPro',
      '3 iOS_Snap',
      '4 iOS_Turbo',
      '5 iOS_Robot',
      '6 iOS_Hot',
      '7 iOS_Monster',
      '13 iOS_Sofast',
      '12 Mac_Master',
      '15 Mac_Turbo',
      '101 Android_Master',
      '102 Android_MasterPro',
      '103 Android_Snap',
      '104 Android_Turbo',
      '105 Android_Robot',
      '106 Android_Hot',
      '107 Android_Monster',
      '108 Android_TV',
      '109 Android_ProLite',
      '114 Android_TurboLite',
      '115 Android_SuperNet',
      '201 Android_SDK_WiFi_Browser',
      '301 Chrome_Master',
      '302 Chrome_Turbo',
      '401 Windows_Master',
      '402 Windows_Turbo',
      '501 Web_Master',
      '502 Web_Turbo',
      '503 Web_Signal',
      '512 Web_TurboNovel',
    ]);
    expect(new Set(APPS.map((app) => app.id)).size).toBe(APPS.length);
  });

  test('an unknown identifier is a programming error naming the id', () => {
    expect(() => appById(999)).toThrow('app identifier 999');
  });
});
