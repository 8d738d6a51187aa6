import { act, fireEvent, render, screen } from '@testing-library/react';
import { createBus } from '../../bus/bus.ts';
import { renderWithKit } from './render-with-kit.tsx';
import { useDialogs } from './use-dialogs.ts';
import { useOverlay } from './use-overlay.ts';
import { useToast } from './use-toast.ts';

describe('UiKitProvider', () => {
  test('renders its children', () => {
    renderWithKit(<h1>Pricing</h1>);
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
  });

  test('shows a toast:show bus event as a toast for 6000 ms', () => {
    jest.useFakeTimers();
    try {
      const bus = createBus();
      renderWithKit(<p>Page</p>, bus);
      act(() => bus.emit('toast:show', { type: 'error', message: 'Payment failed' }));
      expect(screen.getByRole('alert', { name: 'Notifications' })).toHaveTextContent('Error: Payment failed');
      act(() => jest.advanceTimersByTime(5999));
      expect(screen.getByText('Payment failed')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  test('opens modal:open bus events as confirm or alert dialogs with their labels', async () => {
    const bus = createBus();
    renderWithKit(<p>Page</p>, bus);
    act(() =>
      bus.emit('modal:open', {
        kind: 'confirm',
        message: 'You have been logged out, you can cancel to stay on this page, or log in again',
        confirmLabel: 'Log in again',
        cancelLabel: 'Stay',
      }),
    );
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(
      'You have been logged out, you can cancel to stay on this page, or log in again',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => bus.emit('modal:open', { kind: 'alert', message: 'Error' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription('Error');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('stops listening to the bus when unmounted', () => {
    const bus = createBus();
    const { unmount } = renderWithKit(<p>Page</p>, bus);
    expect(bus.all.get('toast:show')).toHaveLength(1);
    unmount();
    expect(bus.all.get('toast:show') ?? []).toHaveLength(0);
    expect(bus.all.get('modal:open') ?? []).toHaveLength(0);
  });

  test.each([
    ['useToast', useToast],
    ['useDialogs', useDialogs],
    ['useOverlay', useOverlay],
  ] as const)('%s throws naming itself outside the provider', (name, hook) => {
    const silence = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      hook();
      return null;
    }
    try {
      expect(() => render(<Orphan />)).toThrow(`${name}() was called outside <UiKitProvider>`);
    } finally {
      silence.mockRestore();
    }
  });
});
