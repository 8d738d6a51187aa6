/**
 * Analytics consent (rule analytics.consent): everything starts denied; 200 ms later storage is
 * granted, and the ad settings only if the visitor accepted cookies (local storage key
 * `accpeted-cookies`, spelled as the site has always spelled it).
 */
import type { KeyValueStorage, TimerHandle, Timers } from '../runtime/ports.ts';

/** Local storage key of the cookie banner's answer; the misspelling is the real key. */
export const COOKIES_ACCEPTED_KEY = 'accpeted-cookies';

/** Delay before storage is granted, in ms (rule analytics.consent). */
export const CONSENT_GRANT_DELAY_MS = 200;

/** Google consent-mode value. */
export type ConsentValue = 'granted' | 'denied';

/** Consent-mode settings: analytics storage and the three ad settings. */
export interface ConsentState {
  readonly analytics_storage: ConsentValue;
  readonly ad_storage: ConsentValue;
  readonly ad_user_data: ConsentValue;
  readonly ad_personalization: ConsentValue;
}

/** Everything denied: the state before the 200 ms delay. */
export const DENIED_CONSENT: ConsentState = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

/**
 * True when the banner's answer in `storage` is an acceptance: any value except absent, empty,
 * `false`, `0`, `null` or `undefined` (the banner stores `true`).
 */
export function cookiesAccepted(storage: KeyValueStorage): boolean {
  const value = storage.getItem(COOKIES_ACCEPTED_KEY);
  return value !== null && !['', 'false', '0', 'null', 'undefined'].includes(value.trim().toLowerCase());
}

/** The state after the delay: storage granted, ads granted only with accepted cookies. */
export function grantedConsent(adsAccepted: boolean): ConsentState {
  const ads: ConsentValue = adsAccepted ? 'granted' : 'denied';
  return { analytics_storage: 'granted', ad_storage: ads, ad_user_data: ads, ad_personalization: ads };
}

/** Receives consent as gtag does: `('default', state)` first, then `('update', state)`. */
export type ConsentSink = (mode: 'default' | 'update', state: ConsentState) => void;

/** Dependencies and settings of `createConsent`. */
export interface ConsentOptions {
  /** For example `(mode, state) => gtag('consent', mode, state)`. */
  readonly apply: ConsentSink;
  /** `localStorage` in the browser. */
  readonly storage: KeyValueStorage;
  readonly timers: Timers;
  /** Delay in ms (default 200). */
  readonly delayMs?: number;
}

/** The page's consent state machine. */
export interface Consent {
  /** Applies the all-denied default now and the grant after the delay. Once only. */
  start(): void;
  /** The state last applied. */
  current(): ConsentState;
  /** Re-reads the cookie answer (after the banner closes) and applies it if the delay passed. */
  refresh(): void;
  /** Cancels the pending grant. */
  dispose(): void;
}

/** Creates the consent state machine. */
export function createConsent(options: ConsentOptions): Consent {
  const { apply, storage, timers, delayMs = CONSENT_GRANT_DELAY_MS } = options;
  let state: ConsentState = DENIED_CONSENT;
  let started = false;
  let granted = false;
  let timer: TimerHandle | undefined;
  const update = (): void => {
    const next = grantedConsent(cookiesAccepted(storage));
    if (granted && next.ad_storage === state.ad_storage) return;
    granted = true;
    state = next;
    apply('update', state);
  };
  return {
    start() {
      if (started) return;
      started = true;
      apply('default', state);
      timer = timers.setTimeout(() => {
        timer = undefined;
        update();
      }, delayMs);
    },
    current: () => state,
    refresh() {
      if (granted) update();
    },
    dispose() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}
