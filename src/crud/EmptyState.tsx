/** Nothing to show: the list's own empty state (the spec's silent "empty" answers come here without a message). */
import type { ReactNode } from 'react';

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-sm text-muted">
      <svg aria-hidden width="48" height="40" viewBox="0 0 48 40" className="text-line">
        <path d="M4 14 L12 4 H36 L44 14 V36 H4 Z M4 14 H16 L18 19 H30 L32 14 H44" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <p>{message}</p>
      {children}
    </div>
  );
}
