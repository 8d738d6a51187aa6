/**
 * The registry as the console's tests meet it: a fake `fetch` answering releases, versions, audit,
 * rollouts, approvals and whoami by token (releaser alice, viewer vera, admin ada).
 */
export const TOKEN = 'alice-token-0123456789abcdef0123456789';
export const VIEWER_TOKEN = 'vera-token-0123456789abcdef0123456789';
export const ADMIN_TOKEN = 'ada-token-0123456789abcdef0123456789';

export const release = {
  revision: 4,
  remotes: { blog: { version: '1.0.1', origin: 'http://localhost:3002', canary: null, previous: ['1.0.0'], fallback: '1.0.0' } },
};
export const none = {
  windowSeconds: 300,
  window: { loads: 0, failures: 0, failureRate: null, pageViews: 0, pageFailures: 0, pageFailureRate: null },
  total: { loads: 0, failures: 0, failureRate: null, pageViews: 0, pageFailures: 0, pageFailureRate: null },
};
export const blogVersions = {
  remote: 'blog',
  active: '1.0.1',
  origin: 'http://localhost:3002',
  canary: null,
  previous: ['1.0.0'],
  canaryPolicy: { maxFailureRate: 0.2, minLoads: 50, minPageViews: 20, windowSeconds: 300 },
  versions: [
    { version: '1.0.1', status: 'active', publishedAt: '2026-11-21T12:00:00.000Z', publishedBy: 'ci', files: 4, bytes: 2048, health: none },
    {
      version: '1.0.0',
      status: 'previous',
      publishedAt: '2026-11-20T12:00:00.000Z',
      publishedBy: 'ci',
      files: 4,
      bytes: 2048,
      health: none,
    },
  ],
};
export const audit = {
  entries: [
    {
      id: 3,
      at: '2026-11-21T12:01:00.000Z',
      actor: 'bob',
      action: 'activate',
      area: 'blog',
      fromVersion: '1.0.0',
      toVersion: '1.0.1',
      fromRevision: 3,
      toRevision: 4,
      reason: 'typo fix',
      details: {},
    },
  ],
};

export const figures = (pageViews: number, browserViews: number, pageErrorRate: number | null, lcp: number | null) => ({
  pageViews,
  browserViews,
  pageErrorRate,
  serverErrorRate: 0,
  p75: { lcp, inp: 120, cls: 0.01, ttfb: 90 },
});
export const blogRollout = {
  rollout: {
    id: 7,
    area: 'blog',
    version: '1.0.2',
    fromVersion: '1.0.1',
    stages: [1, 10, 50, 100],
    stageIndex: 1,
    stageStartedMs: Date.parse('2026-11-21T12:00:00.000Z'),
    holdMs: 600_000,
    maxHoldMs: 2_400_000,
    status: 'running',
    reason: 'new tag pages',
    actor: 'bob',
    startedMs: Date.parse('2026-11-21T11:50:00.000Z'),
    updatedMs: Date.parse('2026-11-21T12:00:00.000Z'),
    lastFigures: {},
    evidenceFromMs: Date.parse('2026-11-21T11:50:00.000Z'),
  },
  percent: 10,
  verdict: {
    decision: 'not-enough-data',
    reason: 'not enough data: 12 of 20 page views in this stage',
    candidate: figures(12, 10, 0, 1800),
    control: figures(140, 126, 0.007, 1600),
    checks: [
      { metric: 'pageErrorRate', source: 'browser', state: 'not-enough-data', detail: '' },
      { metric: 'serverErrorRate', source: 'server', state: 'not-enough-data', detail: '' },
      { metric: 'p75Lcp', source: 'browser', state: 'not-enough-data', detail: '' },
      { metric: 'p75Inp', source: 'browser', state: 'not-enough-data', detail: '' },
    ],
  },
  nextStepAt: '2026-11-21T12:10:00.000Z',
};
export const noRollout = { rollout: null, percent: null, verdict: null, nextStepAt: null };

/** Production and staging (decision 059): staging runs blog 1.0.2, production 1.0.1; `registry.locked` locks production. */
export function environmentList(locked: boolean) {
  const lock = locked ? { by: 'bob', reason: 'Black Friday freeze', at: '2026-11-27T08:00:00.000Z', until: null } : null;
  return {
    environments: [
      {
        name: 'production',
        revision: 4,
        lock,
        hostOrigin: 'http://localhost:3000',
        remotes: { blog: { version: '1.0.1', origin: 'http://localhost:3002', canary: null } },
      },
      {
        name: 'staging',
        revision: 2,
        lock: null,
        hostOrigin: 'http://localhost:3060',
        remotes: { blog: { version: '1.0.2', origin: 'http://localhost:3002', canary: null } },
      },
    ],
  };
}
const same = (area: string) => ({
  area,
  from: null,
  to: null,
  same: true,
  routes: { added: [], removed: [], recorded: false },
  firstLoad: { from: null, to: null, deltaBytes: null, deltaPercent: null },
});
export const stagingDiff = {
  from: 'staging',
  to: 'production',
  fromRevision: 2,
  toRevision: 4,
  areas: [
    same('marketing'),
    {
      area: 'blog',
      from: '1.0.2',
      to: '1.0.1',
      same: false,
      routes: { added: ['/blog/author/:author'], removed: ['/blog/tag/:tag'], recorded: true },
      firstLoad: { from: 16_384, to: 15_360, deltaBytes: 1024, deltaPercent: 6.7 },
    },
    same('account'),
    same('checkout'),
    same('tools'),
  ],
};

export interface Call {
  url: string;
  init: RequestInit | undefined;
}

function answer(status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return Promise.resolve({ ok: status >= 200 && status < 300, status, text: async () => text, json: async () => body });
}

/** What the fake registry was asked (`calls`) and the approvals it lists; reset by {@link installFakeRegistry}. */
export const registry: { calls: Call[]; approvals: unknown[]; locked: boolean } = { calls: [], approvals: [], locked: false };

export const waiting = {
  id: 9,
  at: '2026-11-21T12:04:00.000Z',
  requestedBy: 'bob',
  action: 'activate',
  area: 'blog',
  fromVersion: '1.0.1',
  toVersion: '1.0.0',
  reason: 'back to the old tag pages',
  revision: 4,
  request: {},
};

/** Answers the console's fetches as the registry would, by token (releaser, viewer, admin); call in `beforeEach`. */
export function installFakeRegistry(): void {
  registry.calls = [];
  registry.approvals = [];
  registry.locked = false;
  sessionStorage.clear();
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    registry.calls.push({ url, init });
    const auth = new Headers(init?.headers).get('authorization');
    // The registry answers reads to a known token only (decision 051).
    const known = [TOKEN, VIEWER_TOKEN, ADMIN_TOKEN].some((token) => auth === `Bearer ${token}`);
    if (url.startsWith('/api/') && url !== '/api/whoami' && !known)
      return answer(401, { code: 'unauthorized', message: 'a token is needed' });
    if (url.startsWith('/api/releases?wait=')) {
      // A long poll: answers only when the page stops following.
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    if (url === '/api/releases' && init?.method === 'POST')
      return answer(200, { revision: 5, remote: release.remotes.blog, audit: audit.entries[0] });
    if (url === '/api/releases') return answer(200, release);
    if (url === '/api/rollouts' && init?.method === 'POST')
      return answer(202, {
        approval: {
          id: 12,
          at: '2026-11-21T12:05:00.000Z',
          requestedBy: 'alice',
          action: 'rollout',
          area: 'blog',
          fromVersion: '1.0.1',
          toVersion: '1.0.0',
          reason: 'retry the old one',
          revision: 4,
          request: {},
        },
      });
    if (url === '/api/rollouts/blog/pause' && init?.method === 'POST')
      return answer(200, { revision: 6, rollout: { ...blogRollout.rollout, status: 'paused' } });
    if (url === '/api/rollouts/blog') return answer(200, blogRollout);
    if (url.startsWith('/api/rollouts/')) return answer(200, noRollout);
    if (url === '/api/remotes/blog/versions') return answer(200, blogVersions);
    if (url.startsWith('/api/remotes/'))
      return answer(200, { ...blogVersions, remote: url.split('/')[3], active: null, previous: [], versions: [] });
    if (url.startsWith('/api/audit')) return answer(200, audit);
    if (url === '/api/approvals') return answer(200, { approvals: registry.approvals });
    if (url === '/api/environments') return answer(200, environmentList(registry.locked));
    if (url.startsWith('/api/environments/diff?')) return answer(200, stagingDiff);
    if (url === '/api/promote-env' && init?.method === 'POST')
      return answer(200, {
        revision: 5,
        from: 'staging',
        to: 'production',
        promoted: [{ area: 'blog', fromVersion: '1.0.1', toVersion: '1.0.2' }],
      });
    if ((url === '/api/lock' || url === '/api/unlock') && init?.method === 'POST') {
      registry.locked = url === '/api/lock';
      return answer(200, {
        revision: 5,
        environment: 'production',
        lock: registry.locked ? environmentList(true).environments[0]?.lock : null,
      });
    }
    if (url === '/api/gc' && init?.method === 'POST') {
      const dryRun = (JSON.parse(String(init.body)) as { dryRun: boolean }).dryRun;
      const removed = [{ area: 'blog', version: '0.9.0', files: 4, bytes: 2048, reason: 'referenced by no environment' }];
      return answer(200, {
        dryRun,
        keep: 10,
        minAgeSeconds: 2_592_000,
        removed,
        kept: [{ area: 'blog', version: '1.0.1', reasons: ['runs in production'] }],
      });
    }
    if (url === '/api/whoami') {
      if (auth === `Bearer ${TOKEN}`) return answer(200, { name: 'alice', role: 'releaser' });
      if (auth === `Bearer ${VIEWER_TOKEN}`) return answer(200, { name: 'vera', role: 'viewer' });
      if (auth === `Bearer ${ADMIN_TOKEN}`) return answer(200, { name: 'ada', role: 'admin' });
      return answer(401, { code: 'unauthorized', message: 'the bearer token is not valid' });
    }
    return answer(404, { code: 'not_found', message: url });
  }) as typeof fetch;
}
