/**
 * @jest-environment node
 *
 * A host built with an area the release state lacks (the registry omits areas never activated)
 * serves the others and treats that area as unavailable until it has a release (rule route.area-unavailable).
 */
import { pinRelease, type ReleaseState } from '@meridian/shared/release';
import { parseReleaseState } from '@meridian/shared/release-state.server';
import { createServerRemoteLoader } from '../../federation/server-loader.server.ts';
import { createOriginProbe } from '../../federation/origin-probe.server.ts';
import { NO_HEALTH_REPORTS } from '../process/health-reporter.server.ts';
import { createThrottledLog } from '../process/throttled-log.server.ts';

import type { Area } from '@meridian/shared/areas';
import type { RouteShape } from '../../routing/route-map.ts';
import { loadAreas, mayBelongToUnavailable, type AreaDeps, type RequestAreas } from './areas.server.ts';

const blogRoutes: readonly RouteShape[] = [
  { path: 'blog', children: [{ index: true }, { path: 'search' }, { path: ':unikey' }, { path: 'tag/:tag' }] },
];
const known = new Map<Area, readonly RouteShape[]>([['blog', blogRoutes]]);
const blogDown: RequestAreas = { loaded: new Map(), unavailable: ['blog'] };

describe('which unknown addresses are the outage of an area (503) and which are not found (404)', () => {
  test("a path of the unavailable area's last known route table may belong to it, under any prefix", () => {
    expect(mayBelongToUnavailable(known, blogDown, '/blog/search', '/')).toBe(true);
    expect(mayBelongToUnavailable(known, blogDown, '/blog/some-post', '/')).toBe(true);
    expect(mayBelongToUnavailable(known, blogDown, '/de/blog', '/de')).toBe(true);
  });

  test('an address that no table of the unavailable area matches does not', () => {
    expect(mayBelongToUnavailable(known, blogDown, '/no-such-page', '/')).toBe(false);
    expect(mayBelongToUnavailable(known, blogDown, '/de/blogs/x', '/de')).toBe(false);
    expect(mayBelongToUnavailable(known, blogDown, '/blog/a/b/c', '/')).toBe(false);
  });

  test('with every area up, nothing is an outage', () => {
    expect(mayBelongToUnavailable(known, { loaded: new Map(), unavailable: [] }, '/blog/search', '/')).toBe(false);
  });

  test('an area this process never loaded may own any address: the outage page, as before', () => {
    expect(mayBelongToUnavailable(known, { loaded: new Map(), unavailable: ['tools'] }, '/no-such-page', '/')).toBe(true);
  });
});

// Nothing listens here and it is outside the allow-list: every load fails at once, without a request.
const ORIGIN = 'http://origin.invalid';

function depsFor(state: ReleaseState, lines: string[]): AreaDeps {
  return {
    releases: { current: () => state, close: () => undefined },
    remotes: createServerRemoteLoader({
      allowlist: ['http://127.0.0.1:9'],
      timeoutMs: 500,
      failureTtlMs: 100,
      probe: createOriginProbe({ ttlMs: 100, timeoutMs: 200 }),
    }),
    health: NO_HEALTH_REPORTS,
    knownRoutes: new Map(),
    failures: createThrottledLog((message) => lines.push(message), 30_000),
  };
}

test('an area without a release is unavailable, named as never activated, and never loaded', async () => {
  const state = parseReleaseState({
    revision: 3,
    remotes: Object.fromEntries(['marketing', 'blog', 'account', 'checkout'].map((area) => [area, { version: '1.0.0', origin: ORIGIN }])),
  });
  const lines: string[] = [];
  const areas = await loadAreas(
    depsFor(state, lines),
    pinRelease(state, { id: null, previews: [] }, () => false),
  );
  expect(areas.unavailable).toContain('tools');
  expect(lines).toContain('area tools has no release (never activated): its pages answer the unavailable page');
  expect(lines.filter((line) => line.includes('tools@'))).toEqual([]);
  expect(lines.some((line) => line.startsWith('area blog@1.0.0 is unavailable'))).toBe(true);
});
