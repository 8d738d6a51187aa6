/** What every route module receives: the open database, settings, clock and providers. */
import type { DatabaseSync } from 'node:sqlite';
import type { CaptchaVerifier, LocalCaptcha } from './captcha/captcha.ts';
import type { AppConfig } from './config.ts';
import type { GeoLookup } from './geo/geo-lookup.ts';

export interface AppContext {
  readonly db: DatabaseSync;
  readonly config: AppConfig;
  /** Current time in ms since epoch; tests pass a controllable clock. */
  readonly now: () => number;
  readonly captcha: CaptchaVerifier;
  /** The built-in captcha's token issuer, or null when reCAPTCHA is configured. */
  readonly localCaptcha: LocalCaptcha | null;
  readonly geo: GeoLookup;
}
