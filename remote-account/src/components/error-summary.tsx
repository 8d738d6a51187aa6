import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';

/** One line of the summary: a message, linked to its field when it has one. */
export interface SummaryItem {
  readonly fieldId?: string;
  readonly message: string;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** Heading over field errors ("Please check the following:"). */
  readonly title: string;
  readonly items: readonly SummaryItem[];
  /** More content after the problem (a link to another way of signing in). */
  readonly children?: ReactNode;
  /** Changes with every refused submission (the action's answer): the summary takes focus each time. */
  readonly focusKey?: unknown;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string): void {
  const field = document.getElementById(fieldId);
  if (!field) return;
  // The router would treat the in-page link as a navigation; focusing is all that is wanted.
  event.preventDefault();
  field.focus();
}

/**
 * The errors of a refused submission, announced as an alert and focused (in the browser), each
 * linking to its field (the fields carry the same texts inline). Without JavaScript the links
 * are plain in-page links. Renders nothing without items.
 */
export function ErrorSummary({ title, items, children, focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = items.length > 0;

  useEffect(() => {
    if (visible && focusKey !== undefined) ref.current?.focus();
  }, [focusKey, visible]);

  if (!visible) return null;
  const linked = items.filter((item) => item.fieldId !== undefined);
  const general = items.filter((item) => item.fieldId === undefined);
  return (
    <div className="form-summary" role="alert" tabIndex={-1} ref={ref}>
      {general.map((item) => (
        <p key={item.message} className="form-summary__problem">
          {item.message}
        </p>
      ))}
      {children}
      {linked.length > 0 ? (
        <>
          <p className="form-summary__title">{title}</p>
          <ul className="form-summary__list">
            {linked.map(({ fieldId = '', message }) => (
              <li key={fieldId}>
                <a href={`#${fieldId}`} onClick={(event) => focusField(event, fieldId)}>
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
