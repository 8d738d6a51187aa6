/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiRefusal } from './api.client.ts';
import { ConfirmDialog, type WriteOutcome } from './confirm-dialog.tsx';
import type { WriteIntent } from './intents.ts';

const rollback: WriteIntent = { kind: 'rollback', area: 'blog', from: '1.0.1', to: '1.0.0' };

function setup(
  intent: WriteIntent,
  onSubmit = jest.fn(async (): Promise<WriteOutcome> => ({ kind: 'applied', revision: 8 })),
  onRefusedOutside = jest.fn(() => false),
) {
  const onDone = jest.fn();
  const onCancel = jest.fn();
  render(<ConfirmDialog intent={intent} onSubmit={onSubmit} onDone={onDone} onCancel={onCancel} onRefusedOutside={onRefusedOutside} />);
  return { onSubmit, onDone, onCancel, onRefusedOutside, dialog: screen.getByRole('dialog') };
}

test('names the area, the from-version and the to-version, and puts the focus on the reason', () => {
  const { dialog } = setup(rollback);
  expect(dialog).toHaveAccessibleName('Roll back blog to 1.0.0');
  expect(dialog).toHaveAccessibleDescription(/^blog: 1\.0\.1 → 1\.0\.0\./);
  expect(within(dialog).getByText('From').nextElementSibling).toHaveTextContent('1.0.1');
  expect(within(dialog).getByText('To').nextElementSibling).toHaveTextContent('1.0.0');
  expect(screen.getByRole('textbox', { name: /Reason/ })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Roll back to 1.0.0' })).toBeInTheDocument();
});

test('sends nothing without a reason and says why', () => {
  const { onSubmit } = setup(rollback);
  fireEvent.click(screen.getByRole('button', { name: 'Roll back to 1.0.0' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Say why: the reason goes into the audit log.')).toBeInTheDocument();
});

test('sends the action with the reason and reports the new revision', async () => {
  const { onSubmit, onDone } = setup(rollback);
  fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'tag page broken' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Roll back to 1.0.0' })));
  expect(onSubmit).toHaveBeenCalledWith({ action: 'rollback', remote: 'blog', version: '1.0.0', reason: 'tag page broken' });
  expect(onDone).toHaveBeenCalledWith('blog: rolled back 1.0.1 → 1.0.0 (revision 8)');
});

test('lists every failed gate of a refusal and stays open', async () => {
  const refusal = new ApiRefusal(422, 'gate_failed', 'blog@1.2.0 refused', [
    { check: 'shared-deps', message: 'react: built against 18.3.1, host provides 19.3.1; react: requires ^18.3.1, host provides 19.3.1' },
    { check: 'loads-and-renders', message: 'server container blog_1_2_0 has no ./routes' },
  ]);
  const { onDone } = setup(
    { kind: 'activate', area: 'blog', from: '1.0.0', to: '1.2.0' },
    jest.fn(async () => Promise.reject(refusal)),
  );
  fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'new search' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Activate 1.2.0' })));
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Refused: 2 gates failed.');
  expect(within(alert).getByText('shared-deps')).toBeInTheDocument();
  expect(within(alert).getByText('react: requires ^18.3.1, host provides 19.3.1')).toBeInTheDocument();
  expect(alert).toHaveTextContent('loads-and-renders server container blog_1_2_0 has no ./routes');
  expect(alert).toHaveFocus();
  expect(onDone).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('names the canary percent and follows it as the share changes', async () => {
  const { onSubmit, dialog } = setup({ kind: 'canary', area: 'blog', active: '1.0.0', to: '1.1.0', percent: 5, fromPercent: null });
  expect(screen.getByRole('spinbutton', { name: 'Canary share in percent' })).toHaveFocus();
  expect(dialog).toHaveAccessibleDescription('blog: 1.0.0 stays live; 1.1.0 goes to 5 % of visitors once it passes the gates.');
  fireEvent.click(screen.getByRole('button', { name: '25 %' }));
  expect(dialog).toHaveAccessibleDescription('blog: 1.0.0 stays live; 1.1.0 goes to 25 % of visitors once it passes the gates.');
  fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'widen' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start canary at 25 %' })));
  expect(onSubmit).toHaveBeenCalledWith({ action: 'canary', remote: 'blog', version: '1.1.0', percent: 25, reason: 'widen' });
});

test('refuses a share outside 0-100', () => {
  const { onSubmit } = setup({ kind: 'canary', area: 'blog', active: '1.0.0', to: '1.1.0', percent: 5, fromPercent: 5 });
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Canary share in percent' }), { target: { value: '150' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'x' } });
  fireEvent.click(screen.getByRole('button', { name: /^Set canary to/ }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByText('Enter a share from 0 to 100.')).toBeInTheDocument();
});

test('closes on Escape and on Cancel', () => {
  const { onCancel } = setup(rollback);
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(onCancel).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(2);
});

test('leaves a refusal the page handles (a stale revision) to the page', async () => {
  const stale = new ApiRefusal(412, 'revision_mismatch', 'the release set is at revision 9, not 8');
  setup(
    rollback,
    jest.fn(async () => Promise.reject(stale)),
    jest.fn(() => true),
  );
  fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'x' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Roll back to 1.0.0' })));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
