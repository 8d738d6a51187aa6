/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from './app.tsx';
import { TOKEN, installFakeRegistry, registry } from './app.fixture.tsx';

beforeEach(installFakeRegistry);

test('asks for a token before showing anything; signed in, shows every area, its versions and the audit log, each read with the token', async () => {
  render(<App />);
  expect(screen.getByText(/shows its releases, versions and audit log to people with a token/)).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(registry.calls.filter((call) => call.url !== '/api/whoami')).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: 'Sign in with token' }));
  fireEvent.change(screen.getByLabelText('Registry token'), { target: { value: 'wrong' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
  expect(screen.getByRole('alert')).toHaveTextContent('The registry does not know this token.');
  await signIn();

  const blog = await screen.findByRole('article', { name: 'blog' }, { timeout: 5000 });
  expect(within(blog).getByText('Live 1.0.1')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(5);
  expect(await screen.findByText('typo fix')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toHaveTextContent('Signed in as alice');
  const reads = registry.calls.filter((call) => call.url !== '/api/whoami');
  expect(reads.length).toBeGreaterThan(5);
  expect(reads.filter((call) => new Headers(call.init?.headers).get('authorization') !== `Bearer ${TOKEN}`)).toEqual([]);
});

test('signed in, a write is confirmed and sent as the signed-in token', async () => {
  sessionStorage.setItem('meridian-registry-token', TOKEN);
  render(<App />);
  // The stored token is checked (whoami) before the console reads anything: one round trip more.
  const blog = await screen.findByRole('article', { name: 'blog' }, { timeout: 5000 });
  fireEvent.click(within(blog).getAllByRole('button', { name: 'Roll back to 1.0.0' })[0] as HTMLElement);
  const dialog = screen.getByRole('dialog', { name: 'Roll back blog to 1.0.0' });

  fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'tag page broken' } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back to 1.0.0' })));
  const write = registry.calls.find((call) => call.url === '/api/releases' && call.init?.method === 'POST');
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
  sessionStorage.setItem('meridian-registry-token', TOKEN);
  render(<App />);
  const panel = await screen.findByRole('region', { name: 'Guarded rollout of blog 1.0.2' }, { timeout: 5000 });
  expect(panel).toHaveTextContent('Rollout Running 1.0.2 from 1.0.1 · 10 % of visitors, stage 2 of 4');
  expect(panel).toHaveTextContent(
    'Stages 1 % → 10 % → 50 % → 100 % · hold 10 min each, pauses without a verdict after 40 min · started by bob',
  );
  expect(panel).toHaveTextContent('Next step not before 2026-11-21 12:10 UTC');
  expect(panel).toHaveTextContent('Guard: Not enough data yet · not enough data: 12 of 20 page views in this stage');
  expect(within(panel).getByText('1.0.2 (new)').nextElementSibling).toHaveTextContent(
    '12 views · page errors 0 % of 10 browser views · server errors 0 % · p75 LCP 1800 ms · INP 120 ms',
  );
  expect(within(panel).getByText('1.0.1 (live)').nextElementSibling).toHaveTextContent(
    '140 views · page errors 0.7 % of 126 browser views',
  );
  expect(within(panel).getByText('Page views with an error (browser)').nextElementSibling).toHaveTextContent('not enough data');

  fireEvent.click(within(panel).getByRole('button', { name: 'Pause…' }));
  const dialog = screen.getByRole('dialog', { name: 'Pause the rollout of blog 1.0.2' });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Pause rollout' })));
  expect(within(dialog).getByText('Say why: the reason goes into the audit log.')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'support is busy' } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Pause rollout' })));
  const pause = registry.calls.find((call) => call.url === '/api/rollouts/blog/pause');
  expect(new Headers(pause?.init?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
  expect(JSON.parse(String(pause?.init?.body))).toEqual({ reason: 'support is busy' });
  expect(screen.getByText('blog: rollout of 1.0.2 paused (revision 6)')).toBeInTheDocument();
});

test('starts a guarded rollout with stages and hold; under the two-person rule it says it is waiting for approval', async () => {
  sessionStorage.setItem('meridian-registry-token', TOKEN);
  render(<App />);
  // The stored token is checked (whoami) before the console reads anything: one round trip more.
  const blog = await screen.findByRole('article', { name: 'blog' }, { timeout: 5000 });
  fireEvent.click(within(blog).getByRole('button', { name: 'Start guarded rollout of blog 1.0.0…' }));
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
  const start = registry.calls.find((call) => call.url === '/api/rollouts' && call.init?.method === 'POST');
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
