/**
 * A trace you can read (decision 056): a host and an api exporting to a trace backend (an OTLP
 * receiver in the test), one `/pricing` request, and its trace read back. The page names its trace
 * in `Server-Timing`; under that one trace id are the host's request span, its named steps, a span
 * per remote load with area and version, the host's calls to the api and the api's own spans,
 * joined to those calls through `traceparent`. A visitor's own `traceparent` is not continued.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, versionOf } from '../scripts/lib/apps.ts';
import { startApi, startHost, stopAll, waitForUrl, type Started } from '../scripts/lib/processes.ts';
import { extraHostPort } from '../tooling/local-system.ts';
import { expect, test } from './fixtures/test.ts';
import { exportTracesTo, startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './fixtures/otlp-receiver.ts';

const HOST_PORT = extraHostPort(16);
const API_PORT = extraHostPort(17);
const RECEIVER_PORT = extraHostPort(18);
const HOST = `http://localhost:${HOST_PORT}`;
const STEPS = ['decide', 'pin', 'cache', 'load', 'render', 'respond'];

let receiver: OtlpReceiver;
let processes: Started[] = [];
const dbDir = mkdtempSync(join(tmpdir(), 'trace-api-'));

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  receiver = await startOtlpReceiver(RECEIVER_PORT);
  const api = startApi({ ...exportTracesTo(receiver), API_PORT: String(API_PORT), API_DB_PATH: join(dbDir, 'api.sqlite') });
  const host = startHost(HOST_PORT, join(ROOT, 'var', 'release.json'), {
    ...exportTracesTo(receiver),
    RELEASE_SOURCE: 'file',
    API_BASE: `http://localhost:${API_PORT}`,
  });
  processes = [api, host];
  await Promise.all([waitForUrl(`http://localhost:${API_PORT}/build/latest.json`, 60_000), waitForUrl(`${HOST}/healthz`, 60_000)]);
});

test.afterAll(async () => {
  await stopAll(processes);
  await receiver.close();
  rmSync(dbDir, { recursive: true, force: true });
});

/** The spans of `traceId` once `ready` holds for them (exports come in batches). */
async function traceOf(traceId: string, ready: (spans: ReceivedSpan[]) => boolean): Promise<ReceivedSpan[]> {
  await expect.poll(() => ready(receiver.spans.filter((span) => span.traceId === traceId)), { timeout: 30_000 }).toBe(true);
  return receiver.spans.filter((span) => span.traceId === traceId);
}

test('one /pricing request: its steps, its remote loads and its api calls under one trace id', async () => {
  const visitorTrace = '0af7651916cd43dd8448eb211c80319c';
  const response = await fetch(`${HOST}/pricing`, { headers: { traceparent: `00-${visitorTrace}-b7ad6b7169203331-01` } });
  expect(response.status).toBe(200);
  await response.text();
  const [, traceId = '', rootId = ''] =
    /traceparent;desc="00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]"/.exec(response.headers.get('server-timing') ?? '') ?? [];
  expect(traceId).toMatch(/^[0-9a-f]{32}$/);
  expect(traceId).not.toBe(visitorTrace);

  // Each process exports in batches: wait for the request's own span (it ends last), a step and the api's spans.
  const spans = await traceOf(
    traceId,
    (found) =>
      found.some((span) => span.spanId === rootId) &&
      found.some((span) => span.name === 'respond') &&
      found.some((span) => span.service === 'api'),
  );
  const host = spans.filter((span) => span.service === 'host');
  const root = host.find((span) => span.spanId === rootId);
  expect(root?.name).toBe('GET /pricing');
  expect(root?.parentSpanId).toBe('');
  expect(root?.attributes['http.route']).toBe('/pricing');

  const steps = host.filter((span) => STEPS.includes(span.name));
  expect(steps.map((span) => span.name).sort()).toEqual([...STEPS].sort());
  for (const step of steps) expect(step.parentSpanId, step.name).toBe(rootId);

  const load = steps.find((span) => span.name === 'load');
  const loads = host.filter((span) => span.name === 'remote load');
  expect(loads.map((span) => span.attributes['meridian.area']).sort()).toEqual(['account', 'blog', 'checkout', 'marketing', 'tools']);
  for (const remote of loads) {
    expect(remote.parentSpanId).toBe(load?.spanId);
    expect(remote.attributes['meridian.version']).toBe(versionOf(`remote-${String(remote.attributes['meridian.area'])}`));
  }

  // The api's spans continue the host's calls: each api server span's parent is a host client span of this trace.
  const api = spans.filter((span) => span.service === 'api');
  const plans = api.find((span) => span.name === 'GET /api/mms/payment/v1/providers/plans');
  expect(plans).toBeDefined();
  const call = host.find((span) => span.spanId === plans?.parentSpanId);
  expect(String(call?.attributes['url.full'])).toContain(`localhost:${API_PORT}/api/mms/payment/v1/providers/plans`);
  const ancestors = (span: ReceivedSpan | undefined): string[] =>
    span === undefined || span.parentSpanId === ''
      ? []
      : [span.parentSpanId, ...ancestors(spans.find((each) => each.spanId === span.parentSpanId))];
  expect(ancestors(call)).toContain(load?.spanId);
});
