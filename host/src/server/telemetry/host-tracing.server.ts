/**
 * The host's tracing (decision 056): the SDK started with the http, express and undici
 * instrumentations when `OTEL_TRACES_EXPORTER` names an exporter. The host is the public edge:
 * a visitor's `traceparent` is not continued; health checks, the metrics port and static files
 * have no spans.
 */
import { startTracing, type Tracing } from '@meridian/shared/tracing.server';
import { telemetrySettings, type TelemetrySettings } from '@meridian/shared/telemetry-env.server';
import type { HostEnv } from '../process/env.server.ts';

/** The host's telemetry settings: metrics on HOST_PORT + 250 unless METRICS_PORT says otherwise. */
export function hostTelemetrySettings(env: HostEnv): TelemetrySettings {
  return telemetrySettings(env, env.HOST_PORT, 'host');
}

/** Starts the host's tracing, or resolves null when no exporter is named. */
export function startHostTracing(env: HostEnv): Promise<Tracing | null> {
  return startTracing({
    settings: hostTelemetrySettings(env),
    instrument: ['http', 'express', 'undici'],
    quietPaths: /^\/(healthz|readyz|assets\/|favicon|build\/latest\.json)/,
    continueIncoming: false,
  });
}
