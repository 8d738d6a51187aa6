/**
 * A page's messages load from the namespaces its routes declare (`handle.ns`; rule lang.messages), on the
 * server (host/src/server/request/render-page.server.ts) and on a client navigation alike, through
 * `routeNamespaces`. A route that declares a namespace its area does not ship (`areaModule.namespaces`)
 * or the host does not inline would render its keys untranslated: this test names each one.
 */
import type { RouteObject } from 'react-router';
import { HOST_NAMESPACES } from '@meridian/shared/i18n';
import { isAreaRouteHandle, routeNamespaces, type AreaModule } from '@meridian/shared/route-module';

function* walk(routes: readonly RouteObject[], parent = ''): Generator<{ path: string; handle: unknown }> {
  for (const route of routes) {
    const path = route.index ? parent || '/' : `${parent}/${route.path ?? ''}`;
    yield { path, handle: route.handle };
    if (route.children) yield* walk(route.children, path);
  }
}

/** Declares the test for one area's route table. */
export function describeRouteNamespaces(module: AreaModule): void {
  test(`every ${module.area} route's declared namespace is loaded with its page (rule lang.messages)`, () => {
    const missing: string[] = [];
    for (const { path, handle } of walk(module.routes)) {
      if (!isAreaRouteHandle(handle) || (HOST_NAMESPACES as readonly string[]).includes(handle.ns)) continue;
      if (!routeNamespaces([handle], module).includes(handle.ns)) missing.push(`${path} declares ${handle.ns}`);
    }
    expect(missing).toEqual([]);
  });
}
