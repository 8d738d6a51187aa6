/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Approval } from './api.client.ts';
import { ApprovalsPanel } from './approvals-panel.tsx';

const approval: Approval = {
  id: 12,
  at: '2026-11-21T12:00:00.000Z',
  requestedBy: 'rita',
  action: 'canary',
  area: 'blog',
  fromVersion: '1.0.0',
  toVersion: '1.1.0',
  reason: 'new tag page',
  revision: 4,
  request: { action: 'canary', remote: 'blog', version: '1.1.0', percent: 10 },
};

test('says what waits, who asked and why, and lets another person approve', () => {
  const onApprove = jest.fn();
  render(<ApprovalsPanel approvals={[approval]} signedInAs="ray" onApprove={onApprove} onWithdraw={jest.fn()} />);
  expect(screen.getByRole('heading', { name: 'Waiting for approval: 1 write' })).toBeInTheDocument();
  expect(screen.getByText('#12 canary blog 1.0.0 → 1.1.0 at 10 %')).toBeInTheDocument();
  expect(screen.getByText('new tag page')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Approve #12' }));
  expect(onApprove).toHaveBeenCalledWith(approval);
});

test('the requester is told another releaser must approve, and may withdraw; nothing shows when nothing waits', () => {
  const onWithdraw = jest.fn();
  const { rerender } = render(<ApprovalsPanel approvals={[approval]} signedInAs="Rita" onApprove={jest.fn()} onWithdraw={onWithdraw} />);
  expect(screen.queryByRole('button', { name: 'Approve #12' })).not.toBeInTheDocument();
  expect(screen.getByText('Another releaser must approve your request.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw #12' }));
  expect(onWithdraw).toHaveBeenCalledWith(approval);
  rerender(<ApprovalsPanel approvals={[]} signedInAs="Rita" onApprove={jest.fn()} onWithdraw={onWithdraw} />);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});
