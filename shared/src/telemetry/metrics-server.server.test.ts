/** @jest-environment node */
import { serveMetrics, type MetricsEndpoint } from './metrics-server.server.ts';

const source = { contentType: 'text/plain; version=0.0.4', metrics: () => Promise.resolve('up 1\n') };
let endpoint: MetricsEndpoint | undefined;
afterEach(async () => endpoint?.close());

test('answers GET /metrics in the exposition format and 404 to anything else', async () => {
  endpoint = await serveMetrics(source, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${endpoint.port}`;
  const scrape = await fetch(`${base}/metrics`);
  expect(scrape.status).toBe(200);
  expect(scrape.headers.get('content-type')).toBe('text/plain; version=0.0.4');
  expect(await scrape.text()).toBe('up 1\n');
  for (const [path, method] of [
    ['/', 'GET'],
    ['/metrics/x', 'GET'],
    ['/metrics', 'POST'],
  ] as const)
    expect((await fetch(`${base}${path}`, { method })).status).toBe(404);
});

test('a failed collection answers 500 in words; a port taken stops the start naming METRICS_PORT', async () => {
  endpoint = await serveMetrics({ ...source, metrics: () => Promise.reject(new Error('store down')) }, 0, '127.0.0.1');
  const answer = await fetch(`http://127.0.0.1:${endpoint.port}/metrics`);
  expect(answer.status).toBe(500);
  expect(await answer.text()).toContain('store down');
  await expect(serveMetrics(source, endpoint.port, '127.0.0.1')).rejects.toThrow(`METRICS_PORT ${endpoint.port} on 127.0.0.1`);
});
