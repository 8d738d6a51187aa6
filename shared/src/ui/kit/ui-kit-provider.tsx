import { Suspense, lazy, useEffect, useMemo, type ReactNode } from 'react';
import type { Bus, BusEvents } from '../../bus/bus.ts';
import { LoadingOverlay } from './loading-overlay.tsx';
import { ToastStack } from './toast-stack.tsx';
import { UiKitContext, type UiKitApi } from './ui-kit-context.ts';
import { useBusyCount } from './use-busy-count.ts';
import { useDialogQueue } from './use-dialog-queue.ts';
import { useToastList } from './use-toast-list.ts';

// No page opens a dialog before hydration, so the dialog (with its focus trap) loads the first
// time one opens, in a chunk of its own, not in every page's start-up (first-load budget, decision 015).
const ModalDialog = lazy(() => import('./modal-dialog.tsx').then(({ ModalDialog }) => ({ default: ModalDialog })));

/** Props of {@link UiKitProvider}. */
export interface UiKitProviderProps {
  /** The page's bus: its 'toast:show' and 'modal:open' events are shown by this provider. */
  readonly bus?: Bus;
  readonly children?: ReactNode;
}

/**
 * State and host of the UI elements of rule shell.ui-kit: the toast stack, the modal dialog (one at
 * a time, others queued) and the full-screen loading overlay. Render one per page in the browser
 * and one per request on the server, inside the i18n provider (texts come from `common`, `ui.*`).
 * `children` are wrapped in a div that carries `aria-busy` while the full-screen overlay shows.
 * Dialogs opened through the bus are fire-and-forget: their answer is not sent back.
 */
export function UiKitProvider({ bus, children }: UiKitProviderProps) {
  const { toasts, api: toast } = useToastList();
  const { current, api: dialogs, close } = useDialogQueue();
  const { busy, api: overlay } = useBusyCount();
  const api = useMemo<UiKitApi>(() => ({ toast, dialogs, overlay }), [toast, dialogs, overlay]);

  useEffect(() => {
    if (!bus) return undefined;
    const onToast = ({ type, message }: BusEvents['toast:show']) => {
      toast.show(type, message);
    };
    const onModal = ({ kind, ...options }: BusEvents['modal:open']) => {
      void (kind === 'confirm' ? dialogs.confirm(options) : dialogs.alert(options));
    };
    bus.on('toast:show', onToast);
    bus.on('modal:open', onModal);
    return () => {
      bus.off('toast:show', onToast);
      bus.off('modal:open', onModal);
    };
  }, [bus, toast, dialogs]);

  return (
    <UiKitContext.Provider value={api}>
      <div className="ui-kit-content" aria-busy={busy}>
        {children}
      </div>
      <LoadingOverlay active={busy} fullScreen />
      <ToastStack toasts={toasts} onDismiss={toast.dismiss} />
      {current ? (
        <Suspense fallback={null}>
          <ModalDialog key={current.id} request={current} onClose={close} />
        </Suspense>
      ) : null}
    </UiKitContext.Provider>
  );
}
