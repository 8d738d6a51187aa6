/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHealthReporter, type HealthReport } from './health-reporter.server.ts';

/** A registry stand-in on loopback: answers each report with the next status of `statuses` (then 200) and keeps the accepted ones. */
async function registry(statuses: number[]): Promise<{ url: string; accepted: HealthReport[]; server: Server }> {
  const accepted: HealthReport[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const status = statuses.shift() ?? 200;
      if (status === 200) accepted.push(JSON.parse(body) as HealthReport);
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, accepted, server };
}

const quiet = () => {};
let server: Server | undefined;
afterEach(() => server?.close());

test('sends loads, page views and page failures per version', async () => {
  const fake = await registry([]);
  server = fake.server;
  const reporter = createHealthReporter(fake.url, 'token', 60_000, quiet);
  reporter.record('tools', '1.0.1', true);
  reporter.pageView('tools', '1.0.1');
  reporter.pageView('tools', '1.0.1');
  reporter.pageFailure('tools', '1.0.1');
  reporter.pageView('tools', '1.0.0');
  await reporter.flush();
  reporter.close();
  expect(fake.accepted).toMatchObject([
    { area: 'tools', version: '1.0.1', loads: 1, failures: 0, pageViews: 2, pageFailures: 1 },
    { area: 'tools', version: '1.0.0', loads: 0, failures: 0, pageViews: 1, pageFailures: 0 },
  ]);
});

test('keeps the counts of a report the registry did not take and sends them with the next one', async () => {
  const fake = await registry([503]);
  server = fake.server;
  const reporter = createHealthReporter(fake.url, 'token', 60_000, quiet);
  reporter.pageView('tools', '1.0.1');
  reporter.pageFailure('tools', '1.0.1');
  await reporter.flush();
  expect(fake.accepted).toMatchObject([]);
  reporter.pageView('tools', '1.0.1');
  await reporter.flush();
  reporter.close();
  expect(fake.accepted).toMatchObject([{ area: 'tools', version: '1.0.1', loads: 0, failures: 0, pageViews: 2, pageFailures: 1 }]);
});

test('keeps the counts while the registry cannot be reached, and sends them once it is back', async () => {
  const fake = await registry([]);
  const port = (fake.server.address() as AddressInfo).port;
  await new Promise((resolve) => fake.server.close(resolve));
  const reporter = createHealthReporter(fake.url, 'token', 60_000, quiet);
  reporter.record('blog', '2.0.0', false);
  reporter.pageView('blog', '2.0.0');
  await reporter.flush();
  reporter.pageView('blog', '2.0.0');
  reporter.pageFailure('blog', '2.0.0');
  await reporter.flush();
  fake.server.listen(port, '127.0.0.1');
  await new Promise((resolve) => fake.server.once('listening', resolve));
  server = fake.server;
  await reporter.flush();
  reporter.close();
  expect(fake.accepted).toMatchObject([{ area: 'blog', version: '2.0.0', loads: 1, failures: 1, pageViews: 2, pageFailures: 1 }]);
});

test('drops a report the registry refuses as malformed, saying so once', async () => {
  const fake = await registry([400]);
  server = fake.server;
  const logged: string[] = [];
  const reporter = createHealthReporter(fake.url, 'token', 60_000, (message) => logged.push(message));
  reporter.pageView('tools', '1.0.1');
  await reporter.flush();
  await reporter.flush();
  reporter.close();
  expect(fake.accepted).toMatchObject([]);
  expect(logged).toEqual(['health report for tools@1.0.1 answered 400']);
});

test('sends render time and browser signals per version with Web Vitals as histograms, and keeps them when refused', async () => {
  const fake = await registry([503]);
  server = fake.server;
  const reporter = createHealthReporter(fake.url, 'token', 60_000, quiet);
  reporter.pageView('tools', '1.0.1');
  reporter.renderTime('tools', '1.0.1', 42);
  reporter.browserSignals('tools', '1.0.1', { errors: 2, navFailures: 1, vitals: { lcp: [900, 2100] } });
  await reporter.flush();
  reporter.browserSignals('tools', '1.0.1', { errors: 1, navFailures: 0, vitals: { lcp: [950], cls: [0.02] } });
  await reporter.flush();
  reporter.close();
  expect(fake.accepted).toHaveLength(1);
  const { signals } = fake.accepted[0] ?? { signals: null };
  expect(signals).toMatchObject({ browserErrors: 3, navFailures: 1, renderMs: 42, renders: 1 });
  // 900 and 950 ms in the bin up to 1 000 ms (index 3), 2 100 ms in the bin up to 2 500 (index 8).
  expect(signals?.vitals.lcp?.[3]).toBe(2);
  expect(signals?.vitals.lcp?.[8]).toBe(1);
  expect(signals?.vitals.cls?.[1]).toBe(1);
});
