import { useEffect } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithKit } from './render-with-kit.tsx';
import { TOAST_DURATION_MS, type ToastApi } from './ui-kit-context.ts';
import { useToast } from './use-toast.ts';

function ToastProbe({ onApi }: { readonly onApi: (api: ToastApi) => void }) {
  const api = useToast();
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return null;
}

function renderToasts(): ToastApi {
  let captured: ToastApi | undefined;
  renderWithKit(<ToastProbe onApi={(api) => (captured = api)} />);
  if (!captured) throw new Error('useToast gave no API');
  return captured;
}

const politeRegion = () => screen.getByRole('status', { name: 'Notifications' });
const assertiveRegion = () => screen.getByRole('alert', { name: 'Notifications' });
const shownMessages = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  test('uses the 6000 ms of rule shell.ui-kit', () => {
    expect(TOAST_DURATION_MS).toBe(6000);
  });

  test('a toast is still shown at 5999 ms and gone at exactly 6000 ms', () => {
    const toast = renderToasts();
    act(() => void toast.success('Profile saved'));
    expect(within(politeRegion()).getByText('Profile saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5999));
    expect(screen.getByText('Profile saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
  });

  test('each toast counts its own 6000 ms from when it was shown', () => {
    const toast = renderToasts();
    act(() => void toast.warn('First'));
    act(() => jest.advanceTimersByTime(3000));
    act(() => void toast.warn('Second'));
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  test('stacks toasts top to bottom in the order they were shown', () => {
    const toast = renderToasts();
    act(() => {
      toast.success('One');
      toast.warn('Two');
      toast.show('success', 'Three');
    });
    expect(shownMessages(politeRegion())).toEqual(['Success: One', 'Warning: Two', 'Success: Three']);
  });

  test('announces success and warn politely and errors assertively, naming the type', () => {
    const toast = renderToasts();
    expect(politeRegion()).toHaveAttribute('aria-live', 'polite');
    expect(assertiveRegion()).toHaveAttribute('aria-live', 'assertive');
    // Only the new toast is read, not the whole stack again.
    expect(politeRegion()).toHaveAttribute('aria-atomic', 'false');
    expect(assertiveRegion()).toHaveAttribute('aria-atomic', 'false');
    expect(shownMessages(politeRegion())).toEqual([]);
    act(() => {
      toast.success('Saved');
      toast.error('Payment failed');
      toast.warn('Session ends soon');
      toast.error('Try again later');
    });
    expect(shownMessages(assertiveRegion())).toEqual(['Error: Payment failed', 'Error: Try again later']);
    expect(shownMessages(politeRegion())).toEqual(['Success: Saved', 'Warning: Session ends soon']);
  });

  test('the dismiss button removes its toast at once and leaves the others', () => {
    const toast = renderToasts();
    act(() => {
      toast.success('Keep me');
      toast.success('Close me');
    });
    const [, second] = within(politeRegion()).getAllByRole('listitem');
    if (!second) throw new Error('expected two toasts');
    fireEvent.click(within(second).getByRole('button', { name: 'Dismiss' }));
    expect(shownMessages(politeRegion())).toEqual(['Success: Keep me']);
  });

  test('dismiss by id removes the toast and cancels its timer', () => {
    const toast = renderToasts();
    let id = 0;
    act(() => {
      id = toast.error('Gone soon');
    });
    expect(jest.getTimerCount()).toBe(1);
    act(() => toast.dismiss(id));
    expect(screen.queryByText('Gone soon')).not.toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(0);
    act(() => toast.dismiss(id));
  });
});
