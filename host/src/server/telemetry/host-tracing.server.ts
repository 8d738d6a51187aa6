/**
 * The host's tracing (decision 056): the SDK started when `OTEL_TRACES_EXPORTER` names an
 * exporter, with the http (outgoing calls: the api) and undici (fetch: geo, remote resources)
 * instrumentations. The host is the public edge and starts each request's span itself
 * (host-telemetry.server.ts: a trace of its own, never a visitor's; none for health checks, static
 * files or the metrics port); its named steps are its own spans, so Express's layers add none.
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
    instrument: ['http', 'undici'],
    incoming: 'own',
  });
}
