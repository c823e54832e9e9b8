/** Timers driven by hand: nothing in a test waits for real time, and pending timers can be counted. */
import type { Timers } from '../../src/http/timeout.ts';

export class FakeTimers implements Timers {
  readonly pending = new Map<number, { callback: () => void; ms: number }>();
  private lastId = 0;

  setTimeout(callback: () => void, ms: number): number {
    this.pending.set(++this.lastId, { callback, ms });
    return this.lastId;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  /** Runs every pending timer now, as if their time had come. */
  fireAll(): void {
    const due = [...this.pending.values()];
    this.pending.clear();
    for (const { callback } of due) callback();
  }
}
