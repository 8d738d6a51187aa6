import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AlertOptions, ConfirmOptions, DialogsApi } from './ui-kit-context.ts';

/** One requested dialog; `settle` resolves the caller's promise. */
export interface DialogRequest {
  readonly id: number;
  readonly kind: 'alert' | 'confirm';
  readonly message: string;
  readonly title?: string;
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  readonly settle: (confirmed: boolean) => void;
}

/**
 * The provider's dialog state: a first-in first-out queue whose head is the open dialog, a
 * stable API, and `close` for the dialog to report how it was closed. Dialogs still pending
 * when the provider unmounts resolve as cancelled, so no caller waits forever.
 */
export function useDialogQueue(): {
  readonly current: DialogRequest | undefined;
  readonly api: DialogsApi;
  readonly close: (request: DialogRequest, confirmed: boolean) => void;
} {
  const [queue, setQueue] = useState<readonly DialogRequest[]>([]);
  const lastId = useRef(0);
  const pending = useRef<Set<DialogRequest> | null>(null);

  const open = useCallback((kind: DialogRequest['kind'], options: ConfirmOptions | AlertOptions) => {
    return new Promise<boolean>((resolve) => {
      lastId.current += 1;
      const request: DialogRequest = { ...options, id: lastId.current, kind, settle: resolve };
      (pending.current ??= new Set()).add(request);
      setQueue((list) => [...list, request]);
    });
  }, []);

  const close = useCallback((request: DialogRequest, confirmed: boolean) => {
    pending.current?.delete(request);
    request.settle(confirmed);
    setQueue((list) => list.filter((item) => item.id !== request.id));
  }, []);

  useEffect(
    () => () => {
      for (const request of pending.current ?? []) request.settle(false);
      pending.current?.clear();
    },
    [],
  );

  const api = useMemo<DialogsApi>(
    () => ({
      confirm: (options) => open('confirm', options),
      alert: async (options) => {
        await open('alert', options);
      },
    }),
    [open],
  );

  return { current: queue[0], api, close };
}
