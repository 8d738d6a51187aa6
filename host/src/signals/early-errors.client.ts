/**
 * Errors a page meets before its signals collector starts (decision 047): the collector is a chunk
 * loaded after hydration, but a bad area version most often throws while it loads or hydrates. The
 * browser entry starts this buffer first thing, before any area's script runs; the collector takes
 * what it holds when it starts (and the buffer stops listening), so an error is counted once, by
 * whichever listened when it happened. A page view that is not sampled takes and drops it.
 */

/** What an error event left: the stack (an `Error`'s) and the script it came from, if the browser said. */
export interface EarlyError {
  readonly stack: string | undefined;
  readonly filename: string | undefined;
}

/** Enough to tell which area versions threw; a page throwing in a loop keeps only its first errors. */
const MAX_EARLY_ERRORS = 20;

let buffer: EarlyError[] | null = null;
let stop: () => void = () => undefined;

/** Starts listening on `target` (the window) for uncaught errors and unhandled rejections; once per page. */
export function startEarlyErrors(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): void {
  if (buffer !== null) return;
  const held: EarlyError[] = [];
  buffer = held;
  const keep = (entry: EarlyError) => {
    if (held.length < MAX_EARLY_ERRORS) held.push(entry);
  };
  const onError = (event: Event) => {
    const { error, filename } = event as ErrorEvent;
    keep({ stack: error instanceof Error ? error.stack : undefined, filename: filename || undefined });
  };
  const onRejection = (event: Event) => {
    const { reason } = event as PromiseRejectionEvent;
    keep({ stack: reason instanceof Error ? reason.stack : undefined, filename: undefined });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  stop = () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** What the buffer holds, in order; it stops listening, and later calls return nothing. */
export function takeEarlyErrors(): readonly EarlyError[] {
  const held = buffer ?? [];
  stop();
  stop = () => undefined;
  buffer = [];
  return held;
}
