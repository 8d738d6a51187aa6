/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { App } from './app.tsx';
import { ADMIN_TOKEN, TOKEN, VIEWER_TOKEN, installFakeRegistry, registry, waiting } from './app.fixture.tsx';

beforeEach(installFakeRegistry);

/** Every write button of the console, by its accessible name. */
const WRITE_BUTTONS =
  /^(Roll back to|Rollback|Activate|Make live|Start a canary|Start guarded rollout|Create a preview link|Change share|Promote|Abort canary|Pause…|Resume…|Stop…|Approve #|Withdraw #)/;

async function renderSignedInAs(token: string) {
  sessionStorage.setItem('meridian-registry-token', token);
  render(<App />);
  // The stored token is checked (whoami) before the console reads anything (decision 051): one round trip more.
  await screen.findByRole('region', { name: 'Guarded rollout of blog 1.0.2' }, { timeout: 5000 });
  await screen.findByText('back to the old tag pages');
  await screen.findByText(/^Signed in as/);
}

test('a viewer sees no write button: no activate, canary, promote, rollback, rollout, preview, pause or approve', async () => {
  registry.approvals = [waiting];
  await renderSignedInAs(VIEWER_TOKEN);
  expect(screen.getByRole('banner')).toHaveTextContent('Signed in as vera');
  const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
  expect(names.filter((name) => WRITE_BUTTONS.test(name))).toEqual([]);
  // Reading stays: the comparison and the audit log.
  expect(screen.getByRole('button', { name: 'Compare blog 1.0.0 with the live version' })).toBeInTheDocument();
  expect(screen.getByText('A releaser approves or withdraws it.')).toBeInTheDocument();
});

test('a releaser and an admin see the write buttons, and a releaser sees no admin-only action', async () => {
  registry.approvals = [waiting];
  await renderSignedInAs(TOKEN);
  const blog = screen.getByRole('article', { name: 'blog' });
  expect(within(blog).getAllByRole('button', { name: 'Roll back to 1.0.0' }).length).toBeGreaterThan(0);
  expect(within(blog).getByRole('button', { name: 'Start guarded rollout of blog 1.0.0…' })).toBeInTheDocument();
  expect(within(blog).getByRole('button', { name: 'Pause…' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Approve #9' })).toBeInTheDocument();
  // The console has no people management: who holds a token is the CLI's `people` (admin) only.
  expect(screen.queryByRole('button', { name: /people|token holders/i })).not.toBeInTheDocument();
  expect(registry.calls.some((call) => call.url.startsWith('/api/people'))).toBe(false);
});

test('an admin sees the write buttons too', async () => {
  registry.approvals = [waiting];
  await renderSignedInAs(ADMIN_TOKEN);
  const blog = screen.getByRole('article', { name: 'blog' });
  expect(within(blog).getByRole('button', { name: 'Start a canary of blog 1.0.0' })).toBeInTheDocument();
});
