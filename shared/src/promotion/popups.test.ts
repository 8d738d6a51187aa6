import { createMemoryStorage } from '../runtime/ports.ts';
import { choosePopup, markClosed, type PopupContext } from './popups.ts';
import type { PromotionConfig } from './promotion-config.ts';

/** Local time; 2026-11-23 is a Monday, 2026-11-28 a Saturday. */
const local = (day: number, hours: number, minutes = 0): number => new Date(2026, 10, day, hours, minutes).getTime();
const monday = local(23, 10);
const saturday = local(28, 10);

const festival: PromotionConfig = {
  startTime: new Date(2026, 11, 24, 0, 0).toISOString(),
  endTime: new Date(2026, 11, 26, 23, 59).toISOString(),
  isFestival: true,
  segments: [],
  translations: {},
};
const inFestival = new Date(2026, 11, 25, 10, 0).getTime(); // a Friday

const context = (overrides: Partial<PopupContext>): PopupContext => ({
  now: monday,
  isHome: true,
  isMobile: false,
  config: null,
  storage: createMemoryStorage(),
  ...overrides,
});

test('shows the workday popup to desktop visitors on work days, on any page', () => {
  expect(choosePopup(context({ now: monday }))).toBe('workday');
  expect(choosePopup(context({ now: monday, isHome: false }))).toBe('workday');
});

test('shows the weekend popup to desktop visitors outside work days, on the home page only', () => {
  expect(choosePopup(context({ now: saturday }))).toBe('weekend');
  expect(choosePopup(context({ now: saturday, isHome: false }))).toBeNull();
  expect(choosePopup(context({ now: local(27, 18, 0) }))).toBe('weekend');
  expect(choosePopup(context({ now: local(23, 6, 0) }))).toBe('weekend');
  expect(choosePopup(context({ now: local(23, 6, 1) }))).toBe('workday');
});

test('shows the mobile daily popup to mobile visitors whatever the day or page', () => {
  expect(choosePopup(context({ isMobile: true, now: monday }))).toBe('mobile-daily');
  expect(choosePopup(context({ isMobile: true, now: saturday, isHome: false }))).toBe('mobile-daily');
});

test('shows only the festival popup during a festival, to every visitor', () => {
  expect(choosePopup(context({ config: festival, now: inFestival }))).toBe('festival');
  expect(choosePopup(context({ config: festival, now: inFestival, isMobile: true, isHome: false }))).toBe('festival');
});

test('shows nothing else during a festival once the festival popup was closed today', () => {
  const storage = createMemoryStorage();
  markClosed('festival', inFestival, storage);
  expect(choosePopup(context({ config: festival, now: inFestival + 60_000, storage }))).toBeNull();
  expect(choosePopup(context({ config: festival, now: inFestival + 60_000, storage, isMobile: true }))).toBeNull();
});

test('starts and ends the festival popup at the window edges', () => {
  const start = Date.parse(festival.startTime as string);
  const end = Date.parse(festival.endTime as string);
  expect(choosePopup(context({ config: festival, now: start - 1, isMobile: true }))).toBe('mobile-daily');
  expect(choosePopup(context({ config: festival, now: start, isMobile: true }))).toBe('festival');
  expect(choosePopup(context({ config: festival, now: end, isMobile: true }))).toBe('festival');
  expect(choosePopup(context({ config: festival, now: end + 1, isMobile: true }))).toBe('mobile-daily');
});

test('shows each popup at most once per local day after it is closed', () => {
  const storage = createMemoryStorage();
  expect(choosePopup(context({ now: monday, storage }))).toBe('workday');
  markClosed('workday', monday, storage);
  expect(choosePopup(context({ now: monday + 3_600_000, storage }))).toBeNull();
  expect(choosePopup(context({ now: local(23, 23, 59), storage }))).toBeNull();
  expect(choosePopup(context({ now: local(24, 0, 0), storage }))).toBe('workday');
});

test('keeps the close markers of the popups apart', () => {
  const storage = createMemoryStorage();
  markClosed('workday', monday, storage);
  expect(choosePopup(context({ now: monday, storage, isMobile: true }))).toBe('mobile-daily');
  markClosed('mobile-daily', monday, storage);
  expect(choosePopup(context({ now: monday, storage, isMobile: true }))).toBeNull();
});
