/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { ReleaseState } from '@meridian/shared/release';
import { createHealthReporter, type HealthReport } from '../process/health-reporter.server.ts';
import { signPageView } from './page-view-token.server.ts';
import { PAGE_VIEW_PATH, registerSignalsEndpoint, SIGNALS_PATH } from './signals-endpoint.server.ts';

const state: ReleaseState = {
  revision: '3',
  remotes: {
    tools: { version: '1.0.0', origin: 'http://localhost:3005', canary: { version: '1.1.0', percent: 10 }, previous: [], integrity: {} },
  },
};
const SECRET = 'test-signals-secret-0123456789abcdef01';
const NOW = Date.UTC(2026, 11, 1, 12, 0, 0);

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

/** A host with the endpoints, its health reporter posting to a registry stand-in that keeps the reports. */
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
  const health = createHealthReporter({ url: registryUrl, token: 'token', intervalMs: 60_000, log: () => {} });
  const app = express();
  const url = await listen(createServer(app));
  registerSignalsEndpoint(app, { health, release: () => state, perMinute, publicOrigin: url, secret: SECRET, now: () => NOW });
  const sameSite = { origin: url, 'sec-fetch-site': 'same-origin' };
  const post = (body: string, headers: Record<string, string> = sameSite) =>
    fetch(`${url}${SIGNALS_PATH}`, { method: 'POST', headers: { 'content-type': 'text/plain', ...headers }, body });
  const view = async (versions = 'tools@1.1.0') => {
    const answer = await fetch(`${url}${PAGE_VIEW_PATH}?versions=${versions}`, { headers: { 'sec-fetch-site': 'same-origin' } });
    return { answer, token: answer.ok ? ((await answer.clone().json()) as { view: string }).view : '' };
  };
  const reports = async () => {
    await health.flush();
    health.close();
    return accepted;
  };
  return { post, view, reports, health, url };
}

test("a page's signed page view speaks once for the version it names: error, navigation and Web Vitals, no-store", async () => {
  const { post, view, reports } = await host();
  const { answer, token } = await view('tools@1.1.0,tools@9.9.9');
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(await answer.json()).toMatchObject({ versions: ['tools@1.1.0'], expiresAt: '2026-12-01T12:30:00.000Z' });
  const beacon = JSON.stringify({
    view: token,
    versions: [{ area: 'tools', version: '1.1.0', error: true, navFailure: true, vitals: { lcp: 1800 } }],
  });
  expect((await post(beacon)).status).toBe(204);
  const replay = await post(beacon);
  expect(replay.status).toBe(409);
  expect(await replay.text()).toBe('This page view already reported these versions; a page view speaks once.');
  const [report] = await reports();
  expect(report).toMatchObject({
    area: 'tools',
    version: '1.1.0',
    browserViews: [{ error: true, navFailure: true, vitals: { lcp: 1800 } }],
  });
  expect(report?.browserViews).toHaveLength(1);
});

test('refuses the anonymous forged beacon of the attack: no signed page view, raw error counts (403/400 in words)', async () => {
  const { post, reports } = await host();
  const forged = JSON.stringify({ versions: Array(10).fill({ area: 'tools', version: '1.1.0', errors: 100 }) });
  const answer = await post(forged);
  expect(answer.status).toBe(400);
  expect(await answer.text()).toMatch(/^Invalid signals: view: /);
  const unsigned = await post(JSON.stringify({ view: 'made.up', versions: [{ area: 'tools', version: '1.1.0', error: true }] }));
  expect(unsigned.status).toBe(403);
  expect(await unsigned.text()).toBe('Signals need a page view this site signed, unexpired: this one is not.');
  const otherSecret = signPageView(
    { id: 'x'.repeat(22), exp: NOW / 1000 + 60, source: 'abc', versions: [{ area: 'tools', version: '1.1.0' }] },
    'another-secret-0123456789abcdef0123456',
  );
  expect((await post(JSON.stringify({ view: otherSecret, versions: [{ area: 'tools', version: '1.1.0', error: true }] }))).status).toBe(
    403,
  );
  expect(await reports()).toEqual([]);
});

test('refuses a cross-site beacon before reading it, and a page view for a version it was not rendered with', async () => {
  const { post, view, reports } = await host();
  const { token } = await view('tools@1.0.0');
  const beacon = (version: string) => JSON.stringify({ view: token, versions: [{ area: 'tools', version, error: true }] });
  const crossSite = await post(beacon('1.0.0'), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
  expect(crossSite.status).toBe(403);
  expect(await crossSite.text()).toBe('Signals are taken only from this site’s own pages.');
  expect((await post(beacon('1.0.0'), { origin: 'https://evil.example' })).status).toBe(403);
  expect((await post(beacon('1.0.0'), {})).status).toBe(403);
  const other = await post(beacon('1.1.0'));
  expect(other.status).toBe(403);
  expect(await other.text()).toBe('This page view was not rendered with tools@1.1.0.');
  expect(await reports()).toEqual([]);
});

test('hands page views only to this site and for versions the release state knows; refuses bad bodies in words', async () => {
  const { post, url } = await host();
  const crossSite = await fetch(`${url}${PAGE_VIEW_PATH}?versions=tools@1.1.0`, { headers: { 'sec-fetch-site': 'cross-site' } });
  expect(crossSite.status).toBe(403);
  const none = await fetch(`${url}${PAGE_VIEW_PATH}?versions=tools@9.9.9`);
  expect(none.status).toBe(400);
  expect(await none.text()).toMatch(/^Invalid page view: name the area versions/);
  const broken = await post('{not json');
  expect(broken.status).toBe(400);
  expect(await broken.text()).toBe('Invalid signals: body: expected a JSON object');
  expect((await post(JSON.stringify({ view: 'x', versions: [{ area: 'tools', version: '1.0.0', pad: 'x'.repeat(9000) }] }))).status).toBe(
    413,
  );
});

test('limits each client address to its page views per minute', async () => {
  const { view } = await host(3);
  const statuses = [];
  for (let index = 0; index < 4; index += 1) statuses.push((await view()).answer.status);
  expect(statuses).toEqual([200, 200, 200, 429]);
});
