/**
 * The release registry's `loads-and-renders` gate (issue 14): loads one version of one remote
 * the way a host would (its server container and `./routes` expose, in a runtime instance of its
 * own) and renders one of its pages through the host's real renderer, before that version may go
 * live. Built as `host/dist/server/check-remote.cjs` (the node runtime plugin works only in code
 * Rspack bundled, notes/mf-ssr-facts.md fact 1).
 *
 * Usage: node check-remote.cjs <area> <version> <origin>
 * Prints one JSON line, `{"ok":true,"path":"/blog","status":200,"bytes":12345}` or
 * `{"ok":false,"error":"..."}`, and exits 0 when the page rendered, 1 when not, 2 on bad usage.
 */
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { AREAS, isArea, type Area } from '@meridian/shared/areas';
import type { ReleaseEntry } from '@meridian/shared/release';
import { parseReleaseState, releaseEntrySchema } from '@meridian/shared/release-state.server';
import type { RouteObject } from 'react-router';
import { parseHostEnv } from './env.server.ts';
import { createApp } from './app.server.ts';
import { createRenderDeps } from './deps.server.ts';

function finish(result: Record<string, unknown>, code: number): never {
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(code);
}

/** The first page of a route table without parameters, as an unprefixed path (`pricing` gives `/pricing`). */
function firstStaticPath(routes: readonly RouteObject[], parent = ''): string | null {
  for (const route of routes) {
    const path = route.index ? parent : [parent, route.path ?? ''].filter(Boolean).join('/');
    if (/[:*]/.test(path)) continue;
    if (route.Component || route.element || route.lazy) return `/${path.replace(/^\/+/, '')}`;
    const child = route.children ? firstStaticPath(route.children, path) : null;
    if (child !== null) return child;
  }
  return null;
}

const [area, version, origin] = process.argv.slice(2);
const entry = releaseEntrySchema.safeParse({ version, origin });
if (!isArea(area) || !entry.success) {
  process.stderr.write('usage: node check-remote.cjs <area> <version> <origin>\n');
  finish({ ok: false, error: `usage: <area: ${AREAS.join('|')}> <semver version> <http(s) origin>` }, 2);
}
const pinned: ReleaseEntry = entry.data;
// Only the candidate is loaded: the other areas point at an origin outside the allow-list, which the loader refuses without a request.
const NOWHERE = { version: pinned.version, origin: 'http://other-areas.invalid' };
const state = parseReleaseState({
  revision: 'gate-check',
  remotes: Object.fromEntries(AREAS.map((name) => [name, name === area ? pinned : NOWHERE])),
});
const env = parseHostEnv({
  REMOTE_ORIGIN_ALLOWLIST: pinned.origin,
  CLIENT_DIR: join(dirname(process.argv[1] ?? '.'), '..', 'client'),
  REMOTE_FAILURE_TTL_MS: '100',
});
const problems: string[] = [];
const deps = createRenderDeps(
  env,
  { current: () => state, close: () => undefined },
  { log: (message, error) => problems.push(`${message}${error instanceof Error ? `: ${error.message}` : ''}`) },
);

try {
  const module = await deps.remotes.load(area as Area, pinned);
  if (module.area !== area) finish({ ok: false, error: `./routes says it is the ${module.area} area, not ${String(area)}` }, 1);
  const path = firstStaticPath(module.routes);
  if (path === null) finish({ ok: false, error: './routes has no page without parameters to render' }, 1);
  const server = createApp(deps, env.CLIENT_DIR).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie: 'LANGUAGE=en' }, redirect: 'manual' });
  const html = await response.text();
  server.close();
  const rendered = response.status === 200 && html.includes(`"area":"${String(area)}"`);
  if (!rendered)
    finish(
      {
        ok: false,
        path,
        status: response.status,
        error: problems.join('; ') || `the page answered ${response.status} without the area's content`,
      },
      1,
    );
  finish({ ok: true, path, status: response.status, bytes: html.length }, 0);
} catch (error) {
  finish(
    {
      ok: false,
      error: `${error instanceof Error ? error.message : String(error)}${problems.length > 0 ? `; ${problems.join('; ')}` : ''}`,
    },
    1,
  );
}
