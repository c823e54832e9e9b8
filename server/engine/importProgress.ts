/**
 * Progress of the import commits this instance runs, kept in memory: a commit is one transaction, whose
 * progress cannot be written where other requests would read it before it ends.
 */
const running = new Map<string, { done: number; total: number }>();

export function startProgress(batchId: string, total: number): { advance(rows: number): void; end(): void } {
  const entry = { done: 0, total };
  running.set(batchId, entry);
  return {
    advance: (rows) => void (entry.done += rows),
    end: () => void running.delete(batchId),
  };
}

/** 0–1 while this instance commits the batch; undefined otherwise. */
export function commitProgress(batchId: string): number | undefined {
  const entry = running.get(batchId);
  return entry ? (entry.total ? Math.min(0.99, entry.done / entry.total) : 0) : undefined;
}
