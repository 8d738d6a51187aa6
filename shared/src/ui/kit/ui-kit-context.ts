/**
 * Contract of the UI kit (rule shell.ui-kit): the imperative APIs the
 * `UiKitProvider` gives its subtree. The context holds only stable functions; the state
 * behind them lives in the provider, one per page in the browser and one per request on the server.
 */
import { createContext } from 'react';
import type { ToastType } from '../../bus/bus.ts';

/** How long a toast stays on screen, in milliseconds (rule shell.ui-kit). */
export const TOAST_DURATION_MS = 6000;

/** Shows and removes toasts. */
export interface ToastApi {
  /** Shows `message` as a toast of `type` for {@link TOAST_DURATION_MS}; returns its id. */
  show(type: ToastType, message: string): number;
  success(message: string): number;
  warn(message: string): number;
  error(message: string): number;
  /** Removes the toast with `id` now; unknown ids are ignored. */
  dismiss(id: number): void;
}

/** Options of a confirm dialog. Labels default to the translated `ui.ok` and `ui.cancel`. */
export interface ConfirmOptions {
  readonly message: string;
  /** Heading the dialog is labelled by; defaults to the translated `ui.confirmTitle`. */
  readonly title?: string;
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
}

/** Options of an alert dialog. The label defaults to the translated `ui.ok` ("OK"). */
export interface AlertOptions {
  readonly message: string;
  /** Heading the dialog is labelled by; defaults to the translated `ui.alertTitle`. */
  readonly title?: string;
  readonly confirmLabel?: string;
}

/** Modal dialogs. Requests made while one is open wait in a queue and open in order. */
export interface DialogsApi {
  /** Resolves true on the confirm button, false on cancel, Escape or provider unmount. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Resolves when the dialog is closed by its button or Escape. */
  alert(options: AlertOptions): Promise<void>;
}

/** The full-screen loading overlay; shown while at least one `show` is not yet released. */
export interface OverlayApi {
  /** Shows the overlay and returns its release function (calling it twice is harmless). */
  show(): () => void;
  /** Shows the overlay until `task` settles; resolves or rejects as `task` does. */
  track<T>(task: Promise<T>): Promise<T>;
}

/** Everything `UiKitProvider` provides. */
export interface UiKitApi {
  readonly toast: ToastApi;
  readonly dialogs: DialogsApi;
  readonly overlay: OverlayApi;
}

/** Null outside a provider; the hooks turn that into an error naming the hook. */
export const UiKitContext = createContext<UiKitApi | null>(null);
