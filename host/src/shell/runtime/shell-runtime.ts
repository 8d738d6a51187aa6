/**
 * What the shell's client-side behaviours need (consent, popups, progress), provided by the
 * browser shell. On the server there is none: those components render nothing there, so the
 * server HTML and the first client render agree.
 */
import { createContext, useContext } from 'react';
import type { Consent, PageShowTracker } from '@meridian/shared/analytics';
import type { BusEvents } from '@meridian/shared/bus';
import type { CookieJar, MobileFlag, KeyValueStorage } from '@meridian/shared/runtime';
import type { PromotionConfig } from '@meridian/shared/promotion';

/** One `analytics:track` event on the bus. */
export type AnalyticsEvent = BusEvents['analytics:track'];

/** The services started after hydration (page-services.client.ts, decision 027). */
export interface PageServices {
  readonly consent: Consent;
  /** The remote promotion config (polled 200 ms x 50), null when it could not be had. */
  readonly promotion: Promise<PromotionConfig | null>;
  readonly pageShow: PageShowTracker;
}

/** Browser-only services of the shell. */
export interface ShellRuntime {
  readonly storage: KeyValueStorage;
  readonly mobile: MobileFlag;
  /** Consent, promotion and analytics: they load when the browser is first idle after hydration. */
  readonly services: Promise<PageServices>;
  readonly now: () => number;
  /** The browser's cookies, written with the deployment's Secure and Domain settings. */
  readonly cookies: CookieJar;
}

export const ShellRuntimeContext = createContext<ShellRuntime | null>(null);

/** The shell runtime, or null while rendering on the server. */
export function useShellRuntime(): ShellRuntime | null {
  return useContext(ShellRuntimeContext);
}
