/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import express from 'express';
import type { ReleaseSource } from '../releases/release-source.server.ts';
import { createHostMetrics } from './host-metrics.server.ts';
import { createHostTelemetry, NO_TELEMETRY, routePattern } from './host-telemetry.server.ts';

test('a page is labelled by its routes’ pattern, never its path; an area’s 503 page as unavailable', () => {
  const matches = (...paths: (string | undefined)[]) => paths.map((path) => ({ route: { path } }));
  expect(routePattern(matches('', 'blog', ':unikey'), false)).toBe('/blog/:unikey');
  expect(routePattern(matches('/', undefined), false)).toBe('/');
  expect(routePattern(matches('', '*'), false)).toBe('/*');
  expect(routePattern(matches('', 'pricing'), true)).toBe('unavailable');
});

let server: Server | undefined;
afterEach(() => server?.close());

test('every request is timed by route pattern, area and status, and beacons by outcome', async () => {
  const releases: ReleaseSource = { current: () => ({ revision: '1', remotes: {} }), close: () => {} };
  const metrics = createHostMetrics({ releases });
  const telemetry = createHostTelemetry(metrics);
  const app = express();
  app.use(telemetry.middleware);
  app.get('/healthz', (_req, res) => void res.send('ok'));
  app.post('/__signals', (_req, res) => void res.status(429).end());
  app.use((_req, res) => {
    telemetry.page(res, '/blog/:unikey', 'blog');
    res.status(404).end();
  });
  server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server?.once('listening', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  for (const path of ['/healthz', '/blog/one-post', '/blog/another-post']) await (await fetch(`${base}${path}`)).text();
  await (await fetch(`${base}/__signals`, { method: 'POST' })).text();
  const text = await metrics.metrics();
  const counts = text.split('\n').filter((line) => line.startsWith('meridian_host_http_request_duration_seconds_count'));
  expect(counts.map((line) => line.replace(/ \d+$/, ''))).toEqual([
    'meridian_host_http_request_duration_seconds_count{route="/healthz",area="host",status="200"}',
    'meridian_host_http_request_duration_seconds_count{route="/blog/:unikey",area="blog",status="404"}',
    'meridian_host_http_request_duration_seconds_count{route="/__signals",area="host",status="429"}',
  ]);
  expect(counts[1]).toMatch(/ 2$/);
  expect(text).not.toContain('one-post');
  expect(text).toContain('meridian_host_signals_total{outcome="rate_limited"} 1');
});

test('without tracing a page carries no Server-Timing, and no telemetry records nothing', async () => {
  const app = express();
  app.use(NO_TELEMETRY.middleware);
  app.get('/', (_req, res) => void res.send('page'));
  server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server?.once('listening', resolve));
  const address = server.address();
  const answer = await fetch(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`);
  expect(answer.headers.get('server-timing')).toBeNull();
});
