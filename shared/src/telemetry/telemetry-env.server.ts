/**
 * The telemetry settings every server process reads (decision 056): where its Prometheus metrics
 * are served and whether OpenTelemetry traces are exported. Each process's `env.server.ts`
 * spreads {@link TELEMETRY_ENV} into its schema and resolves it with {@link telemetrySettings};
 * the OpenTelemetry SDK reads the rest of the standard `OTEL_*` variables itself.
 */
import { z } from 'zod';

/**
 * A process serves its metrics on its own port plus this offset unless `METRICS_PORT` says
 * otherwise: the host on base + 250, the api on base + 350, the registry on base + 450, a
 * replica on base + 260... (tooling/local-system.ts derives its table from it).
 */
export const METRICS_PORT_OFFSET = 250;

/** The keys of the telemetry settings, for a process's zod schema. */
export const TELEMETRY_ENV = {
  /** Port of the metrics endpoint (`GET /metrics`), or `off`; default: the process's port + 250. */
  METRICS_PORT: z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).optional(),
  /** Address the metrics endpoint listens on (loopback; a scraper in another container needs `0.0.0.0`). */
  METRICS_BIND: z.string().min(1).default('127.0.0.1'),
  /** The standard exporter list (`otlp`, `zipkin`, `console`, `none`); unset or `none`: no tracing at all. */
  OTEL_TRACES_EXPORTER: z.string().optional(),
  /** The standard switch: `true` turns tracing off whatever the exporter. */
  OTEL_SDK_DISABLED: z.string().optional(),
  /** The standard service name; default the process's own (`host`, `api`, `registry`). */
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
};

/** The parsed keys of {@link TELEMETRY_ENV}. */
export interface TelemetryEnv {
  readonly METRICS_PORT?: 'off' | number | undefined;
  readonly METRICS_BIND: string;
  readonly OTEL_TRACES_EXPORTER?: string | undefined;
  readonly OTEL_SDK_DISABLED?: string | undefined;
  readonly OTEL_SERVICE_NAME?: string | undefined;
}

/** What a process does about telemetry. */
export interface TelemetrySettings {
  /** Port of `GET /metrics`, or null when `METRICS_PORT=off`. */
  readonly metricsPort: number | null;
  readonly metricsBind: string;
  /** The trace exporters named (lower case, `none` removed); empty: tracing is off and the SDK is never loaded. */
  readonly traceExporters: readonly string[];
  readonly serviceName: string;
}

/**
 * Resolves the telemetry keys of a process listening on `processPort` (0: a port of the system's
 * choosing, and so the metrics too). Throws an Error naming `METRICS_PORT` when the default
 * would pass 65535.
 */
export function telemetrySettings(env: TelemetryEnv, processPort: number, service: string): TelemetrySettings {
  const metricsPort = env.METRICS_PORT === 'off' ? null : (env.METRICS_PORT ?? (processPort === 0 ? 0 : processPort + METRICS_PORT_OFFSET));
  if (metricsPort !== null && metricsPort > 65535)
    throw new Error(
      `METRICS_PORT: the default, the process's port ${processPort} + ${METRICS_PORT_OFFSET}, is above 65535; set METRICS_PORT`,
    );
  const disabled = env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true';
  const named = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '' && name !== 'none');
  return {
    metricsPort,
    metricsBind: env.METRICS_BIND,
    traceExporters: disabled || (env.OTEL_TRACES_EXPORTER ?? '').trim().toLowerCase().startsWith('none') ? [] : named,
    serviceName: env.OTEL_SERVICE_NAME ?? service,
  };
}
