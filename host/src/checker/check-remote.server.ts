/**
 * The release registry's `loads-and-renders` gate (rule release.gates): loads one version of one
 * remote the way a host would (its server container and `./routes` expose, in a runtime instance
 * of its own) and renders every page of it through the host's real renderer, in English and in
 * Arabic, before that version may go live: every static route, each dynamic route with a sample
 * parameter (gate-pages.server.ts). Built as `host/dist/server/check-remote.cjs` (the node
 * runtime plugin works only in code Rspack bundled, docs/architecture.md, "Federation on the server: verified facts", fact 1).
 *
 * Usage: node check-remote.cjs <area> <version> <origin> [--routes] [--budget-ms N] [--build-files <sha256> --remote-entry <sha256>]
 * The two hashes are what the registry recorded at the version's publish (decision 053): every
 * server file is checked against them before it runs, and without them the version is refused.
 * With `--routes` it only loads `./routes` and prints its route table as full paths,
 * `{"ok":true,"routes":["/blog","/blog/:unikey"]}` (what the registry records at publish, decision 044).
 * Otherwise it prints one JSON line, `{"ok":true,"path":"/blog","status":200,"bytes":12345,"pages":24}` (the
 * first page, its status, the bytes of every page) or `{"ok":false,"error":"..."}` naming each
 * page that failed, and exits 0 when every page rendered, 1 when not, 2 on bad usage. A page
 * fails on a status of 400 or more (a 404 only where gate-pages.server.ts says one is
 * intended), a redirect to the root (a server-render error, rule route.render-error), a logged render
 * error, or no content of the area; the whole check stops after `--budget-ms` (the registry passes
 * its own gate time limit less a margin, so a slow machine gets the time its registry allows).
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { dirname, join } from 'node:path';
import { AREAS, isArea, type Area } from '@meridian/shared/areas';
import type { ReleaseEntry, ReleaseState } from '@meridian/shared/release';
import { parseReleaseState, releaseEntrySchema } from '@meridian/shared/release-state.server';
import { parseHostEnv } from '../server/process/env.server.ts';
import { createApp } from '../server/app.server.ts';
import { createRenderDeps } from '../server/deps.server.ts';
import { gatePages, gatePageTimeoutMs, routeTable, type GatePage } from './gate-pages.server.ts';

function parseCheckerArgs(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      routes: { type: 'boolean' },
      'budget-ms': { type: 'string' },
      'build-files': { type: 'string' },
      'remote-entry': { type: 'string' },
    },
  });
}

function finish(result: Record<string, unknown>, code: number): never {
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(code);
}

/** The whole check stops here unless `--budget-ms` says otherwise: under the registry's default gate time limit (10 s). */
const DEFAULT_BUDGET_MS = 8000;
/** The languages every page is rendered in: the default and the right-to-left one. */
const LANGUAGES = ['en', 'ar'] as const;

/** What one page answered. */
interface Rendered {
  readonly status: number;
  readonly location: string | null;
  readonly html: string;
  readonly error?: string;
}

/** Requests `path` from the checker's own host, in `language`, without following redirects. */
async function renderOne(port: number, path: string, language: string, timeoutMs: number): Promise<Rendered> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    headers: { cookie: `LANGUAGE=${language}`, 'accept-language': language },
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** Why a page failed the gate, or null when it rendered as it should. */
function judgePage(expected: GatePage['expect'], language: string, page: Rendered, logged: readonly string[]): string | null {
  if (page.error !== undefined) return `did not answer (${page.error})`;
  const root = language === 'en' ? '/' : `/${language}`;
  if (page.status >= 300 && page.status < 400) {
    if (page.location === root || page.location === `${root}/`)
      return `redirected to the root (a server-render error)${logged.length > 0 ? `: ${logged.join('; ')}` : ''}`;
    if (expected === 'not-found') return `answered ${page.status} to ${page.location ?? '?'} instead of 404`;
    return null;
  }
  if (logged.length > 0) return `render error: ${logged.join('; ')}`;
  // With the other areas absent, the host answers a path no table knows with its 503 page (render.server.tsx).
  if (page.status === 404 && expected !== 'ok') return null;
  if (page.status === 503 && expected === 'not-found') return null;
  if (expected === 'not-found') return `answered ${page.status} instead of 404`;
  if (page.status >= 400) return `answered ${page.status}`;
  if (!page.html.includes(`"area":"${String(area)}"`)) return `answered ${page.status} without the area's content`;
  return null;
}

const usage = `usage: <area: ${AREAS.join('|')}> <semver version> <http(s) origin> [--routes] [--budget-ms N] [--build-files <sha256> --remote-entry <sha256>]`;
let args: ReturnType<typeof parseCheckerArgs>;
try {
  args = parseCheckerArgs(process.argv.slice(2));
} catch (error) {
  finish({ ok: false, error: `${usage}: ${error instanceof Error ? error.message : String(error)}` }, 2);
}
const [area, version, origin] = args.positionals;
const routesOnly = args.values.routes === true;
const BUDGET_MS = args.values['budget-ms'] === undefined ? DEFAULT_BUDGET_MS : Number(args.values['budget-ms']);
const entry = releaseEntrySchema.safeParse({ version, origin });
if (!isArea(area) || !entry.success || args.positionals.length !== 3 || !Number.isInteger(BUDGET_MS) || BUDGET_MS < 100) {
  process.stderr.write(`${usage}\n`);
  finish({ ok: false, error: usage }, 2);
}
const pinned: ReleaseEntry = entry.data;
const hashes = { buildFiles: args.values['build-files'], remoteEntry: args.values['remote-entry'] };
// Only the candidate is loaded: the other areas point at an origin outside the allow-list, which the loader refuses without a request.
const NOWHERE = { version: pinned.version, origin: 'http://other-areas.invalid' };
let state: ReleaseState;
try {
  state = parseReleaseState({
    revision: 'gate-check',
    remotes: Object.fromEntries(
      AREAS.map((name) => [
        name,
        name === area ? { ...pinned, integrity: hashes.buildFiles && hashes.remoteEntry ? { [pinned.version]: hashes } : {} } : NOWHERE,
      ]),
    ),
  });
} catch (error) {
  finish({ ok: false, error: `${usage} (${error instanceof Error ? error.message : String(error)})` }, 2);
}
const env = parseHostEnv({
  // The registry hands the checker the origins' read credential of server bundles, and nothing else secret.
  ORIGIN_SERVER_TOKEN: process.env.ORIGIN_SERVER_TOKEN,
  REMOTE_SERVER_SOURCES: process.env.REMOTE_SERVER_SOURCES,
  REMOTE_ORIGIN_ALLOWLIST: pinned.origin,
  CLIENT_DIR: join(dirname(process.argv[1] ?? '.'), '..', 'client'),
  REMOTE_FAILURE_TTL_MS: '100',
});
const problems: string[] = [];
const OTHER_AREA = new RegExp(`^area (?:${AREAS.filter((name) => name !== area).join('|')})\\b`);
const deps = createRenderDeps(
  env,
  { current: () => state, close: () => undefined },
  {
    // The gate runs nothing its publish did not record (decision 053): without hashes the version is refused.
    requireIntegrity: true,
    log: (message, error) => {
      // The other areas point nowhere on purpose: their being unavailable is no problem of the candidate.
      if (OTHER_AREA.test(message)) return;
      problems.push(`${message}${error instanceof Error ? `: ${error.message}` : ''}`);
    },
  },
);

try {
  const module = await deps.remotes.load(area as Area, pinned);
  if (module.area !== area) finish({ ok: false, error: `./routes says it is the ${module.area} area, not ${String(area)}` }, 1);
  if (routesOnly) finish({ ok: true, routes: routeTable(module.routes) }, 0);
  const sitemap = module.sitemapPaths ? await module.sitemapPaths('en').catch(() => []) : [];
  const pages = gatePages(module, sitemap);
  if (!pages.some((page) => page.expect === 'ok')) finish({ ok: false, error: './routes has no page to render' }, 1);
  const server = createApp(deps, env.CLIENT_DIR).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const deadline = Date.now() + BUDGET_MS;
  const failures: string[] = [];
  let bytes = 0;
  let rendered = 0;
  let first: { path: string; status: number } | null = null;
  for (const page of pages) {
    for (const language of LANGUAGES) {
      if (Date.now() > deadline) {
        failures.push(`stopped after ${BUDGET_MS} ms with ${rendered} of ${pages.length * LANGUAGES.length} pages rendered`);
        break;
      }
      const path = language === 'en' ? page.path : `/${language}${page.path === '/' ? '' : page.path}`;
      const logged = problems.length;
      const timeout = gatePageTimeoutMs(BUDGET_MS, deadline - Date.now(), rendered === 0);
      const outcome = await renderOne(port, path, language, timeout).catch((error: unknown) => ({
        status: 0,
        location: null,
        html: '',
        error: error instanceof Error ? error.message : String(error),
      }));
      rendered += 1;
      bytes += outcome.html.length;
      const problem = judgePage(page.expect, language, outcome, problems.slice(logged));
      if (problem !== null) failures.push(`${path}: ${problem}`);
      else if (first === null && page.expect === 'ok') first = { path, status: outcome.status };
    }
    if (Date.now() > deadline) break;
  }
  server.close();
  if (failures.length > 0 || first === null)
    finish({ ok: false, error: `${failures.length} of ${rendered} pages failed: ${failures.slice(0, 8).join('; ')}` }, 1);
  finish({ ok: true, path: first.path, status: first.status, bytes, pages: rendered }, 0);
} catch (error) {
  finish(
    {
      ok: false,
      error: `${error instanceof Error ? error.message : String(error)}${problems.length > 0 ? `; ${problems.join('; ')}` : ''}`,
    },
    1,
  );
}
