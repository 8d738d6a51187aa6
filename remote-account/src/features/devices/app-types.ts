/**
 * Product/app identifiers (rule site.apps): the `app_type` of a bound device. Product names
 * and editions are internal (no internal identifiers are shown to visitors); `label` is
 * what the site shows, the platform as its owner names it, the same in every language. Web
 * apps have no such name: the page translates them.
 */

/** Platforms of rule site.apps. */
export type Platform = 'iOS' | 'Mac' | 'Android' | 'Chrome' | 'Windows' | 'Web';

/** One app of rule site.apps. */
export interface AppType {
  readonly id: number;
  /** The spec's product name, for example `iOS_Master`. */
  readonly product: string;
  readonly platform: Platform;
  /** What the visitor reads, for example `iOS`; null for the web apps (translated by the page). */
  readonly label: string | null;
}

// [id, product, platform, edition shown after the platform ('' for none)]
const TABLE: ReadonlyArray<readonly [number, string, Platform, string]> = [
  [1, 'iOS_Master', 'iOS', 'Master'],
  [2, 'iOS_MasterPro', 'iOS', 'Master Pro'],
  [3, 'iOS_Snap', 'iOS', 'Snap'],
  [4, 'iOS_Turbo', 'iOS', 'Turbo'],
  [5, 'iOS_Robot', 'iOS', 'Robot'],
  [6, 'iOS_Hot', 'iOS', 'Hot'],
  [7, 'iOS_Monster', 'iOS', 'Monster'],
  [13, 'iOS_Sofast', 'iOS', 'Sofast'],
  [12, 'Mac_Master', 'Mac', 'Master'],
  [15, 'Mac_Turbo', 'Mac', 'Turbo'],
  [101, 'Android_Master', 'Android', 'Master'],
  [102, 'Android_MasterPro', 'Android', 'Master Pro'],
  [103, 'Android_Snap', 'Android', 'Snap'],
  [104, 'Android_Turbo', 'Android', 'Turbo'],
  [105, 'Android_Robot', 'Android', 'Robot'],
  [106, 'Android_Hot', 'Android', 'Hot'],
  [107, 'Android_Monster', 'Android', 'Monster'],
  [108, 'Android_TV', 'Android', 'TV'],
  [109, 'Android_ProLite', 'Android', 'Pro Lite'],
  [114, 'Android_TurboLite', 'Android', 'Turbo Lite'],
  [115, 'Android_SuperNet', 'Android', 'SuperNet'],
  [201, 'Android_SDK_WiFi_Browser', 'Android', 'Wi-Fi Browser SDK'],
  [301, 'Chrome_Master', 'Chrome', 'Master'],
  [302, 'Chrome_Turbo', 'Chrome', 'Turbo'],
  [401, 'Windows_Master', 'Windows', 'Master'],
  [402, 'Windows_Turbo', 'Windows', 'Turbo'],
  [501, 'Web_Master', 'Web', 'Master'],
  [502, 'Web_Turbo', 'Web', 'Turbo'],
  [503, 'Web_Signal', 'Web', 'Signal'],
  [512, 'Web_TurboNovel', 'Web', 'Turbo Novel'],
];

/** Every app of rule site.apps by id. */
export const APP_TYPES: ReadonlyMap<number, AppType> = new Map(
  TABLE.map(([id, product, platform, edition]) => [
    id,
    { id, product, platform, label: platform === 'Web' ? null : platform === 'Android' && edition === 'TV' ? 'Android TV' : platform },
  ]),
);

/** The app with this id, or undefined for an id the list does not hold. */
export function appTypeOf(id: number): AppType | undefined {
  return APP_TYPES.get(id);
}

/** How to show a device's app: its platform, or null when the page must name it (web apps, unknown ids). */
export function appLabel(id: number): string | null {
  return appTypeOf(id)?.label ?? null;
}
