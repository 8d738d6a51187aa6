/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import type { AuditEntry } from './api.client.ts';
import { AuditLog } from './audit-log.tsx';
import type { AuditState } from './use-audit.ts';

const entries: AuditEntry[] = [
  {
    id: 9,
    environment: 'production',
    at: '2026-11-21T12:05:00.000Z',
    actor: 'alice',
    action: 'rollback',
    area: 'blog',
    fromVersion: '1.0.1',
    toVersion: '1.0.0',
    fromRevision: 7,
    toRevision: 8,
    reason: 'tag page broken',
    details: { claimedOnBehalfOf: 'bob' },
  },
  {
    id: 8,
    environment: 'production',
    at: '2026-11-21T12:00:00.000Z',
    actor: 'ci',
    action: 'publish',
    area: 'blog',
    fromVersion: null,
    toVersion: '1.0.1',
    fromRevision: 7,
    toRevision: 7,
    reason: 'publish',
    details: {},
  },
];

function renderLog(overrides: Partial<AuditState> = {}) {
  const audit: AuditState = {
    entries,
    area: null,
    setArea: jest.fn(),
    hasOlder: true,
    loading: false,
    error: null,
    loadOlder: jest.fn(),
    ...overrides,
  };
  const save = jest.fn();
  render(<AuditLog audit={audit} areas={['marketing', 'blog']} save={save} />);
  return { audit, save };
}

test('shows entries newest first with the token name as actor and a claimed note marked as claimed', () => {
  renderLog();
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('2026-11-21 12:05 UTC');
  expect(rows[0]).toHaveTextContent('alice for “bob” (claimed)');
  expect(rows[0]).toHaveTextContent('1.0.1 → 1.0.0');
  expect(rows[0]).toHaveTextContent('7 → 8');
  expect(rows[1]).toHaveTextContent('ci');
});

test('filters by area and loads older entries', () => {
  const { audit } = renderLog();
  fireEvent.change(screen.getByRole('combobox', { name: 'Area' }), { target: { value: 'blog' } });
  expect(audit.setArea).toHaveBeenCalledWith('blog');
  fireEvent.change(screen.getByRole('combobox', { name: 'Area' }), { target: { value: '' } });
  expect(audit.setArea).toHaveBeenLastCalledWith(null);
  fireEvent.click(screen.getByRole('button', { name: 'Load older' }));
  expect(audit.loadOlder).toHaveBeenCalled();
});

test('says so at the start of the log instead of offering older entries', () => {
  renderLog({ hasOlder: false, area: 'blog' });
  expect(screen.queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();
  expect(screen.getByText('Start of the log.')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Audit entries of blog, newest first' })).toBeInTheDocument();
});

test('exports the loaded entries as CSV', () => {
  const { save } = renderLog({ area: 'blog' });
  fireEvent.click(screen.getByRole('button', { name: 'Export CSV (2 entries)' }));
  const [fileName, text] = save.mock.calls[0] as [string, string];
  expect(fileName).toMatch(/^registry-audit-blog-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.split('\r\n')).toHaveLength(4);
  expect(text).toContain('9,2026-11-21T12:05:00.000Z,alice,bob,rollback,blog,1.0.1,1.0.0,7,8,tag page broken');
});
