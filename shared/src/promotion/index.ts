/** Public API of the promotion popups (subpath `@meridian/shared/promotion`, the popup.* rules). */
export { isWorkDay, minuteOfWeek, localDayKey } from './work-day.ts';
export {
  parsePromotionConfig,
  isFestivalActive,
  fetchPromotionConfig,
  segmentsFor,
  type PromotionConfig,
  type PromotionSegment,
} from './promotion-config.ts';
export { choosePopup, markClosed, wasClosedToday, POPUP_CLOSED_KEY_PREFIX, type PopupKind, type PopupContext } from './popups.ts';
export { pollRemoteConfig, type PollOptions } from './poll-remote-config.ts';
