/** @jest-environment node */
import type { Area } from '@meridian/shared/areas';
import type { RouteShape } from '../routing/route-map.ts';
import { mayBelongToUnavailable, type RequestAreas } from './areas.server.ts';

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
