/**
 * Remote config polling (rule popup.remote-config): ask every 200 ms until the config is there,
 * failing after 50 tries.
 */
import { systemTimers, type TimerHandle, type Timers } from '../runtime/ports.ts';

/** Settings of `pollRemoteConfig`; the defaults are the 200 ms and 50 tries of rule popup.remote-config. */
export interface PollOptions {
  /** Pause between tries, in ms (default 200). */
  readonly intervalMs?: number;
  /** Tries before giving up, the first included (default 50). */
  readonly maxTries?: number;
  /** Timers; defaults to the global ones, looked up per call. */
  readonly timers?: Timers;
  /** Aborting stops polling at once and rejects with the signal's reason. */
  readonly signal?: AbortSignal;
}

/**
 * Calls `fetchConfig` now and then every `intervalMs` until it yields a value other than null
 * or undefined; a try that throws or rejects counts as a failed try. With the defaults the
 * tries run at 0, 200, ..., 9800 ms.
 * @returns the first config obtained
 * @throws Error "Polling remote config: nothing after 50 tries" (the try count varies) when
 *   every try failed, the last failure as its `cause`
 */
export function pollRemoteConfig<T>(
  fetchConfig: () => T | null | undefined | Promise<T | null | undefined>,
  options: PollOptions = {},
): Promise<T> {
  const { intervalMs = 200, maxTries = 50, timers = systemTimers(), signal } = options;
  return new Promise<T>((resolve, reject) => {
    let tries = 0;
    let lastError: unknown;
    let timer: TimerHandle | undefined;
    const onAbort = (): void => {
      if (timer !== undefined) timers.clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const finish = (): void => signal?.removeEventListener('abort', onAbort);
    // A function, not a narrowed property read: the signal may abort while a try is awaited.
    const aborted = (): boolean => signal?.aborted === true;
    const attempt = async (): Promise<void> => {
      timer = undefined;
      if (aborted()) return;
      tries += 1;
      try {
        const value = await fetchConfig();
        if (value !== null && value !== undefined) {
          finish();
          resolve(value);
          return;
        }
      } catch (error) {
        lastError = error;
      }
      if (aborted()) return;
      if (tries >= maxTries) {
        finish();
        reject(new Error(`Polling remote config: nothing after ${tries} tries`, { cause: lastError }));
        return;
      }
      timer = timers.setTimeout(() => void attempt(), intervalMs);
    };
    if (aborted()) onAbort();
    else void attempt();
  });
}
