/**
 * Starts OpenTelemetry tracing in a server process (decision 056) when an exporter is named
 * (`OTEL_TRACES_EXPORTER`); otherwise nothing of the SDK is ever loaded. The standard `OTEL_*`
 * variables configure it (endpoint, protocol, headers, sampler, resource), read by the SDK
 * itself; `console` prints each trace as a tree (span-tree.server.ts) instead of one object per
 * span. Only traces: the metrics are Prometheus' (prom-client), the logs pino's lines on stdout.
 *
 * Call it before the modules it instruments are loaded (http, express, pg, undici): each entry
 * point validates its environment, awaits this, then imports the server.
 */
import type { IncomingMessage } from 'node:http';
import { trace } from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import { register } from 'node:module';
import { createSpanTreeExporter } from './span-tree.server.ts';
import { tracingStarted } from './spans.server.ts';
import type { TelemetrySettings } from './telemetry-env.server.ts';

/** The libraries a process has traced. */
export type Instrumented = 'http' | 'express' | 'pg' | 'undici';

/** What {@link startTracing} sets up. */
export interface TracingOptions {
  readonly settings: TelemetrySettings;
  readonly instrument: readonly Instrumented[];
  /**
   * An ES module process (api, registry) gives its entry's `import.meta.url`: module hooks are
   * registered from there, so `import` is instrumented too. A CommonJS process (the host's bundle)
   * needs none.
   */
  readonly esmEntry?: string;
  /** Incoming requests with no span of their own: health checks, static files. The metrics port never has one. */
  readonly quietPaths?: RegExp;
  /**
   * `continue` (the api, the registry): the http instrumentation gives every incoming request its
   * span and continues the caller's `traceparent`. `own` (the host, the public edge): the process
   * starts each request's span itself as the root of a trace of its own (`inRootServerSpan`, so a
   * visitor's `traceparent` is never continued), and the http instrumentation traces outgoing calls
   * only: its incoming side cost a page request more than the whole trace it recorded (decision 056).
   */
  readonly incoming: 'continue' | 'own';
}

/** The running SDK. */
export interface Tracing {
  /** Exports what is held and stops. */
  shutdown(): Promise<void>;
}

/**
 * Registers import-in-the-middle's hook for the modules the instrumentations ask for (only those
 * are wrapped); resolves with the wait for the hook to know them all, to await once the SDK started.
 */
async function registerModuleHooks(entry: string): Promise<() => Promise<void>> {
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', entry, registerOptions);
  return waitForAllMessagesAcknowledged;
}

/**
 * Starts the SDK with the instrumentations of `options.instrument`, or resolves null when
 * `settings.traceExporters` is empty. Never throws for a bad exporter name: the SDK warns.
 */
export async function startTracing(options: TracingOptions): Promise<Tracing | null> {
  const { settings } = options;
  if (settings.traceExporters.length === 0) return null;
  const hooked = options.esmEntry === undefined ? null : await registerModuleHooks(options.esmEntry);
  const { NodeSDK, core } = await import('@opentelemetry/sdk-node');
  const { SimpleSpanProcessor } = await import('@opentelemetry/sdk-trace');
  const metricsPort = settings.metricsPort;
  const quiet = (request: IncomingMessage): boolean =>
    (metricsPort !== null && request.socket.localPort === metricsPort) ||
    (options.quietPaths !== undefined && options.quietPaths.test(request.url ?? ''));
  const instrumentations = await Promise.all(
    options.instrument.map(async (name) => {
      switch (name) {
        case 'http': {
          const { HttpInstrumentation } = await import('@opentelemetry/instrumentation-http');
          return new HttpInstrumentation(
            options.incoming === 'own' ? { disableIncomingRequestInstrumentation: true } : { ignoreIncomingRequestHook: quiet },
          );
        }
        case 'express': {
          const { ExpressInstrumentation, ExpressLayerType } = await import('@opentelemetry/instrumentation-express');
          // Only route handlers: a span per middleware (compression, headers, logging) says nothing.
          return new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER] });
        }
        case 'pg': {
          const { PgInstrumentation } = await import('@opentelemetry/instrumentation-pg');
          return new PgInstrumentation();
        }
        case 'undici': {
          const { UndiciInstrumentation } = await import('@opentelemetry/instrumentation-undici');
          return new UndiciInstrumentation();
        }
      }
    }),
  );
  const consoleOnly = settings.traceExporters.every((name) => name === 'console');
  const sdk = new NodeSDK({
    serviceName: settings.serviceName,
    instrumentations,
    // Metrics and logs have their own way out (prom-client, pino): the SDK must not start OTLP ones by default.
    metricReaders: [],
    logRecordProcessors: [],
    ...(consoleOnly
      ? {
          spanProcessors: [
            new SimpleSpanProcessor({
              exporter: createSpanTreeExporter(settings.serviceName, (text) => process.stdout.write(text)) as unknown as SpanExporter,
            }),
          ],
        }
      : {}),
    textMapPropagator: new core.W3CTraceContextPropagator(),
  });
  sdk.start();
  await hooked?.();
  tracingStarted(settings.serviceName);
  return {
    async shutdown() {
      // The SDK's shutdown does not wait for exports in flight (a span waits for its resource's attributes): flush first.
      const provider = trace.getTracerProvider() as { getDelegate?: () => { forceFlush?: () => Promise<void> } };
      await provider.getDelegate?.().forceFlush?.();
      await sdk.shutdown();
    },
  };
}
