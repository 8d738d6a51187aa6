import { useCallback, useMemo, useRef, useState } from 'react';
import type { ToastType } from '../../bus/bus.ts';
import type { ToastApi } from './ui-kit-context.ts';

/** One toast on screen. */
export interface ToastItem {
  readonly id: number;
  readonly type: ToastType;
  readonly message: string;
}

/**
 * The provider's toast state: the list in the order shown (oldest first) and a stable API.
 * Expiry is timed by each toast from its mount (see `ToastStack`), so no timer outlives it.
 */
export function useToastList(): { readonly toasts: readonly ToastItem[]; readonly api: ToastApi } {
  const [toasts, setToasts] = useState<readonly ToastItem[]>([]);
  const lastId = useRef(0);

  const show = useCallback((type: ToastType, message: string) => {
    lastId.current += 1;
    const id = lastId.current;
    setToasts((list) => [...list, { id, type, message }]);
    return id;
  }, []);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => (list.some((toast) => toast.id === id) ? list.filter((toast) => toast.id !== id) : list));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message) => show('success', message),
      warn: (message) => show('warn', message),
      error: (message) => show('error', message),
    }),
    [show, dismiss],
  );

  return { toasts, api };
}
