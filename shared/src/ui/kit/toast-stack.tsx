import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, ToastIcon } from './icons.tsx';
import { TOAST_DURATION_MS } from './ui-kit-context.ts';
import type { ToastItem } from './use-toast-list.ts';

/** Props of {@link ToastStack}. */
export interface ToastStackProps {
  /** Toasts in the order they were shown, oldest first. */
  readonly toasts: readonly ToastItem[];
  /** Removes a toast: called by its dismiss button and when its time is up. */
  readonly onDismiss: (id: number) => void;
}

/**
 * Toasts stacked top centre (rule shell.ui-kit). Both live regions are always rendered, so a
 * toast added to them is announced: errors in an assertive region pinned above the polite
 * region that holds success and warn toasts; within each region the oldest is on top.
 * `aria-atomic="false"` overrides the roles' implicit true, so only the new toast is read.
 */
export function ToastStack({ toasts, onDismiss }: ToastStackProps) {
  const { t } = useTranslation('common');
  const label = t('ui.notifications');
  const errors = toasts.filter((toast) => toast.type === 'error');
  const others = toasts.filter((toast) => toast.type !== 'error');
  return (
    <div className="toast-stack">
      <div className="toast-stack__region" role="alert" aria-live="assertive" aria-atomic="false" aria-label={label}>
        <ToastList toasts={errors} onDismiss={onDismiss} />
      </div>
      <div className="toast-stack__region" role="status" aria-live="polite" aria-atomic="false" aria-label={label}>
        <ToastList toasts={others} onDismiss={onDismiss} />
      </div>
    </div>
  );
}

function ToastList({ toasts, onDismiss }: ToastStackProps) {
  if (toasts.length === 0) return null;
  return (
    <ul className="toast-stack__list">
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </ul>
  );
}

function Toast({ toast, onDismiss }: { readonly toast: ToastItem; readonly onDismiss: (id: number) => void }) {
  const { t } = useTranslation('common');
  const { id, type, message } = toast;
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [id, onDismiss]);
  return (
    <li className={`toast toast--${type}`}>
      <ToastIcon type={type} />
      <p className="toast__message">
        <span className="visually-hidden">{t(`ui.toastKind.${type}`)} </span>
        {message}
      </p>
      <button type="button" className="toast__dismiss" aria-label={t('ui.dismiss')} onClick={() => onDismiss(id)}>
        <CloseIcon />
      </button>
    </li>
  );
}
