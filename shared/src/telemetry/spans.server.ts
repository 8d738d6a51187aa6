/**
 * The light half of tracing (decision 056), safe on every request: named spans around a piece of
 * work, the active trace's ids for log lines, and its `traceparent` for the page. Until
 * `startTracing` (tracing.server.ts) has started the SDK, each is a plain call or an empty
 * answer: no span object, no context switch, nothing on the hot path.
 */
import { context, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

let started = false;
let tracerName = 'meridian';

/** Called by `startTracing` once the SDK runs: from then on `inSpan` records spans named under `service`. */
export function tracingStarted(service: string): void {
  started = true;
  tracerName = `meridian-${service}`;
}

/** True once the SDK runs (an exporter is named). */
export function tracingOn(): boolean {
  return started;
}

function ended<T>(span: Span, result: T): T {
  span.end();
  return result;
}

function failed(span: Span, error: unknown): never {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
  span.end();
  throw error;
}

/**
 * Runs `work` inside a span named `name` with `attributes`, a child of the active span; a promise
 * ends the span when it settles, a rejection or throw marks it as an error and is passed on.
 * Without tracing, or inside a trace the sampler left out (its children would be left out too),
 * only `work()`: no span object, no context switch.
 */
export function inSpan<T>(name: string, attributes: Attributes, work: () => T): T {
  if (!started || trace.getActiveSpan()?.isRecording() === false) return work();
  return trace.getTracer(tracerName).startActiveSpan(name, { attributes }, (span) => {
    let result: T;
    try {
      result = work();
    } catch (error) {
      return failed(span, error);
    }
    if (result instanceof Promise)
      return result.then(
        (value: unknown) => ended(span, value),
        (error: unknown) => failed(span, error),
      ) as T;
    return ended(span, result);
  });
}

/**
 * Runs `work`, the handling of one incoming request, inside a new server span named `name` that is
 * the root of a trace of its own (whatever `traceparent` the caller sent: the public edge never
 * continues a visitor's). `work` is given `finish(statusCode)`, to call once when the answer has
 * gone (null: the client left first), which records the status (5xx an error) and ends the span.
 * Without tracing, `work` with a `finish` that does nothing.
 */
export function inRootServerSpan(name: string, attributes: Attributes, work: (finish: (statusCode: number | null) => void) => void): void {
  if (!started) {
    work(() => undefined);
    return;
  }
  trace.getTracer(tracerName).startActiveSpan(name, { kind: SpanKind.SERVER, root: true, attributes }, (span) => {
    work((statusCode) => {
      if (statusCode === null) span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client left before the answer' });
      else {
        span.setAttribute('http.response.status_code', statusCode);
        if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    });
  });
}

/** Sets `attributes` on the active span (the request's, in a request) and renames it when `name` is given. */
export function annotateActiveSpan(attributes: Attributes, name?: string): void {
  if (!started) return;
  const span = trace.getSpan(context.active());
  if (span === undefined) return;
  span.setAttributes(attributes);
  if (name !== undefined) span.updateName(name);
}

/**
 * `{ trace_id, span_id }` of the active span, for a pino `mixin`: every line logged inside a
 * request carries them, so it joins the request's trace. Empty outside a span or without tracing.
 */
export function traceFields(): { trace_id?: string; span_id?: string } {
  if (!started) return {};
  const span = trace.getSpan(context.active());
  if (span === undefined) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/**
 * The W3C `traceparent` of the active span (`00-<trace id>-<span id>-<flags>`), or null: what a
 * page carries so that the browser's signals and a real-user tool can join the server's trace.
 */
export function activeTraceparent(): string | null {
  if (!started) return null;
  const span = trace.getSpan(context.active());
  if (span === undefined) return null;
  const { traceId, spanId, traceFlags } = span.spanContext();
  return `00-${traceId}-${spanId}-${traceFlags.toString(16).padStart(2, '0')}`;
}
