/**
 * The server's time as the client best knows it: the local clock corrected by an offset learnt from the
 * `Date` header of responses. The `sign` header's timestamp uses it, so that a PC whose clock is minutes
 * off (common on intranets without time service) is not refused as stale.
 */

export interface ServerClock {
  /** Unix milliseconds on the server's clock, as estimated. */
  now(): number;
  /** Learns from a response's `Date` header (ignored when absent or unreadable). */
  learn(date: string | null): void;
}

/** `Date` has one-second resolution and the answer took time to arrive: within this, the estimate stands. */
const TOLERANCE_MS = 2000;

export function createServerClock(localNow: () => number = Date.now): ServerClock {
  let offset = 0;
  return {
    now: () => localNow() + offset,
    learn(date) {
      const server = date ? Date.parse(date) : NaN;
      if (Number.isNaN(server)) return;
      const local = localNow();
      const estimate = local + offset;
      // The server's clock read somewhere in [server, server + 1 s) when it answered; keep the offset while
      // the estimate agrees, otherwise aim at the middle of that second (no jitter from every response).
      if (estimate >= server && estimate < server + TOLERANCE_MS) return;
      offset = server + 500 - local;
    },
  };
}
