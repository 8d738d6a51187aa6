/**
 * Entry of the host's server build: validates the environment, starts tracing when an exporter is
 * named (before Express, http and pino are loaded, so they are instrumented; decision 056), then
 * the server (serve.server.ts).
 */
import { parseHostEnv } from './process/env.server.ts';
import { startHostTracing } from './telemetry/host-tracing.server.ts';

const env = parseHostEnv(process.env);
await startHostTracing(env);
// Eager: bundled with this entry, but evaluated only now, after the SDK hooked the modules it traces.
const { serve } = await import(/* webpackMode: "eager" */ './serve.server.ts');
await serve(env);
