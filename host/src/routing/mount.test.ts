/** @jest-environment node */
import { isRouteErrorResponse, type LoaderFunctionArgs } from 'react-router';
import type { AreaModule } from '@meridian/shared/route-module';
import { areaOfMatches, areaOfRouteId, isCatchAll, mountArea } from './mount.ts';

const args = (path: string, params: Record<string, string>): LoaderFunctionArgs =>
  ({ request: new Request(`http://localhost${path}`), params, context: undefined }) as unknown as LoaderFunctionArgs;

const areaOf = (routes: AreaModule['routes']): AreaModule => ({ area: 'marketing', routes, namespaces: [] });

describe('mountArea', () => {
  test('gives every route a stable id made of its area and path', () => {
    const [index, page] = mountArea(areaOf([{ index: true }, { path: 'download/:product', children: [{ path: 'x' }] }]));
    expect(index?.id).toBe('marketing/index');
    expect(page?.id).toBe('marketing/download/:product');
    expect(page?.children?.[0]?.id).toBe('marketing/download/:product/x');
  });

  test('a failing validation hook yields a 404 with the status message Page Not Found: {path}', async () => {
    const [route] = mountArea(
      areaOf([{ path: 'download/:product', handle: { ns: 'download', validate: (p: { product?: string }) => p.product === 'ios' } }]),
    );
    const loader = route?.loader;
    if (typeof loader !== 'function') throw new Error('expected a loader');
    const thrown: unknown = await Promise.resolve(loader(args('/download/xyz', { product: 'xyz' }), undefined)).catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 404 }, data: { message: 'Page Not Found: /download/xyz' } });
    await expect(Promise.resolve(loader(args('/download/ios', { product: 'ios' }), undefined))).resolves.toBeNull();
  });

  test('runs the route own loader after validation and returns its data', async () => {
    const [route] = mountArea(areaOf([{ path: 'a', loader: () => ({ ok: true }), handle: { ns: 'a', validate: () => true } }]));
    const loader = route?.loader;
    if (typeof loader !== 'function') throw new Error('expected a loader');
    await expect(Promise.resolve(loader(args('/a', {}), undefined))).resolves.toEqual({ ok: true });
  });

  test('unknown route middleware throws an error naming it', () => {
    expect(() => mountArea(areaOf([{ path: 'a', handle: { ns: 'a', middleware: ['sparkles'] } }]))).toThrow(
      'Unknown route middleware: sparkles',
    );
  });

  test('runs known middleware before the loader', async () => {
    const order: string[] = [];
    const [route] = mountArea(areaOf([{ path: 'a', loader: () => order.push('loader'), handle: { ns: 'a', middleware: ['auth'] } }]), {
      auth: () => {
        order.push('auth');
      },
    });
    const loader = route?.loader;
    if (typeof loader !== 'function') throw new Error('expected a loader');
    await loader(args('/a', {}), undefined);
    expect(order).toEqual(['auth', 'loader']);
  });

  test('leaves routes without loader, hook or middleware without a loader', () => {
    const [route] = mountArea(areaOf([{ path: 'plain', handle: { ns: 'plain' } }]));
    expect(route?.loader).toBeUndefined();
    expect(isRouteErrorResponse(null)).toBe(false);
  });

  test('reads the owning area from a mounted route id, and null for the host own routes and anything else', () => {
    expect(areaOfRouteId('blog/blog/:unikey')).toBe('blog');
    expect(areaOfRouteId('marketing/index')).toBe('marketing');
    for (const id of ['root', 'host/not-found', 'host/unavailable', '__proto__/x', 'constructor', '']) expect(areaOfRouteId(id)).toBeNull();
  });

  test('the area of a match list is the deepest route that belongs to an area', () => {
    expect(areaOfMatches([{ route: { id: 'root' } }, { route: { id: 'blog/blog' } }, { route: { id: 'blog/blog/:unikey' } }])).toBe('blog');
    expect(areaOfMatches([{ route: { id: 'root' } }, { route: { id: 'host/not-found' } }])).toBeNull();
    expect(areaOfMatches(null)).toBeNull();
  });

  test('a path is unknown when its deepest match is a catch-all', () => {
    expect(isCatchAll([{ route: { path: '/' } }, { route: { path: '*' } }])).toBe(true);
    expect(isCatchAll([{ route: { path: '/' } }, { route: { path: 'blog/*' } }])).toBe(true);
    expect(isCatchAll([{ route: { path: '/' } }, { route: { path: 'blog/:unikey' } }])).toBe(false);
    expect(isCatchAll([])).toBe(true);
  });

  test('the home page (an index route, without a path) is a known page', () => {
    expect(isCatchAll([{ route: { path: '/' } }, { route: { index: true } }])).toBe(false);
  });

  test('a lazily loaded route keeps its validation hook around the loader its module brings', async () => {
    const [route] = mountArea(
      areaOf([
        {
          path: 'x/:id',
          handle: { ns: 'x', validate: (p: { id?: string }) => p.id === 'ok' },
          lazy: async () => ({ loader: () => ({ loaded: true }) }),
        },
      ]),
    );
    expect(route?.loader).toBeUndefined();
    if (typeof route?.lazy !== 'function') throw new Error('expected a lazy route');
    const { loader } = await route.lazy();
    if (typeof loader !== 'function') throw new Error('expected a loader');
    await expect(Promise.resolve(loader(args('/x/ok', { id: 'ok' }), undefined))).resolves.toEqual({ loaded: true });
    const thrown: unknown = await Promise.resolve(loader(args('/x/no', { id: 'no' }), undefined)).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
