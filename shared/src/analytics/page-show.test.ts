import { systemTimers } from '../runtime/ports.ts';
import { createPageShowTracker } from './page-show.ts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(initialIp: string | null) {
  let ip = initialIp;
  const track = jest.fn();
  const tracker = createPageShowTracker({ track, getIp: () => ip, timers: systemTimers() });
  return { tracker, track, setIp: (value: string) => (ip = value) };
}

test('sends page_show at once when the IP is already known', () => {
  const { tracker, track } = setup('203.0.113.5');
  tracker.navigated({ path: '/de/pricing', title: 'Pricing' });
  expect(track).toHaveBeenCalledWith('page_show', { page_path: '/de/pricing', page_title: 'Pricing' });
});

test('sends page_show on the first one-second check that finds the IP', () => {
  const { tracker, track, setIp } = setup(null);
  tracker.navigated({ path: '/' });
  jest.advanceTimersByTime(2500);
  expect(track).not.toHaveBeenCalled();
  setIp('203.0.113.5');
  jest.advanceTimersByTime(499);
  expect(track).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(track).toHaveBeenCalledTimes(1);
});

test('sends page_show without an IP after 10 one-second checks, not before', () => {
  const { tracker, track } = setup(null);
  tracker.navigated({ path: '/features' });
  jest.advanceTimersByTime(9999);
  expect(track).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(track).toHaveBeenCalledTimes(1);
  expect(track).toHaveBeenCalledWith('page_show', { page_path: '/features' });
  jest.advanceTimersByTime(60_000);
  expect(track).toHaveBeenCalledTimes(1);
});

test('sends one page_show per navigation, also while waiting for the IP', () => {
  const { tracker, track } = setup(null);
  tracker.navigated({ path: '/a' });
  jest.advanceTimersByTime(3000);
  tracker.navigated({ path: '/b', referrer: '/a' });
  jest.advanceTimersByTime(10_000);
  expect(track.mock.calls).toEqual([
    ['page_show', { page_path: '/a' }],
    ['page_show', { page_path: '/b', page_referrer: '/a' }],
  ]);
});

test('sends nothing for navigations still waiting when disposed', () => {
  const { tracker, track } = setup(null);
  tracker.navigated({ path: '/a' });
  tracker.dispose();
  jest.advanceTimersByTime(20_000);
  expect(track).not.toHaveBeenCalled();
});
