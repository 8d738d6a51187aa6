/** @jest-environment node */
import type { ReleaseState } from '@meridian/shared/release';
import type { ReleaseSource } from '../releases/release-source.server.ts';
import { createHostMetrics } from './host-metrics.server.ts';

const ORIGIN = 'http://localhost:3002';
const stateWith = (revision: string, blog: ReleaseState['remotes']['blog']): ReleaseState => ({ revision, remotes: { blog } });

function setup() {
  let state = stateWith('7', {
    version: '1.1.0',
    origin: ORIGIN,
    canary: { version: '1.2.0', percent: 10 },
    previous: ['1.0.0'],
    fallback: '1.0.0',
    integrity: {},
  });
  let reachable = true;
  const releases: ReleaseSource = { current: () => state, close: () => {}, appliedAt: () => 1_000_000 };
  const metrics = createHostMetrics({
    releases,
    registryReachable: () => reachable,
    now: () => 1_090_000,
  });
  metrics.watchPageCache(() => ({ entries: 3, bytes: 4096 }));
  return {
    metrics,
    setState: (next: ReleaseState) => (state = next),
    setReachable: (value: boolean) => (reachable = value),
    lines: async (prefix: string) => (await metrics.metrics()).split('\n').filter((line) => line.startsWith(prefix)),
  };
}

test('versions are those of the current release state; any other is counted as other', async () => {
  const { metrics, lines } = setup();
  metrics.remoteLoad('blog', '1.2.0', true);
  metrics.remoteLoad('blog', '1.0.0', false);
  metrics.remoteLoad('blog', '0.9.9-preview', true);
  metrics.render('blog', '1.1.0', 'ok');
  metrics.render(null, 'none', 'unavailable');
  expect(await lines('meridian_host_remote_loads_total')).toEqual([
    'meridian_host_remote_loads_total{area="blog",version="1.2.0",outcome="ok"} 1',
    'meridian_host_remote_loads_total{area="blog",version="1.0.0",outcome="failed"} 1',
    'meridian_host_remote_loads_total{area="blog",version="other",outcome="ok"} 1',
  ]);
  expect(await lines('meridian_host_renders_total')).toEqual([
    'meridian_host_renders_total{area="blog",version="1.1.0",outcome="ok"} 1',
    'meridian_host_renders_total{area="host",version="none",outcome="unavailable"} 1',
  ]);
});

test('a version the release state no longer names leaves the scrape', async () => {
  const { metrics, lines, setState } = setup();
  metrics.remoteLoad('blog', '1.2.0', true);
  metrics.render('blog', '1.2.0', 'fell_back');
  metrics.remoteLoad('blog', '1.1.0', true);
  setState(stateWith('8', { version: '1.1.0', origin: ORIGIN, canary: null, previous: ['1.0.0'], integrity: {} }));
  expect(await lines('meridian_host_remote_loads_total')).toEqual([
    'meridian_host_remote_loads_total{area="blog",version="1.1.0",outcome="ok"} 1',
  ]);
  expect(await lines('meridian_host_renders_total')).toEqual([]);
});

test('the revision in force, its age, the registry, the page cache and the process are read at each scrape', async () => {
  const { metrics, lines, setReachable } = setup();
  metrics.pageCache(true);
  metrics.pageCache(false);
  metrics.signals('rate_limited');
  expect(await lines('meridian_host_release_')).toEqual([
    'meridian_host_release_revision 7',
    'meridian_host_release_applied_timestamp_seconds 1000',
    'meridian_host_release_age_seconds 90',
  ]);
  expect(await lines('meridian_host_registry_reachable')).toEqual(['meridian_host_registry_reachable 1']);
  setReachable(false);
  expect(await lines('meridian_host_registry_reachable')).toEqual(['meridian_host_registry_reachable 0']);
  expect(await lines('meridian_host_page_cache')).toEqual([
    'meridian_host_page_cache_requests_total{result="hit"} 1',
    'meridian_host_page_cache_requests_total{result="miss"} 1',
    'meridian_host_page_cache_bytes 4096',
    'meridian_host_page_cache_entries 3',
  ]);
  expect(await lines('meridian_host_signals_total')).toEqual(['meridian_host_signals_total{outcome="rate_limited"} 1']);
  expect((await lines('nodejs_eventloop_lag_seconds ')).length).toBe(1);
});

test('kept content is counted by result, and the store read at each scrape (decision 077)', async () => {
  const { metrics, lines } = setup();
  metrics.watchKeptHtml(() => ({ entries: 2, bytes: 5000 }));
  metrics.keptHtml('miss', 2);
  metrics.keptHtml('kept', 2);
  metrics.keptHtml('hit', 0);
  metrics.keptHtml('hit', 2);
  expect(await lines('meridian_host_kept_html')).toEqual([
    'meridian_host_kept_html_total{result="miss"} 2',
    'meridian_host_kept_html_total{result="kept"} 2',
    'meridian_host_kept_html_total{result="hit"} 2',
    'meridian_host_kept_html_bytes 5000',
    'meridian_host_kept_html_entries 2',
  ]);
});
