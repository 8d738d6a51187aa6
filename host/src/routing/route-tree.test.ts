import { matchRoutes } from 'react-router';
import type { AreaModule } from '@meridian/shared/route-module';
import { isCatchAll } from './mount.ts';
import { createRouteTree } from './route-tree.tsx';

const home = {
  area: 'marketing',
  routes: [{ handle: { ns: 'app-screens' }, children: [{ index: true, loader: () => null }] }],
} as unknown as AreaModule;

describe('the route tree', () => {
  test('before the home page\'s area is in the router, "/" matches the catch-all, so route discovery loads that area', () => {
    const tree = createRouteTree([], { rootLoader: () => null });
    const matches = matchRoutes(tree, '/') ?? [];
    expect(matches.map((match) => match.route.id)).toEqual(['root', 'host/not-found']);
    expect(isCatchAll(matches)).toBe(true);
    expect(isCatchAll(matchRoutes(tree, '/de/', '/de') ?? [])).toBe(true);
  });

  test('with the area mounted, "/" is its home page', () => {
    const tree = createRouteTree([home], { rootLoader: () => null });
    expect(matchRoutes(tree, '/')?.map((match) => match.route.id)).toEqual(['root', 'marketing/#0', 'marketing/#0/index']);
  });
});
