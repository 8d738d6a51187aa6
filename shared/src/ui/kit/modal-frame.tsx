/**
 * The frame of every modal, the site's (the UI kit's confirm and alert, `modal-dialog.tsx`) and the
 * registry console's (its forms): a backdrop and a panel with `role` dialog or alertdialog,
 * `aria-modal`, labelled by its title; focus moved in on open (`initialFocus`, else the first
 * tabbable element, else the panel) and back to the opener on close; Tab and Shift-Tab kept inside
 * (`focus-trap.ts`); Escape calls `onEscape`. Keys are heard on the document: they still work after
 * a click on the backdrop or after the focused button was disabled. Exported as
 * `@meridian/shared/modal-frame` (bundled by the console, which has no UI kit provider); styled by
 * the site's `.modal` classes. Render it only while open.
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { tabbableWithin, trapTabKey } from './focus-trap.ts';

/** Props of {@link ModalFrame}. */
export interface ModalFrameProps {
  readonly title: ReactNode;
  /** `alertdialog` for a question that needs an answer; `dialog` otherwise. */
  readonly role?: 'dialog' | 'alertdialog';
  /** Id of the element inside that describes the dialog. */
  readonly describedBy?: string;
  /** Where focus goes on open. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** What Escape does; null while Escape must not close (a request is running). */
  readonly onEscape: (() => void) | null;
  /** Class names of the panel (`modal`, or `modal modal--wide`). */
  readonly className?: string;
  readonly children: ReactNode;
}

/** The modal frame: title, then `children`. */
export function ModalFrame({
  title,
  role = 'dialog',
  describedBy,
  initialFocus,
  onEscape,
  className = 'modal',
  children,
}: ModalFrameProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const escape = useRef(onEscape);

  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const opener = document.activeElement;
    const container = panel.current;
    const target = initialFocus?.current ?? (container ? tabbableWithin(container)[0] : undefined) ?? container;
    target?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
    // Focus moves once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && escape.current !== null) {
        event.preventDefault();
        escape.current();
      } else if (event.key === 'Tab' && panel.current) {
        trapTabKey(event, panel.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className="modal-backdrop">
      <div
        ref={panel}
        className={className}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
