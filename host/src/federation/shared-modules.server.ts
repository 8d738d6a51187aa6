/**
 * The host's own copies of the shared singletons, handed to every server-side Module
 * Federation instance (docs/architecture.md, "Federation on the server: verified facts", fact 5: an instance made with `createInstance`
 * does not inherit the host's shared modules). Remotes are built with `import: false`, so
 * every module they import from this list must be here.
 */
import * as SharedActionBlocker from '@meridian/shared/action-blocker';
import * as SharedAdminApi from '@meridian/shared/admin-api';
import * as SharedAnalytics from '@meridian/shared/analytics';
import * as SharedAreas from '@meridian/shared/areas';
import * as SharedAttribution from '@meridian/shared/attribution';
import * as SharedBucketing from '@meridian/shared/bucketing';
import * as SharedBus from '@meridian/shared/bus';
import * as SharedCaptcha from '@meridian/shared/captcha';
import * as SharedHttp from '@meridian/shared/http';
import * as SharedI18n from '@meridian/shared/i18n';
import * as SharedLocales from '@meridian/shared/locales';
import * as SharedMoney from '@meridian/shared/money';
import * as SharedPromotion from '@meridian/shared/promotion';
import * as SharedRelease from '@meridian/shared/release';
import * as SharedRouteModule from '@meridian/shared/route-module';
import * as SharedRouting from '@meridian/shared/routing';
import * as SharedRuntime from '@meridian/shared/runtime';
import * as SharedSession from '@meridian/shared/session';
import * as SharedUi from '@meridian/shared/ui';
import * as SharedUser from '@meridian/shared/user';
import * as SharedValidation from '@meridian/shared/validation';
import { SHARED_LIBRARIES, sharedEntry, type SharedPackage } from './shared-libraries.ts';

const modules: Record<string, { readonly pkg: SharedPackage; readonly lib: object }> = {
  ...SHARED_LIBRARIES,
  '@meridian/shared/action-blocker': { pkg: '@meridian/shared', lib: SharedActionBlocker },
  '@meridian/shared/admin-api': { pkg: '@meridian/shared', lib: SharedAdminApi },
  '@meridian/shared/analytics': { pkg: '@meridian/shared', lib: SharedAnalytics },
  '@meridian/shared/areas': { pkg: '@meridian/shared', lib: SharedAreas },
  '@meridian/shared/attribution': { pkg: '@meridian/shared', lib: SharedAttribution },
  '@meridian/shared/bucketing': { pkg: '@meridian/shared', lib: SharedBucketing },
  '@meridian/shared/bus': { pkg: '@meridian/shared', lib: SharedBus },
  '@meridian/shared/captcha': { pkg: '@meridian/shared', lib: SharedCaptcha },
  '@meridian/shared/http': { pkg: '@meridian/shared', lib: SharedHttp },
  '@meridian/shared/i18n': { pkg: '@meridian/shared', lib: SharedI18n },
  '@meridian/shared/locales': { pkg: '@meridian/shared', lib: SharedLocales },
  '@meridian/shared/money': { pkg: '@meridian/shared', lib: SharedMoney },
  '@meridian/shared/promotion': { pkg: '@meridian/shared', lib: SharedPromotion },
  '@meridian/shared/release': { pkg: '@meridian/shared', lib: SharedRelease },
  '@meridian/shared/route-module': { pkg: '@meridian/shared', lib: SharedRouteModule },
  '@meridian/shared/routing': { pkg: '@meridian/shared', lib: SharedRouting },
  '@meridian/shared/runtime': { pkg: '@meridian/shared', lib: SharedRuntime },
  '@meridian/shared/session': { pkg: '@meridian/shared', lib: SharedSession },
  '@meridian/shared/ui': { pkg: '@meridian/shared', lib: SharedUi },
  '@meridian/shared/user': { pkg: '@meridian/shared', lib: SharedUser },
  '@meridian/shared/validation': { pkg: '@meridian/shared', lib: SharedValidation },
};

/** Share keys the host provides on the server. */
export const SERVER_SHARED_KEYS: readonly string[] = Object.keys(modules);

/** The `shared` option of `createInstance`: every singleton with a getter for the host's copy. */
export function serverSharedOption() {
  return Object.fromEntries(Object.entries(modules).map(([key, { pkg, lib }]) => [key, sharedEntry(pkg, { lib })]));
}
