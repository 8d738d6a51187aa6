/** @jest-environment node */
import { trace } from '@opentelemetry/api';
import { inRootServerSpan, inSpan, traceFields } from './spans.server.ts';
import { startConsoleTracing } from './console-tracing.server.ts';

test('a request the sampler leaves out gets ids for its logs and page, and its steps no span objects', async () => {
  process.env.OTEL_TRACES_SAMPLER = 'always_off';
  const tracing = await startConsoleTracing();
  let request: { trace_id?: string; span_id?: string } = {};
  let inStep: { trace_id?: string; span_id?: string } = {};
  let stepRecording: boolean | undefined;
  inRootServerSpan('GET /pricing', {}, (finish) => {
    request = traceFields();
    inSpan('decide', { 'meridian.step': 'decide' }, () => {
      inStep = traceFields();
      stepRecording = trace.getActiveSpan()?.isRecording();
    });
    finish(200);
  });
  const printed = await tracing.stop();
  delete process.env.OTEL_TRACES_SAMPLER;
  expect(request.trace_id).toMatch(/^[0-9a-f]{32}$/);
  // The step ran in the request's own (unrecorded) span: no child was made.
  expect(inStep).toEqual(request);
  expect(stepRecording).toBe(false);
  expect(printed).toBe('');
}, 60_000);
