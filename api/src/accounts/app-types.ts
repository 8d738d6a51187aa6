/** Product/app identifiers (rule site.apps; the `app_type` of devices and analytics). */

/** App type id -> product name. */
export const APP_TYPES: Readonly<Record<number, string>> = {
  1: 'iOS_Master',
  2: 'iOS_MasterPro',
  3: 'iOS_Snap',
  4: 'iOS_Turbo',
  5: 'iOS_Robot',
  6: 'iOS_Hot',
  7: 'iOS_Monster',
  13: 'iOS_Sofast',
  12: 'Mac_Master',
  15: 'Mac_Turbo',
  101: 'Android_Master',
  102: 'Android_MasterPro',
  103: 'Android_Snap',
  104: 'Android_Turbo',
  105: 'Android_Robot',
  106: 'Android_Hot',
  107: 'Android_Monster',
  108: 'Android_TV',
  109: 'Android_ProLite',
  114: 'Android_TurboLite',
  115: 'Android_SuperNet',
  201: 'Android_SDK_WiFi_Browser',
  301: 'Chrome_Master',
  302: 'Chrome_Turbo',
  401: 'Windows_Master',
  402: 'Windows_Turbo',
  501: 'Web_Master',
  502: 'Web_Turbo',
  503: 'Web_Signal',
  512: 'Web_TurboNovel',
};

/** True when `id` is one of the product's app identifiers (rule site.apps). */
export function isAppType(id: number): boolean {
  return Object.hasOwn(APP_TYPES, id);
}
