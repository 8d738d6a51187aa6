import type { RouteObject } from 'react-router';
import type { AreaModule } from '@meridian/shared/route-module';
import { owningArea, routeMapOf } from './route-map.ts';

const moduleOf = (area: AreaModule['area'], routes: RouteObject[]): AreaModule =>
  ({ area, routes, namespaces: [] }) as unknown as AreaModule;

const map = routeMapOf([
  moduleOf('blog', [{ path: 'blog', children: [{ index: true }, { path: ':unikey' }] }, { path: 'tag/:tag' }]),
  moduleOf('account', [
    { path: 'login', lazy: async () => ({}) },
    { path: 'myaccount', children: [{ path: 'devices' }] },
  ]),
  moduleOf('tools', [{ path: 'what-is-my-ip' }, { path: 'docs/*' }]),
]);

test('the shapes keep paths, index flags and nesting, and drop code', () => {
  expect(map.account).toEqual([{ path: 'login' }, { path: 'myaccount', children: [{ path: 'devices' }] }]);
  expect(JSON.parse(JSON.stringify(map))).toEqual(map);
});

test.each([
  ['/blog', '/', 'blog'],
  ['/blog/what-is-a-vpn', '/', 'blog'],
  ['/tag/privacy', '/', 'blog'],
  ['/myaccount/devices', '/', 'account'],
  ['/de/login', '/de', 'account'],
  ['/what-is-my-ip', '/', 'tools'],
])('%s under %s belongs to %s', (pathname, basename, area) => {
  expect(owningArea(map, pathname, basename)).toBe(area);
});

test.each([['/nope'], ['/docs/anything'], ['/myaccount/devices/extra'], ['/fr/login']])('%s belongs to no area', (pathname) => {
  expect(owningArea(map, pathname, pathname.startsWith('/fr') ? '/de' : '/')).toBeNull();
});
