import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { trapTabKey } from './focus-trap.ts';
import type { DialogRequest } from './use-dialog-queue.ts';

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps {
  readonly request: DialogRequest;
  /** Called once the dialog is answered: true for the confirm button, false for cancel or Escape. */
  readonly onClose: (request: DialogRequest, confirmed: boolean) => void;
}

/**
 * A confirm (`alertdialog`) or alert (`dialog`) modal, labelled by its title and described by
 * its message (spec section 2). On open it focuses the safe choice (cancel, or OK for an
 * alert), keeps Tab and Shift-Tab inside, treats Escape as cancel, and on close gives focus
 * back to the element that had it. Mount it with `key={request.id}`.
 */
export function ModalDialog({ request, onClose }: ModalDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const initialFocusRef = useRef<HTMLButtonElement>(null);
  const isConfirm = request.kind === 'confirm';

  useEffect(() => {
    const opener = document.activeElement;
    initialFocusRef.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    // On the document, not the dialog: keys still work after a click on the backdrop blurred it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose(request, false);
      } else if (event.key === 'Tab' && dialogRef.current) {
        trapTabKey(event, dialogRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose, request]);

  const title = request.title ?? t(isConfirm ? 'ui.confirmTitle' : 'ui.alertTitle');
  return (
    <div className="modal-backdrop">
      <div
        ref={dialogRef}
        className="modal"
        role={isConfirm ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <p id={messageId} className="modal__message">
          {request.message}
        </p>
        <div className="modal__actions">
          {isConfirm ? (
            <button ref={initialFocusRef} type="button" className="button button--ghost" onClick={() => onClose(request, false)}>
              {request.cancelLabel ?? t('ui.cancel')}
            </button>
          ) : null}
          <button
            ref={isConfirm ? undefined : initialFocusRef}
            type="button"
            className="button button--primary"
            onClick={() => onClose(request, true)}
          >
            {request.confirmLabel ?? t('ui.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
