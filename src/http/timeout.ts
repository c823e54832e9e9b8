/**
 * A request's deadline: one AbortController aborted by the timer or by the caller's own signal, whichever
 * comes first, and a `reason()` telling which. `clear()` must run whatever happens (the caller's finally):
 * it stops the timer and forgets the caller's signal, so a settled request holds nothing alive.
 */

/** The timer functions, injectable so that tests drive time by hand. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Deadline {
  readonly signal: AbortSignal;
  /** Why the signal fired, or null while it has not. */
  reason(): 'timeout' | 'aborted' | null;
  clear(): void;
}

export function startDeadline(ms: number, callerSignal: AbortSignal | undefined, timers: Timers): Deadline {
  const controller = new AbortController();
  let reason: 'timeout' | 'aborted' | null = null;
  const stop = (why: 'timeout' | 'aborted') => {
    if (reason) return;
    reason = why;
    controller.abort();
  };
  const onCallerAbort = () => stop('aborted');
  const abortedAlready = callerSignal?.aborted ?? false;
  if (abortedAlready) stop('aborted');
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = abortedAlready ? undefined : timers.setTimeout(() => stop('timeout'), ms);
  return {
    signal: controller.signal,
    reason: () => reason,
    clear() {
      if (timer !== undefined) timers.clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
