import { createProgressTimer } from './progress-timer.ts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  const show = jest.fn();
  const hide = jest.fn();
  return { timer: createProgressTimer(show, hide, 100), show, hide };
}

test('shows the indicator when a route change takes longer than 100 ms', () => {
  const { timer, show, hide } = setup();
  timer.start();
  jest.advanceTimersByTime(99);
  expect(show).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(show).toHaveBeenCalledTimes(1);
  timer.done();
  expect(hide).toHaveBeenCalledTimes(1);
});

test('never shows the indicator for a change that ends within 100 ms', () => {
  const { timer, show, hide } = setup();
  timer.start();
  jest.advanceTimersByTime(99);
  timer.done();
  jest.advanceTimersByTime(1000);
  expect(show).not.toHaveBeenCalled();
  expect(hide).not.toHaveBeenCalled();
});

test('keeps the first deadline when a change restarts before it passes', () => {
  const { timer, show } = setup();
  timer.start();
  jest.advanceTimersByTime(60);
  timer.start();
  jest.advanceTimersByTime(40);
  expect(show).toHaveBeenCalledTimes(1);
  timer.start();
  jest.advanceTimersByTime(500);
  expect(show).toHaveBeenCalledTimes(1);
});

test('uses 100 ms when no threshold is given', () => {
  const show = jest.fn();
  const timer = createProgressTimer(show, jest.fn());
  timer.start();
  jest.advanceTimersByTime(100);
  expect(show).toHaveBeenCalledTimes(1);
});
