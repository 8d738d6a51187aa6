import { useCallback, useMemo, useState } from 'react';
import type { OverlayApi } from './ui-kit-context.ts';

/**
 * The provider's full-screen overlay state: a count of unreleased `show` calls, so that
 * overlapping tasks keep the overlay up until the last one ends.
 */
export function useBusyCount(): { readonly busy: boolean; readonly api: OverlayApi } {
  const [count, setCount] = useState(0);

  const show = useCallback(() => {
    setCount((value) => value + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      setCount((value) => Math.max(0, value - 1));
    };
  }, []);

  const api = useMemo<OverlayApi>(
    () => ({
      show,
      track: (task) => {
        const release = show();
        return task.finally(release);
      },
    }),
    [show],
  );

  return { busy: count > 0, api };
}
