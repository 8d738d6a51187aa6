/**
 * Metrics (decision 056) on the running system: the host, the api and the registry each serve
 * `GET /metrics` on their own port + 250, never on the port the public reaches (404 there); a
 * page is counted under its route's pattern, never its address; the host's scrape stays under
 * 200 KB (labels bounded: route patterns, versions of the current release state).
 */
import { randomUUID } from 'node:crypto';
import { TOKEN_COOKIE } from '@meridian/shared/user';
import { apiOrigin, apiPort, hostPort, metricsPortOf, registryPort, registryUrl } from '../tooling/local-system.ts';
import { expect, test } from './fixtures/test.ts';
import { SITE } from './fixtures/system.ts';

const scrape = async (port: number): Promise<string> => {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
};

test('each process serves its metrics on its internal port, and the public ports answer /metrics with 404', async () => {
  for (const origin of [SITE, apiOrigin(), registryUrl()]) expect((await fetch(`${origin}/metrics`)).status, origin).toBe(404);
  const host = await scrape(metricsPortOf(hostPort()));
  for (const family of [
    'meridian_host_http_request_duration_seconds',
    'meridian_host_renders_total',
    'meridian_host_page_cache_requests_total',
    'meridian_host_page_cache_bytes',
    'meridian_host_kept_html_total',
    'meridian_host_kept_html_bytes',
    'meridian_host_remote_loads_total',
    'meridian_host_release_revision',
    'meridian_host_release_age_seconds',
    'meridian_host_registry_reachable',
    'meridian_host_signals_total',
    'nodejs_eventloop_lag_seconds',
    'nodejs_gc_duration_seconds',
  ])
    expect(host, family).toContain(`# TYPE ${family} `);
  const api = await scrape(metricsPortOf(apiPort()));
  for (const family of [
    'meridian_api_http_request_duration_seconds',
    'meridian_api_sign_ins_total',
    'meridian_api_lockouts_total',
    'meridian_api_purchases_total',
  ])
    expect(api, family).toContain(`# TYPE ${family} `);
  const registry = await scrape(metricsPortOf(registryPort()));
  for (const family of [
    'meridian_registry_writes_total',
    'meridian_registry_cas_conflicts_total',
    'meridian_registry_guard_steps_total',
    'meridian_registry_rollout_stage_percent',
    'meridian_registry_long_poll_clients',
    'meridian_registry_db_call_duration_seconds',
    'meridian_registry_store_call_duration_seconds',
    'meridian_registry_release_revision',
  ])
    expect(registry, family).toContain(`# TYPE ${family} `);
  // The host follows the registry by long poll: one waits there now.
  expect(registry).toMatch(/^meridian_registry_long_poll_clients [1-9]/m);
});

test('pages are counted by route pattern, not by address, and the host scrape stays under 200 KB', async () => {
  for (const path of ['/blog/what-is-a-kill-switch', '/de/blog/what-is-a-kill-switch', '/pricing', '/no-such-page-e2e-metrics'])
    await (await fetch(`${SITE}${path}`)).text();
  const host = await scrape(metricsPortOf(hostPort()));
  expect(host).toMatch(/meridian_host_http_request_duration_seconds_count\{route="\/blog\/:[a-z]+",area="blog",status="200"\} [1-9]/);
  expect(host).toMatch(/meridian_host_http_request_duration_seconds_count\{route="\/pricing",area="checkout",status="200"\} [1-9]/);
  expect(host).not.toContain('what-is-a-kill-switch');
  expect(host).not.toContain('no-such-page-e2e-metrics');
  const bytes = Buffer.byteLength(host);
  console.log(
    `host scrape: ${(bytes / 1024).toFixed(1)} KB, ${host.split('\n').filter((line) => line !== '' && !line.startsWith('#')).length} samples`,
  );
  expect(bytes).toBeLessThan(200 * 1024);
});

test('a page kept from the server renders its content once: the next signed-in visitor gets it written from the store, the same to the byte (decision 077)', async () => {
  const kept = async (result: 'hit' | 'kept') =>
    Number(
      new RegExp(`^meridian_host_kept_html_total\\{result="${result}"\\} (\\d+)`, 'm').exec(await scrape(metricsPortOf(hostPort())))?.[1] ??
        0,
    );
  // An address no other journey visits: its content has not been rendered yet.
  const page = `${SITE}/de/features?e2e-kept=${randomUUID()}`;
  const visit = async (visitor: string) => {
    const response = await fetch(page, { headers: { cookie: `${TOKEN_COOKIE}=${visitor}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    return response.text();
  };
  const before = { hit: await kept('hit'), kept: await kept('kept') };
  const first = await visit('e2e-kept-first');
  // The page's content and the footer were stored after the first render.
  expect(await kept('kept')).toBeGreaterThanOrEqual(before.kept + 2);
  const hits = await kept('hit');
  const second = await visit('e2e-kept-second');
  expect(await kept('hit')).toBeGreaterThanOrEqual(hits + 2);
  expect(second).toBe(first);
  expect(second).toContain('data-static=');
});
