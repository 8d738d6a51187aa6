/** Tests' tracing: the SDK started with the console exporter (a tree per trace), stdout caught instead of printed. */
import { startTracing } from './tracing.server.ts';

/** Starts it; `stop()` exports what is held, gives stdout back and returns what was printed. */
export async function startConsoleTracing(): Promise<{ stop: () => Promise<string> }> {
  const printed: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((text) => {
    printed.push(String(text));
    return true;
  });
  const tracing = await startTracing({
    settings: { metricsPort: null, metricsBind: '127.0.0.1', traceExporters: ['console'], serviceName: 'host' },
    instrument: [],
    incoming: 'own',
  });
  return {
    async stop() {
      await tracing?.shutdown();
      write.mockRestore();
      return printed.join('');
    },
  };
}
