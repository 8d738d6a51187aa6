/**
 * Every browser-shared subpath of `@meridian/shared`, referenced here so that the host's build
 * provides it to the share scope: Module Federation provides only modules the host's own
 * compilation reaches, and remotes take them with `import: false`. Each is a separate lazy
 * chunk, loaded only when a remote asks for it (the first load stays small).
 */
export const CLIENT_SHARED_MODULES: Readonly<Record<string, () => Promise<unknown>>> = {
  '@meridian/shared/action-blocker': () => import('@meridian/shared/action-blocker'),
  '@meridian/shared/analytics': () => import('@meridian/shared/analytics'),
  '@meridian/shared/areas': () => import('@meridian/shared/areas'),
  '@meridian/shared/attribution': () => import('@meridian/shared/attribution'),
  '@meridian/shared/bucketing': () => import('@meridian/shared/bucketing'),
  '@meridian/shared/bus': () => import('@meridian/shared/bus'),
  '@meridian/shared/captcha': () => import('@meridian/shared/captcha'),
  '@meridian/shared/http': () => import('@meridian/shared/http'),
  '@meridian/shared/i18n': () => import('@meridian/shared/i18n'),
  '@meridian/shared/locales': () => import('@meridian/shared/locales'),
  '@meridian/shared/promotion': () => import('@meridian/shared/promotion'),
  '@meridian/shared/release': () => import('@meridian/shared/release'),
  '@meridian/shared/route-module': () => import('@meridian/shared/route-module'),
  '@meridian/shared/routing': () => import('@meridian/shared/routing'),
  '@meridian/shared/runtime': () => import('@meridian/shared/runtime'),
  '@meridian/shared/session': () => import('@meridian/shared/session'),
  '@meridian/shared/ui': () => import('@meridian/shared/ui'),
  '@meridian/shared/user': () => import('@meridian/shared/user'),
  '@meridian/shared/validation': () => import('@meridian/shared/validation'),
};
