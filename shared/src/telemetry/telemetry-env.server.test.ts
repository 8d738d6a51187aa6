/** @jest-environment node */
import { z } from 'zod';
import { TELEMETRY_ENV, telemetrySettings } from './telemetry-env.server.ts';

const parse = (env: Record<string, string>) => z.object(TELEMETRY_ENV).parse(env);

test('metrics sit on the process port + 250 on loopback, and tracing is off, unless told otherwise', () => {
  expect(telemetrySettings(parse({}), 3000, 'host')).toEqual({
    metricsPort: 3250,
    metricsBind: '127.0.0.1',
    traceExporters: [],
    serviceName: 'host',
  });
});

test('METRICS_PORT moves the endpoint or turns it off; a default above 65535 is refused naming the key', () => {
  expect(telemetrySettings(parse({ METRICS_PORT: '9464' }), 3000, 'api').metricsPort).toBe(9464);
  expect(telemetrySettings(parse({ METRICS_PORT: 'off' }), 3000, 'api').metricsPort).toBeNull();
  expect(() => telemetrySettings(parse({}), 65400, 'api')).toThrow(/^METRICS_PORT: .* 65400 \+ 250, is above 65535/);
  expect(() => parse({ METRICS_PORT: 'ninety' })).toThrow();
});

test('an exporter named turns tracing on; none, an empty list or OTEL_SDK_DISABLED keep it off', () => {
  expect(telemetrySettings(parse({ OTEL_TRACES_EXPORTER: 'otlp, Console' }), 1, 'api').traceExporters).toEqual(['otlp', 'console']);
  expect(telemetrySettings(parse({ OTEL_TRACES_EXPORTER: 'none' }), 1, 'api').traceExporters).toEqual([]);
  expect(telemetrySettings(parse({ OTEL_TRACES_EXPORTER: ' , ' }), 1, 'api').traceExporters).toEqual([]);
  expect(telemetrySettings(parse({ OTEL_TRACES_EXPORTER: 'otlp', OTEL_SDK_DISABLED: 'true' }), 1, 'api').traceExporters).toEqual([]);
  expect(telemetrySettings(parse({ OTEL_SERVICE_NAME: 'site-eu' }), 1, 'host').serviceName).toBe('site-eu');
});
