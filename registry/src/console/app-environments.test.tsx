/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from './app.tsx';
import { ADMIN_TOKEN, TOKEN, installFakeRegistry, registry } from './app.fixture.tsx';
import { ApiRefusal, environmentPath, pageEnvironment } from './api.client.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

beforeEach(installFakeRegistry);

async function renderSignedInAs(token: string) {
  sessionStorage.setItem('meridian-registry-token', token);
  render(<App />);
  // A busy machine renders slowly: the same allowance as the console's other tests.
  await screen.findByText(/^Signed in as/, undefined, { timeout: 5000 });
  return screen.findByRole('region', { name: 'Staging beside production' }, { timeout: 5000 });
}

test('the page’s environment comes from ?env=, and its API paths from the environment (decision 059)', () => {
  expect(pageEnvironment('')).toBe('production');
  expect(pageEnvironment('?env=staging')).toBe('staging');
  expect(pageEnvironment('?env=../etc')).toBe('production');
  expect(environmentPath('/api/releases', 'staging')).toBe('/env/staging/api/releases');
  expect(environmentPath('/api/releases', 'production')).toBe('/api/releases');
  expect(environmentPath('/api/environments', null)).toBe('/api/environments');
});

test('switches between environments by link, and shows staging beside production with routes and first-load delta', async () => {
  const panel = await renderSignedInAs(TOKEN);
  const switcher = screen.getByRole('navigation', { name: 'Environment' });
  expect(within(switcher).getByRole('link', { name: 'Production' })).toHaveAttribute('aria-current', 'page');
  expect(within(switcher).getByRole('link', { name: 'Staging' })).toHaveAttribute('href', '/?env=staging');
  const blog = within(panel).getByRole('row', { name: /^blog/ });
  expect(blog).toHaveTextContent('1.0.2');
  expect(blog).toHaveTextContent('+ /blog/author/:author, − /blog/tag/:tag');
  expect(blog).toHaveTextContent('15.0 KB → 16.0 KB (+1.0 KB, +6.7 %)');
  expect(within(panel).getByRole('row', { name: /^tools/ })).toHaveTextContent('nothing live');
});

test('promotes an area to production with production’s revision as If-Match, after a confirmation that names the change', async () => {
  const panel = await renderSignedInAs(TOKEN);
  fireEvent.click(within(panel).getByRole('button', { name: 'Promote blog 1.0.2 to production' }));
  const dialog = screen.getByRole('dialog', { name: 'Promote blog from staging to production' });
  expect(dialog).toHaveTextContent('blog: 1.0.1 → 1.0.2');
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'tried on staging' } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Promote to production' })));
  const write = registry.calls.find((call) => call.url === '/api/promote-env');
  expect(new Headers(write?.init?.headers).get('if-match')).toBe('"4"');
  expect(JSON.parse(String(write?.init?.body))).toEqual({ from: 'staging', remote: 'blog', reason: 'tried on staging' });
  expect(screen.getByText('production: promoted blog 1.0.2 from staging (revision 5)')).toBeInTheDocument();
});

test('locks production with a reason, then shows the lock and who set it', async () => {
  await renderSignedInAs(TOKEN);
  fireEvent.click(screen.getByRole('button', { name: 'Lock production…' }));
  const dialog = screen.getByRole('dialog', { name: 'Lock production' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Black Friday freeze' } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Lock production' })));
  expect(JSON.parse(String(registry.calls.find((call) => call.url === '/api/lock')?.init?.body))).toEqual({
    reason: 'Black Friday freeze',
  });
  expect(await screen.findByText('Production is locked', undefined, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText(/by bob since .*: “Black Friday freeze”\. Only a rollback or an abort goes through\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Production locked' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Unlock production…' })).toBeInTheDocument();
});

test('an admin is offered to go over budget after an over_budget refusal; the write then says overBudget', async () => {
  const bodies: Record<string, unknown>[] = [];
  const onSubmit = jest.fn(async (body: Record<string, unknown>) => {
    bodies.push(body);
    if (bodies.length === 1)
      throw new ApiRefusal(
        422,
        'over_budget',
        'blog@1.0.2 is over its first-load budget: beforeHydration 30.0 KB over its budget of 20.0 KB by 10.0 KB',
      );
    return { kind: 'applied' as const, revision: 6 };
  });
  const intent = { kind: 'activate' as const, area: 'blog', from: '1.0.1', to: '1.0.2' };
  render(<ConfirmDialog intent={intent} onSubmit={onSubmit} onDone={() => undefined} onCancel={() => undefined} mayGoOverBudget />);
  fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'launch page' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Activate 1.0.2' })));
  expect(screen.getByRole('alert')).toHaveTextContent('over its budget of 20.0 KB by 10.0 KB');
  fireEvent.click(screen.getByRole('checkbox', { name: /Put it live over its budget/ }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Activate 1.0.2' })));
  expect(bodies[1]).toMatchObject({ action: 'activate', overBudget: true, reason: 'launch page' });
});

test('an admin sees what retention would remove and why the rest stays, then removes it', async () => {
  await renderSignedInAs(ADMIN_TOKEN);
  const panel = screen.getByRole('region', { name: 'Retention' });
  await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Show what would go' })));
  expect(panel).toHaveTextContent('Would remove 1 version(s)');
  expect(panel).toHaveTextContent('blog 1.0.1: runs in production');
  await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Remove 1 version(s)' })));
  const runs = registry.calls.filter((call) => call.url === '/api/gc').map((call) => JSON.parse(String(call.init?.body)) as object);
  expect(runs).toEqual([
    { keep: 10, minAgeSeconds: 2_592_000, dryRun: true },
    { keep: 10, minAgeSeconds: 2_592_000, dryRun: false },
  ]);
  expect(screen.getByText('Removed 1 version(s) nothing needed.')).toBeInTheDocument();
});

test('a releaser sees no retention panel (an admin’s)', async () => {
  await renderSignedInAs(TOKEN);
  expect(screen.queryByRole('region', { name: 'Retention' })).not.toBeInTheDocument();
});
