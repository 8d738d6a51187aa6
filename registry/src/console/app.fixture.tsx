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

export const figures = (pageViews: number, errorsPer1000: number | null, lcp: number | null) => ({
  pageViews,
  errorsPer1000,
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
  },
  percent: 10,
  verdict: {
    decision: 'hold',
    reason: '12 of 20 page views gathered',
    candidate: figures(12, 0, 1800),
    control: figures(140, 7.1, 1600),
  },
  nextStepAt: '2026-11-21T12:10:00.000Z',
};
export const noRollout = { rollout: null, percent: null, verdict: null, nextStepAt: null };

export interface Call {
  url: string;
  init: RequestInit | undefined;
}

function answer(status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return Promise.resolve({ ok: status >= 200 && status < 300, status, text: async () => text, json: async () => body });
}

/** What the fake registry was asked (`calls`) and the approvals it lists; reset by {@link installFakeRegistry}. */
export const registry: { calls: Call[]; approvals: unknown[] } = { calls: [], approvals: [] };

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
  sessionStorage.clear();
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    registry.calls.push({ url, init });
    const auth = new Headers(init?.headers).get('authorization');
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
    if (url === '/api/whoami') {
      if (auth === `Bearer ${TOKEN}`) return answer(200, { name: 'alice', role: 'releaser' });
      if (auth === `Bearer ${VIEWER_TOKEN}`) return answer(200, { name: 'vera', role: 'viewer' });
      if (auth === `Bearer ${ADMIN_TOKEN}`) return answer(200, { name: 'ada', role: 'admin' });
      return answer(401, { code: 'unauthorized', message: 'the bearer token is not valid' });
    }
    return answer(404, { code: 'not_found', message: url });
  }) as typeof fetch;
}
