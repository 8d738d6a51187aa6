/** @jest-environment node */
import { activeTraceparent, inRootServerSpan, inSpan, traceFields } from './spans.server.ts';
import { startConsoleTracing } from './console-tracing.server.ts';
import { startTracing } from './tracing.server.ts';

test('OTEL_TRACES_EXPORTER=console prints each trace as a tree; inside a span logs and pages get its ids', async () => {
  const tracing = await startConsoleTracing();
  let ids: { trace_id?: string; span_id?: string } = {};
  let traceparent: string | null = null;
  await new Promise<void>((answered) =>
    inRootServerSpan('GET /pricing', {}, (finish) => {
      inSpan('decide', { 'meridian.step': 'decide' }, () => undefined);
      void inSpan('load', { 'meridian.step': 'load' }, async () => {
        ids = traceFields();
        traceparent = activeTraceparent();
        await inSpan('remote load', { 'meridian.area': 'checkout', 'meridian.version': '1.0.3' }, () => Promise.resolve());
      }).then(() => {
        finish(200);
        answered();
      });
    }),
  );
  const printed = await tracing.stop();
  expect(ids.trace_id).toMatch(/^[0-9a-f]{32}$/);
  expect(traceparent).toBe(`00-${ids.trace_id ?? ''}-${ids.span_id ?? ''}-01`);
  const tree = printed.split('\n');
  expect(tree[0]).toBe(`trace ${ids.trace_id ?? ''} host`);
  expect(tree[1]).toMatch(/^GET \/pricing {2}[\d.]+ ms {2}http\.response\.status_code=200$/);
  expect(tree[2]).toMatch(/^├─ decide {2}[\d.]+ ms {2}meridian\.step=decide$/);
  expect(tree[3]).toMatch(/^└─ load {2}[\d.]+ ms {2}meridian\.step=load$/);
  expect(tree[4]).toMatch(/^ {3}└─ remote load {2}[\d.]+ ms {2}meridian\.area=checkout meridian\.version=1\.0\.3$/);
}, 60_000);

test('without an exporter nothing of the SDK is started', async () => {
  const settings = { metricsPort: 3250, metricsBind: '127.0.0.1', traceExporters: [], serviceName: 'host' };
  expect(await startTracing({ settings, instrument: ['http'], incoming: 'own' })).toBeNull();
});
