import { systemTimers } from './ports.ts';
import { isSlowConnection, schedulePrefetch } from './prefetch.ts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('starts the prefetch 1 s after scheduling, not before', () => {
  const prefetch = jest.fn();
  schedulePrefetch({ prefetch, timers: systemTimers(), connection: { effectiveType: '4g' } });
  jest.advanceTimersByTime(999);
  expect(prefetch).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(prefetch).toHaveBeenCalledTimes(1);
});

test('prefetches when the browser does not report the connection', () => {
  const prefetch = jest.fn();
  schedulePrefetch({ prefetch, timers: systemTimers() });
  jest.advanceTimersByTime(1000);
  expect(prefetch).toHaveBeenCalledTimes(1);
});

test.each([{ effectiveType: 'slow-2g' }, { effectiveType: '2g' }, { effectiveType: '4g', saveData: true }])(
  'skips the prefetch on a very slow or data-saving connection (%p)',
  (connection) => {
    const prefetch = jest.fn();
    schedulePrefetch({ prefetch, timers: systemTimers(), connection });
    jest.advanceTimersByTime(60_000);
    expect(prefetch).not.toHaveBeenCalled();
  },
);

test('prefetches on 3g', () => {
  expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
});

test('cancels a prefetch that has not started', () => {
  const prefetch = jest.fn();
  const cancel = schedulePrefetch({ prefetch, timers: systemTimers() });
  jest.advanceTimersByTime(500);
  cancel();
  jest.advanceTimersByTime(5000);
  expect(prefetch).not.toHaveBeenCalled();
});
