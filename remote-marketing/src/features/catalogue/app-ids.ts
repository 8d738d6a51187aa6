/**
 * Product/app identifiers (rule site.apps). They are internal (analytics, support): visitors
 * see the store listings of store-listings.ts, which names the editions each page offers.
 */

/** Platform an app identifier is built for (the groups of rule site.apps). */
export type AppPlatform = 'ios' | 'mac' | 'android' | 'chrome' | 'windows' | 'web';

/** One app identifier: its numeric id and product name. */
export interface AppInfo {
  readonly id: number;
  readonly name: string;
  readonly platform: AppPlatform;
}

const app = (id: number, name: string, platform: AppPlatform): AppInfo => ({ id, name, platform });

/** Every product/app identifier (rule site.apps), in the order the API lists them. */
export const APPS: readonly AppInfo[] = [
  app(1, 'iOS_Master', 'ios'),
  app(2, 'iOS_MasterPro', 'ios'),
  app(3, 'iOS_Snap', 'ios'),
  app(4, 'iOS_Turbo', 'ios'),
  app(5, 'iOS_Robot', 'ios'),
  app(6, 'iOS_Hot', 'ios'),
  app(7, 'iOS_Monster', 'ios'),
  app(13, 'iOS_Sofast', 'ios'),
  app(12, 'Mac_Master', 'mac'),
  app(15, 'Mac_Turbo', 'mac'),
  app(101, 'Android_Master', 'android'),
  app(102, 'Android_MasterPro', 'android'),
  app(103, 'Android_Snap', 'android'),
  app(104, 'Android_Turbo', 'android'),
  app(105, 'Android_Robot', 'android'),
  app(106, 'Android_Hot', 'android'),
  app(107, 'Android_Monster', 'android'),
  app(108, 'Android_TV', 'android'),
  app(109, 'Android_ProLite', 'android'),
  app(114, 'Android_TurboLite', 'android'),
  app(115, 'Android_SuperNet', 'android'),
  app(201, 'Android_SDK_WiFi_Browser', 'android'),
  app(301, 'Chrome_Master', 'chrome'),
  app(302, 'Chrome_Turbo', 'chrome'),
  app(401, 'Windows_Master', 'windows'),
  app(402, 'Windows_Turbo', 'windows'),
  app(501, 'Web_Master', 'web'),
  app(502, 'Web_Turbo', 'web'),
  app(503, 'Web_Signal', 'web'),
  app(512, 'Web_TurboNovel', 'web'),
];

/** The app with identifier `id`; throws when the list has no such id (a programming error). */
export function appById(id: number): AppInfo {
  const found = APPS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Looking up app identifier ${id}: no such app (rule site.apps)`);
  return found;
}
