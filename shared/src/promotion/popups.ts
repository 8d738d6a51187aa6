/**
 * Which promotion popup to show (rules popup.weekend, popup.workday-popup, popup.mobile-daily, popup.festival): weekend (home page,
 * desktop, outside work days), workday (desktop, work days), mobile daily (mobile) and
 * festival. Each shows at most once per local calendar day, remembered by a close marker in
 * storage; during a festival only the festival popup shows.
 */
import type { BusEvents } from '../bus/bus.ts';
import type { KeyValueStorage } from '../runtime/ports.ts';
import { isFestivalActive, type PromotionConfig } from './promotion-config.ts';
import { isWorkDay, localDayKey } from './work-day.ts';

/** The four popups, named as in the bus event `popup:closed`. */
export type PopupKind = BusEvents['popup:closed']['popup'];

/** Storage key prefix of the per-day close marker; the popup kind follows. */
export const POPUP_CLOSED_KEY_PREFIX = 'popup-closed:';

/** Inputs of `choosePopup`. */
export interface PopupContext {
  /** Current time, epoch ms. */
  readonly now: number;
  /** True on the home page (any locale prefix). */
  readonly isHome: boolean;
  /** The mobile flag (viewport below 768 px, rule popup.mobile-daily). */
  readonly isMobile: boolean;
  /** The remote promotion config, or null while it is not (yet) loaded. */
  readonly config: PromotionConfig | null;
  /** Where close markers live (`localStorage` in the browser, so "today" spans tabs). */
  readonly storage: KeyValueStorage;
}

/** True when `popup` was closed on the local day of `now` (epoch ms). */
export function wasClosedToday(popup: PopupKind, now: number, storage: KeyValueStorage): boolean {
  return storage.getItem(`${POPUP_CLOSED_KEY_PREFIX}${popup}`) === localDayKey(now);
}

/**
 * Records that `popup` was closed on the local day of `now` (epoch ms), so `choosePopup` skips
 * it until the next local midnight.
 */
export function markClosed(popup: PopupKind, now: number, storage: KeyValueStorage): void {
  storage.setItem(`${POPUP_CLOSED_KEY_PREFIX}${popup}`, localDayKey(now));
}

/**
 * The popup to show now, or null. During a festival only the festival popup is a candidate;
 * otherwise mobile visitors get the mobile daily popup, desktop visitors the workday popup on
 * work days and the weekend popup on the home page outside them. A popup closed today is not
 * shown again.
 */
export function choosePopup(context: PopupContext): PopupKind | null {
  const { now, isHome, isMobile, config, storage } = context;
  const candidate = candidateAt(now, isHome, isMobile, config);
  if (candidate === null || wasClosedToday(candidate, now, storage)) return null;
  return candidate;
}

function candidateAt(now: number, isHome: boolean, isMobile: boolean, config: PromotionConfig | null): PopupKind | null {
  if (isFestivalActive(config, now)) return 'festival';
  if (isMobile) return 'mobile-daily';
  if (isWorkDay(now)) return 'workday';
  return isHome ? 'weekend' : null;
}
