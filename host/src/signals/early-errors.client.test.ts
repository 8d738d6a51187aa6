import { startEarlyErrors, takeEarlyErrors } from './early-errors.client.ts';

test('holds the errors and rejections met before the collector starts, then stops listening once taken', () => {
  const page = new EventTarget();
  startEarlyErrors(page);
  const thrown = new Error('while loading');
  page.dispatchEvent(Object.assign(new Event('error'), { error: thrown, filename: 'http://localhost:3005/1.1.0/a.js' }));
  page.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'not an Error' }));
  for (let n = 0; n < 30; n += 1) page.dispatchEvent(Object.assign(new Event('error'), { error: thrown, filename: '' }));
  const held = takeEarlyErrors();
  expect(held).toHaveLength(20);
  expect(held[0]).toEqual({ stack: thrown.stack, filename: 'http://localhost:3005/1.1.0/a.js' });
  expect(held[1]).toEqual({ stack: undefined, filename: undefined });
  expect(held[2]).toEqual({ stack: thrown.stack, filename: undefined });
  // The collector listens from now on: nothing more is held, and a second start does not listen again.
  page.dispatchEvent(Object.assign(new Event('error'), { error: thrown, filename: '' }));
  startEarlyErrors(page);
  page.dispatchEvent(Object.assign(new Event('error'), { error: thrown, filename: '' }));
  expect(takeEarlyErrors()).toEqual([]);
});
