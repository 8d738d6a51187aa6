/** Keyboard focus containment for modal dialogs (WAI-ARIA dialog pattern). */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Elements inside `container` that Tab reaches, in document order. */
export function tabbableWithin(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.hidden && element.closest('[inert], [hidden]') === null,
  );
}

/**
 * Handles a Tab keydown so focus cycles inside `container`: Tab on the last element goes to the
 * first, Shift-Tab on the first to the last, and focus found outside is brought back in. Other
 * moves are left to the browser.
 */
export function trapTabKey(event: KeyboardEvent, container: HTMLElement): void {
  const items = tabbableWithin(container);
  const first = items[0];
  const last = items.at(-1);
  const active = document.activeElement;
  const inside = active !== null && active !== container && container.contains(active);
  if (!first || !last) {
    event.preventDefault();
    container.focus();
  } else if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
