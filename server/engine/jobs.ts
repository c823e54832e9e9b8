/**
 * Background work of this instance (exports, import commits): started without holding the request, each
 * with an AbortSignal that the server's stop fires, so that a job ends cleanly (recording its failure)
 * before the database closes. `idle()` lets tests wait for the jobs they started.
 */
import type { Logger } from '../log.ts';

export interface Jobs {
  /** Starts `work` now; its failure is logged, never thrown to the caller. */
  run(name: string, work: (signal: AbortSignal) => Promise<void>): void;
  /** Resolves when no job of this instance is running. */
  idle(): Promise<void>;
  /** Aborts every running job and waits for them to end. */
  stop(): Promise<void>;
}

export function createJobs(log: Logger): Jobs {
  const controller = new AbortController();
  const running = new Set<Promise<void>>();
  return {
    run(name, work) {
      const job = work(controller.signal).catch((err: unknown) => log.error('background job failed', { err, job: name }));
      running.add(job);
      void job.finally(() => running.delete(job));
    },
    async idle() {
      while (running.size) await Promise.all(running);
    },
    async stop() {
      controller.abort(new Error('server stopping'));
      await this.idle();
    },
  };
}
