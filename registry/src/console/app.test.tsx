/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from './app.tsx';

const TOKEN = 'alice-token-0123456789abcdef0123456789';
const VIEWER_TOKEN = 'vera-token-0123456789abcdef0123456789';
const ADMIN_TOKEN = 'ada-token-0123456789abcdef0123456789';

const release = {
  revision: 4,
  remotes: { blog: { version: '1.0.1', origin: 'http://localhost:3002', canary: null, previous: ['1.0.0'], fallback: '1.0.0' } },
};
const none = {
  windowSeconds: 300,
  window: { loads: 0, failures: 0, failureRate: null, pageViews: 0, pageFailures: 0, pageFailureRate: null },
  total: { loads: 0, failures: 0, failureRate: null, pageViews: 0, pageFailures: 0, pageFailureRate: null },
};
const blogVersions = {
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
const audit = {
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

const figures = (pageViews: number, errorsPer1000: number | null, lcp: number | null) => ({
  pageViews,
  errorsPer1000,
  serverErrorRate: 0,
  p75: { lcp, inp: 120, cls: 0.01, ttfb: 90 },
});
const blogRollout = {
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
const noRollout = { rollout: null, percent: null, verdict: null, nextStepAt: null };

interface Call {
  url: string;
  init: RequestInit | undefined;
}

function answer(status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return Promise.resolve({ ok: status >= 200 && status < 300, status, text: async () => text, json: async () => body });
}

let calls: Call[];
let approvals: unknown[];

const waiting = {
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

beforeEach(() => {
  calls = [];
  approvals = [];
  sessionStorage.clear();
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
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
    if (url === '/api/approvals') return answer(200, { approvals });
    if (url === '/api/whoami') {
      if (auth === `Bearer ${TOKEN}`) return answer(200, { name: 'alice', role: 'releaser' });
      if (auth === `Bearer ${VIEWER_TOKEN}`) return answer(200, { name: 'vera', role: 'viewer' });
      if (auth === `Bearer ${ADMIN_TOKEN}`) return answer(200, { name: 'ada', role: 'admin' });
      return answer(401, { code: 'unauthorized', message: 'the bearer token is not valid' });
    }
    return answer(404, { code: 'not_found', message: url });
  }) as typeof fetch;
});

test('shows every area, its versions and the audit log without a token', async () => {
  render(<App />);
  const blog = await screen.findByRole('article', { name: 'blog' });
  expect(within(blog).getByText('Live 1.0.1')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(5);
  expect(await screen.findByText('typo fix')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign in with token' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.every((call) => new Headers(call.init?.headers).get('authorization') === null)).toBe(true);
});

test('asks for a token only to act, then confirms and sends the write as the signed-in token', async () => {
  render(<App />);
  const blog = await screen.findByRole('article', { name: 'blog' });
  fireEvent.click(within(blog).getAllByRole('button', { name: 'Roll back to 1.0.0' })[0] as HTMLElement);
  expect(screen.getByRole('dialog', { name: 'Sign in with token' })).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Registry token'), { target: { value: 'wrong' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
  expect(screen.getByRole('alert')).toHaveTextContent('The registry does not know this token.');

  fireEvent.change(screen.getByLabelText('Registry token'), { target: { value: TOKEN } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
  expect(screen.getByRole('banner')).toHaveTextContent('Signed in as alice');
  const dialog = screen.getByRole('dialog', { name: 'Roll back blog to 1.0.0' });

  fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'tag page broken' } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back to 1.0.0' })));
  const write = calls.find((call) => call.url === '/api/releases' && call.init?.method === 'POST');
  expect(new Headers(write?.init?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
  expect(new Headers(write?.init?.headers).get('if-match')).toBe('"4"');
  expect(JSON.parse(String(write?.init?.body))).toEqual({
    action: 'rollback',
    remote: 'blog',
    version: '1.0.0',
    reason: 'tag page broken',
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('blog: rolled back 1.0.1 → 1.0.0 (revision 5)')).toBeInTheDocument();
});

async function signIn() {
  fireEvent.change(screen.getByLabelText('Registry token'), { target: { value: TOKEN } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
}

test("shows the area's guarded rollout with its stage, next step and the guard's figures, and pauses it with a reason", async () => {
  render(<App />);
  const panel = await screen.findByRole('region', { name: 'Guarded rollout of blog 1.0.2' });
  expect(panel).toHaveTextContent('Rollout Running 1.0.2 from 1.0.1 · 10 % of visitors, stage 2 of 4');
  expect(panel).toHaveTextContent(
    'Stages 1 % → 10 % → 50 % → 100 % · hold 10 min each, pauses without a verdict after 40 min · started by bob',
  );
  expect(panel).toHaveTextContent('Next step not before 2026-11-21 12:10 UTC');
  expect(panel).toHaveTextContent('Guard: Holding · 12 of 20 page views gathered');
  expect(within(panel).getByText('1.0.2 (new)').nextElementSibling).toHaveTextContent(
    '12 views · 0.0 errors / 1 000 · server errors 0 % · p75 LCP 1800 ms · INP 120 ms',
  );
  expect(within(panel).getByText('1.0.1 (live)').nextElementSibling).toHaveTextContent('140 views · 7.1 errors / 1 000');

  fireEvent.click(within(panel).getByRole('button', { name: 'Pause…' }));
  await signIn();
  const dialog = screen.getByRole('dialog', { name: 'Pause the rollout of blog 1.0.2' });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Pause rollout' })));
  expect(within(dialog).getByText('Say why: the reason goes into the audit log.')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'support is busy' } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Pause rollout' })));
  const pause = calls.find((call) => call.url === '/api/rollouts/blog/pause');
  expect(new Headers(pause?.init?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
  expect(JSON.parse(String(pause?.init?.body))).toEqual({ reason: 'support is busy' });
  expect(screen.getByText('blog: rollout of 1.0.2 paused (revision 6)')).toBeInTheDocument();
});

test('starts a guarded rollout with stages and hold; under the two-person rule it says it is waiting for approval', async () => {
  render(<App />);
  const blog = await screen.findByRole('article', { name: 'blog' });
  fireEvent.click(within(blog).getByRole('button', { name: 'Start guarded rollout of blog 1.0.0…' }));
  await signIn();
  const dialog = screen.getByRole('dialog', { name: 'Start a guarded rollout of blog 1.0.0' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Stages (% of visitors)' }), { target: { value: '10, 5, 100' } });
  expect(within(dialog).getByText('Stages: stages must ascend.')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Stages (% of visitors)' }), { target: { value: '5, 50, 100' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Hold each stage at least' }), { target: { value: 'soon' } });
  expect(within(dialog).getByText('Hold: a duration from 1s to 7 days, for example 10m.')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Hold each stage at least' }), { target: { value: '5m' } });
  expect(dialog).toHaveTextContent('blog: 1.0.1 stays live; 1.0.0 goes through 5 % → 50 % → 100 % of visitors');
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'retry the old one' } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Start rollout of 1.0.0' })));
  const start = calls.find((call) => call.url === '/api/rollouts' && call.init?.method === 'POST');
  expect(new Headers(start?.init?.headers).get('if-match')).toBe('"4"');
  expect(JSON.parse(String(start?.init?.body))).toEqual({
    remote: 'blog',
    version: '1.0.0',
    stages: [5, 50, 100],
    hold: '5m',
    reason: 'retry the old one',
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText(/^blog: waiting for approval by a second releaser \(request #12\)/)).toBeInTheDocument();
});

/** Every write button of the console, by its accessible name. */
const WRITE_BUTTONS =
  /^(Roll back to|Rollback|Activate|Make live|Start a canary|Start guarded rollout|Create a preview link|Change share|Promote|Abort canary|Pause…|Resume…|Stop…|Approve #|Withdraw #)/;

async function renderSignedInAs(token: string) {
  sessionStorage.setItem('meridian-registry-token', token);
  render(<App />);
  await screen.findByRole('region', { name: 'Guarded rollout of blog 1.0.2' });
  await screen.findByText('back to the old tag pages');
  await screen.findByText(/^Signed in as/);
}

test('a viewer sees no write button: no activate, canary, promote, rollback, rollout, preview, pause or approve', async () => {
  approvals = [waiting];
  await renderSignedInAs(VIEWER_TOKEN);
  expect(screen.getByRole('banner')).toHaveTextContent('Signed in as vera');
  const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
  expect(names.filter((name) => WRITE_BUTTONS.test(name))).toEqual([]);
  // Reading stays: the comparison and the audit log.
  expect(screen.getByRole('button', { name: 'Compare blog 1.0.0 with the live version' })).toBeInTheDocument();
  expect(screen.getByText('A releaser approves or withdraws it.')).toBeInTheDocument();
});

test('a releaser and an admin see the write buttons, and a releaser sees no admin-only action', async () => {
  approvals = [waiting];
  await renderSignedInAs(TOKEN);
  const blog = screen.getByRole('article', { name: 'blog' });
  expect(within(blog).getAllByRole('button', { name: 'Roll back to 1.0.0' }).length).toBeGreaterThan(0);
  expect(within(blog).getByRole('button', { name: 'Start guarded rollout of blog 1.0.0…' })).toBeInTheDocument();
  expect(within(blog).getByRole('button', { name: 'Pause…' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Approve #9' })).toBeInTheDocument();
  // The console has no people management: who holds a token is the CLI's `people` (admin) only.
  expect(screen.queryByRole('button', { name: /people|token holders/i })).not.toBeInTheDocument();
  expect(calls.some((call) => call.url.startsWith('/api/people'))).toBe(false);
});

test('an admin sees the write buttons too', async () => {
  approvals = [waiting];
  await renderSignedInAs(ADMIN_TOKEN);
  const blog = screen.getByRole('article', { name: 'blog' });
  expect(within(blog).getByRole('button', { name: 'Start a canary of blog 1.0.0' })).toBeInTheDocument();
});
