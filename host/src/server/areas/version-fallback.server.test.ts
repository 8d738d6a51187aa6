/** @jest-environment node */
import { createStaticHandler, type StaticHandlerContext } from 'react-router';
import { AREAS, type Area } from '@meridian/shared/areas';
import type { ReleaseSet, ReleaseState } from '@meridian/shared/release';
import type { AreaModule } from '@meridian/shared/route-module';
import { createRouteTree } from '../../routing/route-tree.tsx';
import { activeFallback, failedAreaOf, mayRenderAgain } from './version-fallback.server.ts';

const ORIGIN = 'http://localhost:3005';
/** A value per area. */
const perArea = <T>(make: (area: Area) => T): Record<Area, T> =>
  Object.fromEntries(AREAS.map((area) => [area, make(area)])) as Record<Area, T>;
const state: ReleaseState = {
  revision: '7',
  remotes: perArea((area) => ({
    version: '1.0.0',
    origin: ORIGIN,
    canary: area === 'tools' ? { version: '1.1.0', percent: 50 } : null,
    previous: [],
    integrity: {},
  })),
};
const pinned = (tools: string): ReleaseSet => ({
  revision: '7',
  remotes: perArea((area) => ({ version: area === 'tools' ? tools : '1.0.0', origin: ORIGIN })),
});

describe('the version a failed page is rendered with again', () => {
  test('a canary version of the failing area gives the set with that area on its active version, the others unchanged', () => {
    const again = activeFallback(pinned('1.1.0'), state, 'tools');
    expect(again?.remotes.tools).toEqual({ version: '1.0.0', origin: ORIGIN });
    expect(again?.remotes.blog).toEqual(pinned('1.1.0').remotes.blog);
    expect(again?.revision).toBe('7');
  });

  test('a preview version (not the canary) falls back to the active version too', () => {
    expect(activeFallback(pinned('2.0.0-rc.1'), state, 'tools')?.remotes.tools?.version).toBe('1.0.0');
  });

  test('the active version has nothing better to try: the spec rule applies', () => {
    expect(activeFallback(pinned('1.0.0'), state, 'tools')).toBeNull();
  });

  test("the host's own routes have no version to change", () => {
    expect(activeFallback(pinned('1.1.0'), state, null)).toBeNull();
  });

  test('a form post is never rendered again (its action may have had its effect)', () => {
    expect(mayRenderAgain('GET')).toBe(true);
    expect(mayRenderAgain('HEAD')).toBe(true);
    expect(mayRenderAgain('POST')).toBe(false);
  });
});

/** Queries `path` against a route tree of the tools area whose routes behave as given. */
async function query(path: string): Promise<StaticHandlerContext> {
  const tools: AreaModule = {
    area: 'tools',
    namespaces: [],
    routes: [
      {
        path: 'webrtc-leak-test',
        handle: { ns: 'webrtc-leak-test' },
        loader: () => {
          throw new Error('the geo lookup broke');
        },
      },
      { path: 'what-is-vpn', handle: { ns: 'what-is-vpn' }, loader: () => ({ ok: true }) },
      {
        path: 'unavailable-upstream',
        handle: { ns: 'what-is-vpn' },
        loader: () => {
          throw new Response('upstream', { status: 503 });
        },
      },
    ],
  };
  const handler = createStaticHandler(createRouteTree([tools], { rootLoader: () => null }), { basename: '/' });
  const context = await handler.query(new Request(`http://host.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect`);
  return context;
}

describe('the area whose code failed a page', () => {
  test('a loader that throws is the failure of its area', async () => {
    const context = await query('/webrtc-leak-test');
    expect(context.statusCode).toBe(500);
    expect(failedAreaOf(context, 'tools')).toBe('tools');
  });

  test('a loader that answers a 5xx response is a failure too', async () => {
    expect(failedAreaOf(await query('/unavailable-upstream'), 'tools')).toBe('tools');
  });

  test('a page that loaded, and a 404, are no failures', async () => {
    expect(failedAreaOf(await query('/what-is-vpn'), 'tools')).toBeNull();
    const missing = await query('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(failedAreaOf(missing, null)).toBeNull();
  });
});
