/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AreaVersions, VersionView } from './api.client.ts';
import { AreaCard } from './area-card.tsx';
import type { AreaState } from './versions.ts';

const counts = (loads: number, failures: number) => ({
  loads,
  failures,
  failureRate: loads === 0 ? null : failures / loads,
  pageViews: 0,
  pageFailures: 0,
  pageFailureRate: null,
});

function version(name: string, status: VersionView['status'], window = counts(0, 0)): VersionView {
  return {
    version: name,
    status,
    publishedAt: '2026-11-21T12:00:00.000Z',
    pulled: null,
    publishedBy: 'ci',
    files: 5,
    bytes: 40_000,
    health: { windowSeconds: 300, window, total: window },
  };
}

function renderCard(state: (AreaState & { fallback?: string }) | undefined, versions: VersionView[]) {
  const onIntent = jest.fn();
  const onPreview = jest.fn();
  const list: AreaVersions = {
    remote: 'blog',
    active: state?.version ?? null,
    origin: 'http://localhost:3002',
    canary: null,
    previous: [...(state?.previous ?? [])],
    canaryPolicy: { maxFailureRate: 0.2, minLoads: 50, minPageViews: 20, windowSeconds: 300 },
    versions,
  };
  render(<AreaCard area="blog" state={state} versions={list} onIntent={onIntent} onPreview={onPreview} />);
  return { onIntent, onPreview, card: screen.getByRole('article', { name: 'blog' }) };
}

const row = (card: HTMLElement, name: string) => {
  const header = within(card).getByRole('rowheader', { name: new RegExp(`^${name.replaceAll('.', '\\.')}\\b`) });
  const tr = header.closest('tr');
  if (tr === null) throw new Error(`no row for ${name}`);
  return tr;
};

test('labels rolling back from 1.0.1 to 1.0.0 "Roll back to 1.0.0" and asks to confirm exactly that', () => {
  const { card, onIntent } = renderCard(
    { version: '1.0.1', origin: 'http://localhost:3002', canary: null, previous: ['1.0.0'], integrity: {} },
    [version('1.0.1', 'active'), version('1.0.0', 'previous')],
  );
  fireEvent.click(within(row(card, '1.0.0')).getByRole('button', { name: 'Roll back to 1.0.0' }));
  expect(onIntent).toHaveBeenLastCalledWith({ kind: 'rollback', area: 'blog', from: '1.0.1', to: '1.0.0' });
  fireEvent.click(within(card.querySelector<HTMLElement>('.area-card__head') ?? card).getByRole('button', { name: 'Roll back to 1.0.0' }));
  expect(onIntent).toHaveBeenLastCalledWith({ kind: 'rollback', area: 'blog', from: '1.0.1', to: '1.0.0' });
});

test('after a rollback, offers the newer version as an activation and names no rollback target', () => {
  const { card, onIntent } = renderCard(
    { version: '1.0.0', origin: 'http://localhost:3002', canary: null, previous: ['1.0.1'], integrity: {} },
    [version('1.0.1', 'previous'), version('1.0.0', 'active')],
  );
  expect(within(card).queryByRole('button', { name: /Roll back/ })).not.toBeInTheDocument();
  fireEvent.click(within(row(card, '1.0.1')).getByRole('button', { name: 'Activate 1.0.1' }));
  expect(onIntent).toHaveBeenLastCalledWith({ kind: 'activate', area: 'blog', from: '1.0.0', to: '1.0.1' });
});

test('shows the live version, origin, canary with its share and failure rate, and fallback', () => {
  const { card, onIntent } = renderCard(
    {
      version: '1.0.0',
      origin: 'http://localhost:3002',
      canary: { version: '1.1.0', percent: 10 },
      previous: ['0.9.0'],
      fallback: '0.9.0',
      integrity: {},
    },
    [version('1.1.0', 'canary', counts(80, 4)), version('1.0.0', 'active'), version('0.9.0', 'previous')],
  );
  expect(within(card).getByText('Origin').nextElementSibling).toHaveTextContent('http://localhost:3002');
  expect(within(card).getByText('Canary', { selector: 'dt' }).nextElementSibling).toHaveTextContent('1.1.0 at 10 %');
  expect(within(card).getByText('Fallback').nextElementSibling).toHaveTextContent('0.9.0');
  expect(card).toHaveTextContent('4 of 80 loads failed (5.0 %) in the last 5 min');
  fireEvent.click(within(card).getByRole('button', { name: 'Promote 1.1.0' }));
  expect(onIntent).toHaveBeenLastCalledWith({ kind: 'promote', area: 'blog', from: '1.0.0', to: '1.1.0', percent: 10 });
  fireEvent.click(within(card).getByRole('button', { name: 'Change share…' }));
  expect(onIntent).toHaveBeenLastCalledWith({ kind: 'canary', area: 'blog', active: '1.0.0', to: '1.1.0', percent: 10, fromPercent: 10 });
  fireEvent.click(within(card).getByRole('button', { name: 'Abort canary' }));
  expect(onIntent).toHaveBeenLastCalledWith({ kind: 'abort', area: 'blog', active: '1.0.0', canary: '1.1.0', percent: 10 });
});

test('after a rollback shows the fallback the registry names, never the version just pulled', () => {
  const { card } = renderCard(
    { version: '1.0.0', origin: 'http://localhost:3002', canary: null, previous: ['1.0.1', '0.9.0'], fallback: '0.9.0', integrity: {} },
    [version('1.0.1', 'previous'), version('1.0.0', 'active'), version('0.9.0', 'previous')],
  );
  expect(within(card).getByText('Fallback').nextElementSibling).toHaveTextContent('0.9.0');
});

test('shows no fallback when the registry names none, even with history', () => {
  const { card } = renderCard({ version: '1.0.0', origin: 'http://localhost:3002', canary: null, previous: ['1.0.1'], integrity: {} }, [
    version('1.0.1', 'previous'),
    version('1.0.0', 'active'),
  ]);
  expect(within(card).getByText('Fallback').nextElementSibling).toHaveTextContent('none');
});

test('highlights an unhealthy version and says so in words', () => {
  const { card } = renderCard({ version: '1.0.1', origin: 'http://localhost:3002', canary: null, previous: [], integrity: {} }, [
    version('1.0.1', 'active', counts(220, 61)),
  ]);
  const live = row(card, '1.0.1');
  expect(live).toHaveClass('versions__row--unhealthy');
  expect(within(live).getByText('Unhealthy')).toBeInTheDocument();
  expect(within(live).getByText('27.7 %')).toBeInTheDocument();
  expect(card.querySelector('.area-card__head')).toHaveTextContent('Unhealthy: 61 of 220 loads failed (27.7 %)');
});

test('offers a canary with a default share and a preview link for a version', () => {
  const { card, onIntent, onPreview } = renderCard(
    { version: '1.0.0', origin: 'http://localhost:3002', canary: null, previous: [], integrity: {} },
    [version('1.1.0', 'available'), version('1.0.0', 'active')],
  );
  fireEvent.click(within(card).getByRole('button', { name: 'Start a canary of blog 1.1.0' }));
  expect(onIntent).toHaveBeenLastCalledWith({ kind: 'canary', area: 'blog', active: '1.0.0', to: '1.1.0', percent: 5, fromPercent: null });
  fireEvent.click(within(card).getByRole('button', { name: 'Create a preview link of blog 1.0.0' }));
  expect(onPreview).toHaveBeenCalledWith('blog', '1.0.0');
});
