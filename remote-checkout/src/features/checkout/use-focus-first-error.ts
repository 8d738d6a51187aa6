import { useEffect, type RefObject } from 'react';

/** What a failed submit marks, first to last in reading order: an invalid control, a method error, the form's error. */
const FIRST_TO_FIX = '[aria-invalid="true"], .method-list[aria-describedby] input, [role="alert"]';

/**
 * After a failed submit (`failure` changes to a new, non-null value), moves focus to the first
 * thing to fix in `form` and scrolls it to the middle of the screen, on every width (decision 040: on a
 * phone the error was 900 px above the pay button that kept focus). A form-level error paragraph
 * must carry `tabIndex={-1}` to take focus.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, failure: unknown): void {
  useEffect(() => {
    if (failure === null || failure === undefined) return;
    const target = form.current?.querySelector<HTMLElement>(FIRST_TO_FIX);
    if (!target) return;
    // Optional: jsdom draws no layout and has no scrollIntoView.
    target.scrollIntoView?.({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [form, failure]);
}
