/**
 * Answers asked for ahead of the view that shows them. A list page asks for its first page as it mounts
 * (src/pages/registry.ts), so that the answer travels while the page's code downloads and the shell draws;
 * the view's own identical call, once it has drawn, takes that answer instead of asking again; a view that
 * mounts after the answer came takes it as it first draws (takeArrived), so that it never shows a skeleton for
 * data already in. An answer is taken once, and one nobody takes soon is forgotten, so that a later view never
 * shows old records.
 */
export const KEPT_MS = 10_000;

interface Asked {
  answer: Promise<unknown>;
  /** Set once the answer has come, successfully. */
  arrived?: { value: unknown };
}

const answers = new Map<string, Asked>();

/** Starts `ask` under `key`, unless an answer under it is waiting to be taken. */
export function askAhead(key: string, ask: () => Promise<unknown>): void {
  if (answers.has(key)) return;
  const asked: Asked = { answer: ask() };
  // A failure is the taker's to handle (the request layer has already told the user); untaken, it is no one's.
  asked.answer.then((value) => void (asked.arrived = { value }), () => undefined);
  answers.set(key, asked);
  setTimeout(() => {
    if (answers.get(key) === asked) answers.delete(key);
  }, KEPT_MS);
}

/** The answer under `key` when it has already come, taken; undefined while it travels, after a failure, or without one. */
export function takeArrived<T>(key: string): T | undefined {
  const arrived = answers.get(key)?.arrived;
  if (!arrived) return undefined;
  answers.delete(key);
  return arrived.value as T;
}

/**
 * The answer asked for under `key`, taken (the next call asks again), or undefined when there is none. It
 * rejects with `signal`'s reason once the taker aborts, as the taker's own request would.
 */
export function takeAhead<T>(key: string, signal?: AbortSignal): Promise<T> | undefined {
  const answer = answers.get(key)?.answer as Promise<T> | undefined;
  if (!answer) return undefined;
  answers.delete(key);
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    // Settled, the answer no longer needs the signal: a long-lived one (the view's) would keep the listener.
    const settle = () => signal.removeEventListener('abort', abort);
    answer.then(
      (value) => {
        settle();
        resolve(value);
      },
      (error: unknown) => {
        settle();
        reject(error);
      },
    );
  });
}
