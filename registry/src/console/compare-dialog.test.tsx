/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { CompareDialog } from './compare-dialog.tsx';

const window = (views: number, failures: number) => ({
  minutes: 60,
  sampleSize: views,
  serverErrorRate: views === 0 ? null : failures / views,
  browserViews: 0,
  pageErrorRate: null,
  loads: 3,
  loadFailures: 0,
  p75: { lcpMs: null, inpMs: null, cls: null },
  series: [{ at: '2026-11-21T12:00:00.000Z', views, failures }],
});

const compare = {
  area: 'blog',
  candidate: '1.1.0',
  active: '1.0.0',
  health: { candidate: window(10, 2), active: window(40, 0) },
  diff: {
    exposes: { added: ['./tags'], removed: [] },
    files: { before: 5, after: 6 },
    bytes: { before: 1000, after: 1300 },
    entryBytes: { before: 200, after: 200 },
    routes: {
      candidate: ['/blog', '/blog/:unikey', '/blog/author/:author'],
      active: ['/blog', '/blog/:unikey', '/blog/tag/:tag'],
      added: ['/blog/author/:author'],
      removed: ['/blog/tag/:tag'],
    },
    firstLoad: { before: 20_480, after: 22_016, deltaBytes: 1536, deltaPercent: 7.5, warn: true },
    chunks: [{ chunk: 'js/async/12.js', before: 100, after: 250 }],
    shared: [{ name: 'react-router', before: '8.5.1', after: '8.6.0' }],
    provenance: { candidate: { commit: 'a'.repeat(40), branch: 'main', author: 'Rita', message: 'Tag pages' }, active: null },
  },
};

test('shows both versions side by side and what changed, from the compare API', async () => {
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(compare) })) as unknown as typeof fetch;
  render(<CompareDialog area="blog" version="1.1.0" onClose={jest.fn()} />);
  expect(await screen.findByRole('dialog', { name: 'blog 1.1.0 against live 1.0.0' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '1.1.0 (this version)' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '1.0.0 (live)' })).toBeInTheDocument();
  expect(screen.getByText('20.0 %')).toBeInTheDocument();
  expect(screen.getAllByText('not collected yet')).toHaveLength(2);
  expect(screen.getAllByText('no browser page views yet')).toHaveLength(2);
  expect(screen.getByRole('img', { name: '10 page views over the last 60 minutes, per minute' })).toBeInTheDocument();
  expect(screen.getByText('aaaaaaaaaa · main · Rita · “Tag pages”')).toBeInTheDocument();
  const exposed = screen.getByText('Exposed modules').nextElementSibling;
  expect(exposed).toHaveTextContent(/^\+ \.\/tags/);
  expect(screen.getByText('1 route added, 1 route removed.')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Routes added' })).toHaveTextContent('+ /blog/author/:author');
  expect(screen.getByRole('list', { name: 'Routes removed' })).toHaveTextContent('− /blog/tag/:tag');
  const firstLoad = screen.getByText('First-load JavaScript').nextElementSibling;
  expect(firstLoad).toHaveTextContent('20.0 KB → 21.5 KB gzip (+1.5 KB, +7.5 %) over +5 %');
  expect(firstLoad).toHaveClass('compare__delta--warn');
  expect(screen.getByRole('rowheader', { name: 'react-router' }).closest('tr')).toHaveTextContent('react-router8.5.18.6.0');
  expect(screen.getByRole('rowheader', { name: 'js/async/12.js' })).toBeInTheDocument();
});

test('a wrong answer is an error naming the field, never a blank panel', async () => {
  const broken = { ...compare, health: { candidate: { minutes: 60 }, active: null } };
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(broken) })) as unknown as typeof fetch;
  render(<CompareDialog area="blog" version="1.1.0" onClose={jest.fn()} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(/Could not compare: invalid answer to .*health\.candidate\.sampleSize/);
});

test('a version published before route tables were recorded says so; a small first-load change is no warning', async () => {
  const older = {
    ...compare,
    diff: {
      ...compare.diff,
      routes: { candidate: null, active: ['/blog'], added: [], removed: [] },
      firstLoad: { before: 20_480, after: 20_992, deltaBytes: 512, deltaPercent: 2.5, warn: false },
    },
  };
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(older) })) as unknown as typeof fetch;
  render(<CompareDialog area="blog" version="1.1.0" onClose={jest.fn()} />);
  expect(await screen.findByText(/^Route table not recorded/)).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Routes added' })).not.toBeInTheDocument();
  const firstLoad = screen.getByText('First-load JavaScript').nextElementSibling;
  expect(firstLoad).toHaveTextContent('20.0 KB → 20.5 KB gzip (+512 B, +2.5 %)');
  expect(firstLoad).not.toHaveClass('compare__delta--warn');
});
