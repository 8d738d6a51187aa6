/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { ReleaseState } from '@meridian/shared/release';
import { createHealthReporter, type HealthReport } from './health-reporter.server.ts';
import { registerSignalsEndpoint, SIGNALS_PATH } from './signals-endpoint.server.ts';

const state: ReleaseState = {
  revision: '3',
  remotes: { tools: { version: '1.0.0', origin: 'http://localhost:3005', canary: { version: '1.1.0', percent: 10 }, previous: [] } },
};

let servers: Server[] = [];
afterEach(() => {
  for (const server of servers) server.close();
  servers = [];
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A host with the endpoint, its health reporter posting to a registry stand-in that keeps the reports. */
async function host(perMinute = 30) {
  const accepted: HealthReport[] = [];
  const registryUrl = await listen(
    createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        accepted.push(JSON.parse(body) as HealthReport);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    }),
  );
  const health = createHealthReporter(registryUrl, 'token', 60_000, () => {});
  const app = express();
  registerSignalsEndpoint(app, { health, release: () => state, perMinute });
  const url = await listen(createServer(app));
  const post = (body: string, type = 'text/plain') =>
    fetch(`${url}${SIGNALS_PATH}`, { method: 'POST', headers: { 'content-type': type }, body });
  return { post, health, accepted };
}

test('counts a beacon into the version it names and answers 204; a version the release does not know is dropped', async () => {
  const { post, health, accepted } = await host();
  const beacon = {
    versions: [
      { area: 'tools', version: '1.1.0', errors: 2, navFailures: 1, vitals: { lcp: [1800], inp: [120] } },
      { area: 'tools', version: '9.9.9', errors: 50 },
    ],
  };
  expect((await post(JSON.stringify(beacon))).status).toBe(204);
  await health.flush();
  health.close();
  expect(accepted).toHaveLength(1);
  expect(accepted[0]).toMatchObject({ area: 'tools', version: '1.1.0', signals: { browserErrors: 2, navFailures: 1 } });
  expect(accepted[0]?.signals.vitals.lcp?.reduce((sum, count) => sum + count, 0)).toBe(1);
});

test('refuses bad JSON, a bad shape and a body over 8 KB in words, never a 500', async () => {
  const { post, health } = await host();
  const broken = await post('{not json');
  expect(broken.status).toBe(400);
  expect(await broken.text()).toBe('Invalid signals: body: expected a JSON object');
  const shape = await post(JSON.stringify({ versions: [{ area: 'nowhere', version: '1.0.0' }] }));
  expect(shape.status).toBe(400);
  expect(await shape.text()).toMatch(/^Invalid signals: versions\.0\.area:/);
  expect((await post(JSON.stringify({ versions: [{ area: 'tools', version: '1.0.0', pad: 'x'.repeat(9000) }] }))).status).toBe(413);
  health.close();
});

test('limits each client address to its beacons per minute', async () => {
  const { post, health } = await host(3);
  const beacon = JSON.stringify({ versions: [{ area: 'tools', version: '1.0.0', errors: 1 }] });
  const statuses = [];
  for (let index = 0; index < 4; index += 1) statuses.push((await post(beacon)).status);
  expect(statuses).toEqual([204, 204, 204, 429]);
  health.close();
});
