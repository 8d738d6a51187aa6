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
  const reporter = createHealthReporter({ url: fake.url, token: 'token', intervalMs: 60_000, log: quiet });
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
  const reporter = createHealthReporter({ url: fake.url, token: 'token', intervalMs: 60_000, log: quiet });
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
  const reporter = createHealthReporter({ url: fake.url, token: 'token', intervalMs: 60_000, log: quiet });
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
  const reporter = createHealthReporter({ url: fake.url, token: 'token', intervalMs: 60_000, log: (message) => logged.push(message) });
  reporter.pageView('tools', '1.0.1');
  await reporter.flush();
  await reporter.flush();
  reporter.close();
  expect(fake.accepted).toMatchObject([]);
  expect(logged).toEqual(['health report for tools@1.0.1 answered 400 {}']);
});

test('sends render time and signed page views per version, and keeps them when refused', async () => {
  const fake = await registry([503]);
  server = fake.server;
  const reporter = createHealthReporter({ url: fake.url, token: 'token', intervalMs: 60_000, log: quiet });
  const view = (id: string, error: boolean) => ({ id, source: 'source-key-1', error, navFailure: false, vitals: { lcp: 900 } });
  reporter.pageView('tools', '1.0.1');
  reporter.renderTime('tools', '1.0.1', 42);
  reporter.browserView('tools', '1.0.1', view('a'.repeat(22), true));
  await reporter.flush();
  reporter.pageView('tools', '1.0.1');
  reporter.browserView('tools', '1.0.1', view('b'.repeat(22), false));
  await reporter.flush();
  reporter.close();
  expect(fake.accepted).toHaveLength(1);
  expect(fake.accepted[0]).toMatchObject({
    pageViews: 2,
    signals: { renderMs: 42, renders: 1 },
    browserViews: [view('a'.repeat(22), true), view('b'.repeat(22), false)],
  });
});

test('reports only versions the release state names, and never more page failures than page views (the rest waits)', async () => {
  const fake = await registry([]);
  server = fake.server;
  const reporter = createHealthReporter({
    url: fake.url,
    token: 'token',
    intervalMs: 60_000,
    log: quiet,
    known: (_area, version) => version !== '0.9.0-preview',
  });
  reporter.pageView('tools', '0.9.0-preview');
  reporter.pageView('tools', '1.0.1');
  reporter.pageFailure('tools', '1.0.1');
  reporter.pageFailure('tools', '1.0.1');
  await reporter.flush();
  reporter.pageView('tools', '1.0.1');
  await reporter.flush();
  reporter.close();
  expect(fake.accepted).toMatchObject([
    { version: '1.0.1', pageViews: 1, pageFailures: 1 },
    { version: '1.0.1', pageViews: 1, pageFailures: 1 },
  ]);
});
