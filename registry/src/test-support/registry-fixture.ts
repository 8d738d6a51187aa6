/**
 * A complete registry for tests: temporary database (SQLite, or a PostgreSQL schema of its own
 * when REGISTRY_TEST_DATABASE_URL is set: test-database.ts) and artifact folder, a fake origin on
 * 127.0.0.1, the host's shared versions file, a settable clock, and helpers that call the API
 * over real HTTP on 127.0.0.1 (Fastify's `inject` needs an ESM-only dependency that Jest's
 * CommonJS mode cannot load).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AREAS, type Area } from '@meridian/shared/areas';
import { DEFAULT_HEALTH_INTAKE, DEFAULT_RETENTION, DEFAULT_ROLLOUT_POLICY, type RegistryConfig } from '../config.ts';
import { createApp } from '../http/app.ts';
import { createDeps, type DepsOverrides } from '../services/create-deps.ts';
import type { RegistryDeps } from '../services/deps.ts';
import { startFakeOrigin, type FakeOrigin } from './fake-origin.ts';
import { createTestDatabase } from './test-database.ts';
import { HOST_SHARED, toPublishFiles, versionContents, type VersionOptions } from './version-files.ts';

/** The write token of every fixture; its name, and so the actor of its writes, is `alice`. */
export const TEST_TOKEN = 'test-token-alice-0123456789abcdef0123';

/** A second writer, `bob`. */
export const BOB_TOKEN = 'test-token-bob-0123456789abcdef012345';

/** The hosts' token (`hosts`): it may report health and read the release state, nothing else. */
export const HOST_TOKEN = 'test-token-hosts-0123456789abcdef0123';

/** A viewer, `vic`: every fixture has this token (added to overridden tokens too); `request` reads the API with it unless told otherwise. */
export const VIEWER_TOKEN = 'test-token-vic-viewer-0123456789abcdef';

/** A response, shaped like Fastify's `inject` result. */
export interface TestResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

/**
 * A request: method, path, headers and a JSON (or raw string) body. A GET of `/api/...` (but
 * `whoami` and `people`, which are about the token itself) without an `authorization` header is
 * sent with the viewer's token (reads need one, decision 051) unless `anonymous` is set; so is
 * one of `/env/<name>/api/...` (decision 059).
 */
export interface TestRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
  anonymous?: boolean;
}

/** A second registry process (app and deps of its own) on the fixture's database, artifacts and clock. */
export interface Replica {
  app: FastifyInstance;
  deps: RegistryDeps;
  baseUrl: string;
  request(request: TestRequest): Promise<TestResponse>;
  close(): Promise<void>;
}

/**
 * How a fixture's registry is built: another artifact store or release snapshot target, the
 * notifier's poll interval (ms) for tests of the push path, and `databaseUrl`, which maps the
 * PostgreSQL URL the registry gets (to put a proxy in between).
 */
export type FixtureOptions = Pick<DepsOverrides, 'store' | 'releaseSnapshot' | 'revisionPollMs'> & {
  databaseUrl?: (url: string) => string;
};

/** A running test registry. */
export interface Fixture {
  app: FastifyInstance;
  deps: RegistryDeps;
  origin: FakeOrigin;
  dir: string;
  clock: { now: number };
  baseUrl: string;
  /** Lines the registry logged. */
  logs: string[];
  /** Sends a request to the running registry. */
  request(request: TestRequest): Promise<TestResponse>;
  /** Publishes a fake version and serves its files from the fake origin; `actor` is sent as a claim, `budget` as its package's (decision 060). */
  publish(
    area: Area,
    version: string,
    options?: VersionOptions & { actor?: string; budget?: { beforeHydration: number; firstThreeSeconds: number } },
  ): Promise<TestResponse>;
  /** `POST /api/releases` with `token` (alice's by default); `ifMatch` defaults to the current revision. */
  write(body: Record<string, unknown>, ifMatch?: number | null, token?: string): Promise<TestResponse>;
  /** The current revision, from `GET /api/releases`. */
  revision(): Promise<number>;
  /** Starts another registry on the same database and artifacts (closed with the fixture). */
  replica(): Promise<Replica>;
  close(): Promise<void>;
}

/**
 * Starts a fixture; `overrides` change the configuration, `options` the artifact store, the
 * release snapshot target or the notifier's poll. The `loads-and-renders` checker is off unless an override (or a
 * test, through `deps.config.remoteChecker`) sets one.
 */
export async function createFixture(overrides: Partial<RegistryConfig> = {}, options: FixtureOptions = {}): Promise<Fixture> {
  const dir = await mkdtemp(join(tmpdir(), 'registry-test-'));
  const database = await createTestDatabase();
  const origin = await startFakeOrigin();
  const hostSharedPath = join(dir, 'shared-versions.json');
  await writeFile(hostSharedPath, JSON.stringify(HOST_SHARED));
  const clock = { now: Date.UTC(2026, 10, 21, 12, 0, 0) };
  const config: RegistryConfig = {
    host: '127.0.0.1',
    port: 0,
    tokens: [
      { name: 'alice', token: TEST_TOKEN, role: 'admin' },
      { name: 'bob', token: BOB_TOKEN, role: 'admin' },
      { name: 'hosts', token: HOST_TOKEN, role: 'health' },
    ],
    tokenGenerated: false,
    publicReads: false,
    tokensFile: null,
    twoPersonActions: [],
    databasePath: join(dir, 'registry.sqlite'),
    databaseUrl: database.url,
    artifactsDir: join(dir, 'artifacts'),
    allowedOrigins: [origin.origin],
    defaultOrigins: Object.fromEntries(AREAS.map((area) => [area, origin.origin])) as Record<Area, string>,
    hostSharedPath,
    canary: { maxFailureRate: 0.2, minLoads: 50, minPageViews: 20, windowSeconds: 300 },
    rollout: DEFAULT_ROLLOUT_POLICY,
    healthIntake: DEFAULT_HEALTH_INTAKE,
    hostOrigin: 'http://localhost:3000',
    environments: [
      { name: 'production', hostOrigin: 'http://localhost:3000' },
      { name: 'staging', hostOrigin: 'http://localhost:3060' },
    ],
    retention: DEFAULT_RETENTION,
    previewSecret: 'test-preview-secret-0123456789',
    consoleDir: join(dir, 'console'),
    // A child process on a busy 2-core machine may take seconds to start: the limit is not what these tests check.
    gateTimeoutMs: 20_000,
    remoteChecker: null,
    ...overrides,
  };
  if (!config.tokens.some((entry) => entry.token === VIEWER_TOKEN))
    config.tokens = [...config.tokens, { name: 'vic', token: VIEWER_TOKEN, role: 'viewer' }];
  const logs: string[] = [];
  const log = { info: (line: string) => void logs.push(line), warn: (line: string) => void logs.push(line) };
  const start = async (): Promise<Replica> => {
    const { databaseUrl: mapUrl, ...overrides } = options;
    const url = config.databaseUrl;
    const deps = await createDeps(
      { ...config, databaseUrl: url !== null && mapUrl !== undefined ? mapUrl(url) : url },
      { now: () => clock.now, log, ...overrides },
    );
    const app = createApp(deps);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('test registry: no TCP address');
    const baseUrl = `http://127.0.0.1:${address.port}`;
    return {
      app,
      deps,
      baseUrl,
      request: (request) => send(baseUrl, request),
      async close() {
        await app.close();
        await deps.db.close();
      },
    };
  };
  const main = await start();
  const { app, deps, baseUrl } = main;
  const replicas: Replica[] = [];
  const auth = { authorization: `Bearer ${TEST_TOKEN}` };

  const fixture: Fixture = {
    app,
    deps,
    origin,
    dir,
    clock,
    baseUrl,
    logs,
    request: (request) => send(baseUrl, request),
    async publish(area, version, options = {}) {
      const contents = versionContents(area, version, options);
      for (const [path, text] of Object.entries(contents)) origin.put(`/${version}/${path}`, text);
      const claim = options.actor === undefined ? {} : { actor: options.actor };
      const budget = options.budget === undefined ? {} : { budget: options.budget };
      return fixture.request({
        method: 'POST',
        url: `/api/remotes/${area}/versions`,
        headers: auth,
        payload: { version, files: toPublishFiles(contents), ...claim, ...budget },
      });
    },
    async revision() {
      const response = await fixture.request({ method: 'GET', url: '/api/releases' });
      return response.json<{ revision: number }>().revision;
    },
    async write(body, ifMatch, token = TEST_TOKEN) {
      const revision = ifMatch === undefined ? await fixture.revision() : ifMatch;
      const bearer = { authorization: `Bearer ${token}` };
      const headers = revision === null ? bearer : { ...bearer, 'if-match': `"${revision}"` };
      return fixture.request({ method: 'POST', url: '/api/releases', headers, payload: { reason: 'test', ...body } });
    },
    async replica() {
      const replica = await start();
      replicas.push(replica);
      return replica;
    },
    /** Closes everything; throws if the registry answered any request with a 500. */
    async close() {
      for (const replica of [main, ...replicas]) await replica.close();
      await database.drop();
      await origin.close();
      await rm(dir, { recursive: true, force: true });
      // What app.ts logs for a 500: `<METHOD> <url> failed: <stack>` (a gate's "failed:" in a rollout's reason is no crash).
      const crashes = logs.filter((line) => /^[A-Z]+ \/\S* failed: /.test(line));
      if (crashes.length > 0) throw new Error(`the registry answered with 500:\n${crashes.join('\n')}`);
    },
  };
  return fixture;
}

/** Sends `request` to the registry at `baseUrl` over real HTTP. */
async function send(baseUrl: string, { method = 'GET', url, headers: given = {}, payload, anonymous }: TestRequest): Promise<TestResponse> {
  const asViewer =
    method === 'GET' &&
    /^(\/env\/[^/]+)?\/api\//.test(url) &&
    !/^(\/env\/[^/]+)?\/api\/(whoami|people)\b/.test(url) &&
    anonymous !== true &&
    !('authorization' in given);
  const headers = asViewer ? { ...given, authorization: `Bearer ${VIEWER_TOKEN}` } : given;
  const body = payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload);
  const contentType: Record<string, string> = body === undefined || 'content-type' in headers ? {} : { 'content-type': 'application/json' };
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...contentType, ...headers },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers.entries()),
    body: text,
    json: <T>(): T => JSON.parse(text) as T,
  };
}
