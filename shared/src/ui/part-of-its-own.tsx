import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component in a chunk of its own, for what few pages show (decision 040: the checkout's header and
 * footer, a dead end's search): in the browser it is `React.lazy` in a Suspense boundary, loaded
 * when first rendered (while hydrating, the server's HTML stays until it is there); on the server
 * it is loaded as soon as this module is, so every render has it in place. (A first server render
 * that suspended on it went out in client-rendering mode, React error 419.)
 */
export function partOfItsOwn<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  if (typeof window === 'undefined')
    void load().then((component) => {
      loaded = component;
    });
  return function Part(props: P) {
    const Component = loaded ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
