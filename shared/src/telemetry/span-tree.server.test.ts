/** @jest-environment node */
import { createSpanTreeExporter, ORPHAN_MS, type TreeSpan } from './span-tree.server.ts';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
function span(name: string, id: string, parent: string | null, startMs: number, ms: number, attributes = {}, remote = false): TreeSpan {
  return {
    name,
    spanContext: () => ({ traceId: TRACE, spanId: id, traceFlags: 1 }),
    parentSpanContext: parent === null ? undefined : { traceId: TRACE, spanId: parent, traceFlags: 1, isRemote: remote },
    startTime: [0, startMs * 1e6],
    duration: [0, ms * 1e6],
    attributes,
    status: { code: 0 },
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('prints a request as a tree under its root once the root ended, children in start order', () => {
  const written: string[] = [];
  const exporter = createSpanTreeExporter('host', (text) => written.push(text));
  const done = jest.fn();
  exporter.export([span('decide', 'b', 'a', 1, 0.2), span('remote load', 'd', 'c', 3, 5, { 'meridian.area': 'checkout' })], done);
  exporter.export([span('load', 'c', 'a', 2, 9, { 'meridian.step': 'load' })], done);
  exporter.export([span('GET /pricing', 'a', null, 0, 12, { 'http.route': '/pricing', 'http.request.method': 'GET' })], done);
  expect(written).toEqual([]);
  jest.advanceTimersByTime(200);
  expect(done).toHaveBeenCalledWith({ code: 0 });
  expect(written).toEqual([
    [
      `trace ${TRACE} host`,
      'GET /pricing  12.0 ms  http.route=/pricing',
      '├─ decide  0.2 ms',
      '└─ load  9.0 ms  meridian.step=load',
      '   └─ remote load  5.0 ms  meridian.area=checkout',
      '',
    ].join('\n'),
  ]);
});

test('a server span continuing a caller says so; spans whose root never ends here are printed after a while', () => {
  const written: string[] = [];
  const exporter = createSpanTreeExporter('api', (text) => written.push(text));
  exporter.export([span('GET /api/x', 'e', 'z', 0, 3, {}, true)], () => {});
  jest.advanceTimersByTime(200);
  expect(written[0]).toBe(`trace ${TRACE} api (continues span z)\nGET /api/x  3.0 ms\n`);
  exporter.export([span('late', 'f', 'y', 0, 1)], () => {});
  jest.advanceTimersByTime(ORPHAN_MS);
  expect(written[1]).toBe(`trace ${TRACE} api (its root did not end here)\nlate  1.0 ms\n`);
});
