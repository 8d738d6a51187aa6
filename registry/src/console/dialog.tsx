/**
 * The console's modal dialog: the UI kit's modal frame (`@meridian/shared/modal-frame`, the one the
 * site's confirm and alert use): `role="dialog"`, `aria-modal`, labelled by its title, focus moved
 * into it on open (the `initialFocus` element, else the first field or button) and back to where it
 * was on close, Tab kept inside, Escape closes unless a request is running. Styled by the `.modal` classes.
 */
import type { ReactNode, RefObject } from 'react';
import { ModalFrame } from '@meridian/shared/modal-frame';

/** Props: the title, what closing does, the content, and where focus goes first. */
export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Describes the dialog for assistive technology (an element id inside it). */
  describedBy?: string;
  /** While true (a request is running), Escape does not close. */
  busy?: boolean;
  wide?: boolean;
}

/** The modal; render it only while open. */
export function Dialog({ title, onClose, children, initialFocus, describedBy, busy = false, wide = false }: DialogProps) {
  return (
    <ModalFrame
      title={title}
      describedBy={describedBy}
      initialFocus={initialFocus}
      onEscape={busy ? null : onClose}
      className={wide ? 'modal modal--wide' : 'modal'}
    >
      {children}
    </ModalFrame>
  );
}
