import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from './modal-frame.tsx';
import type { DialogRequest } from './use-dialog-queue.ts';

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps {
  readonly request: DialogRequest;
  /** Called once the dialog is answered: true for the confirm button, false for cancel or Escape. */
  readonly onClose: (request: DialogRequest, confirmed: boolean) => void;
}

/**
 * A confirm (`alertdialog`) or alert (`dialog`) modal, labelled by its title and described by
 * its message (rule shell.ui-kit), in the one modal frame (`modal-frame.tsx`): on open it focuses the
 * safe choice (cancel, or OK for an alert), keeps Tab and Shift-Tab inside, treats Escape as
 * cancel, and on close gives focus back to the element that had it. Mount it with `key={request.id}`.
 */
export function ModalDialog({ request, onClose }: ModalDialogProps) {
  const { t } = useTranslation('common');
  const messageId = useId();
  const initialFocusRef = useRef<HTMLButtonElement>(null);
  const isConfirm = request.kind === 'confirm';
  const title = request.title ?? t(isConfirm ? 'ui.confirmTitle' : 'ui.alertTitle');
  return (
    <ModalFrame
      title={title}
      role={isConfirm ? 'alertdialog' : 'dialog'}
      describedBy={messageId}
      initialFocus={initialFocusRef}
      onEscape={() => onClose(request, false)}
    >
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
    </ModalFrame>
  );
}
