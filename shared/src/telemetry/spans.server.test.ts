/** @jest-environment node */
import { activeTraceparent, inSpan, traceFields, tracingOn } from './spans.server.ts';

test('before tracing starts, a span is only the call and there are no ids to log or send', async () => {
  expect(tracingOn()).toBe(false);
  expect(inSpan('load', {}, () => 42)).toBe(42);
  await expect(inSpan('load', {}, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  expect(() =>
    inSpan('load', {}, () => {
      throw new Error('thrown');
    }),
  ).toThrow('thrown');
  expect(traceFields()).toEqual({});
  expect(activeTraceparent()).toBeNull();
});
