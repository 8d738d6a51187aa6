/** @jest-environment node */
import { createThrottledLog } from './throttled-log.server.ts';

test('logs the first failure of a key at once and sums up the rest in one line per interval', () => {
  let now = 0;
  const log = jest.fn();
  const report = createThrottledLog(log, 30_000, () => now);
  for (let i = 0; i < 1000; i += 1) report('blog', 'area blog unavailable');
  expect(log).toHaveBeenCalledTimes(1);
  now = 30_000;
  report('blog', 'area blog unavailable');
  expect(log).toHaveBeenCalledTimes(2);
  expect(log.mock.calls[1]?.[0]).toBe('area blog unavailable (and 999 more like it in the last 30 s)');
  report('tools', 'area tools unavailable');
  expect(log).toHaveBeenCalledTimes(3);
});

test('keeps a bounded table however many distinct keys arrive', () => {
  const log = jest.fn();
  const report = createThrottledLog(log, 30_000, () => 0);
  for (let i = 0; i < 5000; i += 1) report(`preview@9.9.${i}`, 'failed');
  report('preview@9.9.0', 'failed');
  // The first key was forgotten (the table is capped), so it is logged again rather than kept forever.
  expect(log).toHaveBeenCalledTimes(5001);
});
