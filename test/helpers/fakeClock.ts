/** Timers on a clock that only moves when the test says so: `advance(ms)` fires what falls due, in order. */
import type { Timers } from '../../src/http/timeout.ts';

export class FakeClock implements Timers {
  now = 0;
  private readonly timers = new Map<number, { at: number; callback: () => void }>();
  private lastId = 0;

  setTimeout(callback: () => void, ms: number): number {
    this.timers.set(++this.lastId, { at: this.now + ms, callback });
    return this.lastId;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** The delays of the timers now pending, from now. */
  get pendingDelays(): number[] {
    return [...this.timers.values()].map((t) => t.at - this.now).sort((a, b) => a - b);
  }

  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const next = [...this.timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!next) break;
      this.timers.delete(next[0]);
      this.now = next[1].at;
      next[1].callback();
    }
    this.now = end;
  }
}
