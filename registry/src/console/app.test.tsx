/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from './app.tsx';

const TOKEN = 'alice-token-0123456789abcdef0123456789';

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

interface Call {
  url: string;
  init: RequestInit | undefined;
}

function answer(status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return Promise.resolve({ ok: status >= 200 && status < 300, status, text: async () => text, json: async () => body });
}

let calls: Call[];

beforeEach(() => {
  calls = [];
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
    if (url === '/api/remotes/blog/versions') return answer(200, blogVersions);
    if (url.startsWith('/api/remotes/'))
      return answer(200, { ...blogVersions, remote: url.split('/')[3], active: null, previous: [], versions: [] });
    if (url.startsWith('/api/audit')) return answer(200, audit);
    if (url === '/api/whoami')
      return auth === `Bearer ${TOKEN}`
        ? answer(200, { name: 'alice', role: 'releaser' })
        : answer(401, { code: 'unauthorized', message: 'the bearer token is not valid' });
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
