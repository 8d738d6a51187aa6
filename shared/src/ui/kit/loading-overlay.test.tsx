import { useEffect, useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { LoadingRegion } from './loading-overlay.tsx';
import { renderWithI18n, renderWithKit } from './render-with-kit.tsx';
import type { OverlayApi } from './ui-kit-context.ts';
import { useOverlay } from './use-overlay.ts';

function PlansExample({ label }: { readonly label?: string }) {
  const [loading, setLoading] = useState(true);
  return (
    <>
      <LoadingRegion loading={loading} label={label} role="region" aria-label="Plans" className="plans">
        <p>Monthly plan</p>
      </LoadingRegion>
      <button type="button" onClick={() => setLoading((value) => !value)}>
        Toggle
      </button>
    </>
  );
}

describe('LoadingRegion (overlay over an element)', () => {
  test('marks the covered region busy and announces the translated label politely outside it', () => {
    renderWithI18n(<PlansExample />);
    const region = screen.getByRole('region', { name: 'Plans' });
    const status = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveClass('loading-region', 'plans');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Loading…');
    expect(region).not.toContainElement(status);
  });

  test('draws the spinner inside the region, hidden from assistive technology', () => {
    renderWithI18n(<PlansExample />);
    const region = screen.getByRole('region', { name: 'Plans' });
    const overlay = region.querySelector('.loading-overlay');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    expect(overlay?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  test('when loading ends the region is no longer busy and the live region stays, empty', () => {
    renderWithI18n(<PlansExample />);
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    const region = screen.getByRole('region', { name: 'Plans' });
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(region.querySelector('.loading-overlay')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByText('Monthly plan')).toBeInTheDocument();
  });

  test('announces a given label instead of the default', () => {
    renderWithI18n(<PlansExample label="Loading plans…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans…');
  });
});

function OverlayProbe({ onApi }: { readonly onApi: (api: OverlayApi) => void }) {
  const api = useOverlay();
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return <main>Checkout</main>;
}

function renderOverlay(): OverlayApi {
  let captured: OverlayApi | undefined;
  renderWithKit(<OverlayProbe onApi={(api) => (captured = api)} />);
  if (!captured) throw new Error('useOverlay gave no API');
  return captured;
}

// The provider's other polite region is the toast stack, named "Notifications".
const loadingStatus = () => screen.getByRole('status', { name: '' });
const page = () => screen.getByRole('main').parentElement;

describe('useOverlay (full-screen overlay)', () => {
  test('show marks the page busy and announces loading until released', () => {
    const overlay = renderOverlay();
    expect(page()).toHaveAttribute('aria-busy', 'false');
    expect(loadingStatus()).toBeEmptyDOMElement();
    let release = () => {};
    act(() => {
      release = overlay.show();
    });
    expect(page()).toHaveAttribute('aria-busy', 'true');
    expect(loadingStatus()).toHaveTextContent('Loading…');
    expect(loadingStatus()).toHaveAttribute('aria-live', 'polite');
    expect(page()).not.toContainElement(loadingStatus());
    expect(document.querySelector('.loading-overlay--full-screen')).toHaveAttribute('aria-hidden', 'true');
    act(() => release());
    expect(page()).toHaveAttribute('aria-busy', 'false');
    expect(document.querySelector('.loading-overlay--full-screen')).toBeNull();
  });

  test('overlapping shows keep it up until the last release; releasing twice counts once', () => {
    const overlay = renderOverlay();
    let first = () => {};
    let second = () => {};
    act(() => {
      first = overlay.show();
      second = overlay.show();
    });
    act(() => {
      first();
      first();
    });
    expect(page()).toHaveAttribute('aria-busy', 'true');
    act(() => second());
    expect(page()).toHaveAttribute('aria-busy', 'false');
  });

  test('track shows it until the task settles and passes the outcome through', async () => {
    const overlay = renderOverlay();
    let finish: (value: string) => void = () => {};
    let tracked: Promise<string> | undefined;
    act(() => {
      tracked = overlay.track(new Promise<string>((resolve) => (finish = resolve)));
    });
    expect(page()).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      finish('done');
      await expect(tracked).resolves.toBe('done');
    });
    expect(page()).toHaveAttribute('aria-busy', 'false');

    let failed: Promise<string> | undefined;
    act(() => {
      failed = overlay.track(Promise.reject(new Error('purchase failed')));
    });
    await act(async () => {
      await expect(failed).rejects.toThrow('purchase failed');
    });
    expect(page()).toHaveAttribute('aria-busy', 'false');
  });
});
