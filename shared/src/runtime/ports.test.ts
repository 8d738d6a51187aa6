import { createMemoryStorage, systemTimers } from './ports.ts';

test('memory storage keeps strings per instance', () => {
  const one = createMemoryStorage();
  const two = createMemoryStorage();
  one.setItem('k', 'v');
  expect(one.getItem('k')).toBe('v');
  expect(two.getItem('k')).toBeNull();
  one.removeItem('k');
  expect(one.getItem('k')).toBeNull();
});

test('system timers follow fake timers installed after they were made', () => {
  const timers = systemTimers();
  jest.useFakeTimers();
  try {
    const callback = jest.fn();
    const handle = timers.setTimeout(callback, 50);
    timers.clearTimeout(handle);
    timers.setTimeout(callback, 50);
    jest.advanceTimersByTime(50);
    expect(callback).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});
