/**
 * What the shell's client-side behaviours need (consent, popups, progress), provided by the
 * browser shell. On the server there is none: those components render nothing there, so the
 * server HTML and the first client render agree.
 */
import { createContext, useContext } from 'react';
import type { Consent } from '@meridian/shared/analytics';
import type { CookieJar, MobileFlag, KeyValueStorage } from '@meridian/shared/runtime';
import type { PromotionConfig } from '@meridian/shared/promotion';

/** Browser-only services of the shell. */
export interface ShellRuntime {
  readonly consent: Consent;
  readonly storage: KeyValueStorage;
  readonly mobile: MobileFlag;
  /** The remote promotion config (polled 200 ms x 50), null when it could not be had. */
  readonly promotion: Promise<PromotionConfig | null>;
  readonly now: () => number;
  /** The browser's cookies, written with the deployment's Secure and Domain settings. */
  readonly cookies: CookieJar;
}

export const ShellRuntimeContext = createContext<ShellRuntime | null>(null);

/** The shell runtime, or null while rendering on the server. */
export function useShellRuntime(): ShellRuntime | null {
  return useContext(ShellRuntimeContext);
}
