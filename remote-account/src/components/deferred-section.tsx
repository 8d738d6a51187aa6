import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';
import type { Loaded } from '../lib/loaded.ts';
import { LoadFailed } from './load-failed.tsx';

/** Props of {@link DeferredSection}. */
export interface DeferredSectionProps<T> {
  /** A loader's deferred value (a promise in the browser, already settled on the server). */
  readonly data: Promise<Loaded<T>> | Loaded<T>;
  /** Announced and shown while the data is on its way (client navigations only). */
  readonly loadingLabel: string;
  readonly failedMessage: string;
  readonly retryLabel: string;
  readonly children: (data: T) => ReactNode;
}

/**
 * Deferred data in a card (docs/conventions.md rule 12): a placeholder of about the content's height while
 * it loads, then `children(data)`, or a failure message with a retry link. The server renders
 * it complete (the host waits for deferred data so pages work without JavaScript), and the
 * browser hydrates the same settled value.
 */
export function DeferredSection<T>({ data, loadingLabel, failedMessage, retryLabel, children }: DeferredSectionProps<T>) {
  const show = (loaded: Loaded<T>) => (loaded.ok ? children(loaded.data) : <LoadFailed message={failedMessage} retryLabel={retryLabel} />);
  // Settled (server render, hydration): no Suspense boundary at all. React's stream may move a
  // large complete boundary out of place into hidden markup that only a script puts back, which
  // left a card "loading" forever without JavaScript.
  if (!(data instanceof Promise)) return show(data);
  return (
    <Suspense
      fallback={
        <div className="deferred-placeholder" role="status" aria-busy="true">
          <span className="visually-hidden">{loadingLabel}</span>
        </div>
      }
    >
      <Await resolve={data}>{show}</Await>
    </Suspense>
  );
}
