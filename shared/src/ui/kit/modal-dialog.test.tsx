import { useEffect } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithKit } from './render-with-kit.tsx';
import type { DialogsApi } from './ui-kit-context.ts';
import { useDialogs } from './use-dialogs.ts';

function DialogProbe({ onApi }: { readonly onApi: (api: DialogsApi) => void }) {
  const api = useDialogs();
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return (
    <button type="button" className="button">
      Delete device
    </button>
  );
}

function renderDialogs() {
  let captured: DialogsApi | undefined;
  const result = renderWithKit(<DialogProbe onApi={(api) => (captured = api)} />);
  if (!captured) throw new Error('useDialogs gave no API');
  return { dialogs: captured, opener: screen.getByRole('button', { name: 'Delete device' }), unmount: result.unmount };
}

/** Opens a dialog inside act, so that its effects (focus) have run when this returns. */
function open<T>(show: () => Promise<T>): Promise<T> {
  let pending: Promise<T> | undefined;
  act(() => {
    pending = show();
  });
  if (!pending) throw new Error('no dialog promise');
  return pending;
}

describe('confirm dialog', () => {
  // The first dialog of a page waits for the dialog's own chunk (ui-kit-provider.tsx); later ones open at once.
  test('is a modal alertdialog labelled by its title and described by its message', async () => {
    const { dialogs } = renderDialogs();
    void open(() => dialogs.confirm({ message: 'Remove this device from your account?' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Remove this device from your account?');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveClass('button', 'button--primary');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveClass('button', 'button--ghost');
  });

  test('resolves true when the confirm button is pressed, and closes', async () => {
    const { dialogs } = renderDialogs();
    const answer = open(() => dialogs.confirm({ message: 'Log in again?', confirmLabel: 'Log in', cancelLabel: 'Stay here' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('resolves false when the cancel button is pressed', async () => {
    const { dialogs } = renderDialogs();
    const answer = open(() => dialogs.confirm({ message: 'Log in again?', confirmLabel: 'Log in', cancelLabel: 'Stay here' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stay here' }));
    await expect(answer).resolves.toBe(false);
  });

  test('resolves false when Escape is pressed', async () => {
    const { dialogs } = renderDialogs();
    const answer = open(() => dialogs.confirm({ message: 'Unbind this device?' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('uses a given title as its label', () => {
    const { dialogs } = renderDialogs();
    void open(() => dialogs.confirm({ message: 'Sign out on all devices?', title: 'Sign out' }));
    expect(screen.getByRole('alertdialog', { name: 'Sign out' })).toBeInTheDocument();
  });
});

describe('alert dialog', () => {
  test('is a modal dialog whose only button defaults to OK and resolves when pressed', async () => {
    const { dialogs } = renderDialogs();
    const closed = open(() => dialogs.alert({ message: 'Your password was changed.' }));
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Your password was changed.');
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['OK']);
    fireEvent.click(buttons[0] as HTMLElement);
    await expect(closed).resolves.toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('shows a given confirm label and closes on Escape', async () => {
    const { dialogs } = renderDialogs();
    const closed = open(() => dialogs.alert({ message: 'Saved.', confirmLabel: 'Got it' }));
    expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await expect(closed).resolves.toBeUndefined();
  });
});

describe('dialog focus', () => {
  test('moves focus to the safe choice on open and back to the opener on close', async () => {
    const { dialogs, opener } = renderDialogs();
    opener.focus();
    const answer = open(() => dialogs.confirm({ message: 'Delete?' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await answer;
    expect(opener).toHaveFocus();
  });

  test('Tab on the last button goes to the first and Shift-Tab on the first to the last', () => {
    const { dialogs } = renderDialogs();
    void open(() => dialogs.confirm({ message: 'Delete?' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const ok = screen.getByRole('button', { name: 'OK' });
    ok.focus();
    expect(fireEvent.keyDown(ok, { key: 'Tab' })).toBe(false);
    expect(cancel).toHaveFocus();
    expect(fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(ok).toHaveFocus();
  });

  test('leaves Tab between inner elements to the browser', () => {
    const { dialogs } = renderDialogs();
    void open(() => dialogs.confirm({ message: 'Delete?' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(fireEvent.keyDown(cancel, { key: 'Tab' })).toBe(true);
    expect(cancel).toHaveFocus();
  });

  test('Tab while focus is outside the dialog brings it back in', () => {
    const { dialogs, opener } = renderDialogs();
    void open(() => dialogs.alert({ message: 'Saved.' }));
    opener.focus();
    fireEvent.keyDown(opener, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });
});

describe('dialog queue', () => {
  test('opens a second request only after the first is answered, then returns focus to the opener', async () => {
    const { dialogs, opener } = renderDialogs();
    opener.focus();
    const first = open(() => dialogs.confirm({ message: 'First?' }));
    const second = open(() => dialogs.alert({ message: 'Second.' }));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(first).resolves.toBe(true);
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Second.');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(second).resolves.toBeUndefined();
    expect(opener).toHaveFocus();
  });

  test('requests still pending when the provider unmounts resolve as cancelled', async () => {
    const { dialogs, unmount } = renderDialogs();
    const first = open(() => dialogs.confirm({ message: 'First?' }));
    const second = open(() => dialogs.confirm({ message: 'Second?' }));
    unmount();
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(false);
  });
});
