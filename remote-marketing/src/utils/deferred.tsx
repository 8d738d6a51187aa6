import { use, type ComponentType } from 'react';

/**
 * A component whose code is a chunk of its own, off a page's first load (first-load budget,
 * decision 015), and still in the server's HTML: `preload()` (from the route's loader, which runs
 * on the server and before a client navigation renders, never while a page hydrates) fetches it,
 * so the render that follows has it at once. While the page hydrates, the component's part of the
 * page stays as the server sent it, inside its `<Suspense>` boundary, until its code has arrived.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  // A settled promise carries its outcome as React's `use` reads it (`status`, `value`), so `use` answers at once.
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    if (!loading) {
      const pending: Promise<ComponentType<P>> = load().then(
        (component) => {
          Object.assign(pending, { status: 'fulfilled', value: component });
          return component;
        },
        (error: unknown) => {
          Object.assign(pending, { status: 'rejected', reason: error });
          loading = undefined;
          throw error;
        },
      );
      loading = pending;
    }
    return loading;
  };
  function Deferred(props: P) {
    const Component = use(preload());
    return <Component {...props} />;
  }
  return { Component: Deferred, preload };
}
