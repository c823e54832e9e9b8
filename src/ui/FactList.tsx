/** Term and value pairs of a record's detail page, in a grid of two or three columns from medium screens on. */
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export function FactList({ rows, columns = 2 }: { rows: readonly (readonly [string, ReactNode])[]; columns?: 2 | 3 }) {
  return (
    <dl className={cn('grid grid-cols-1 gap-x-6 gap-y-3 text-sm', columns === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2')}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="text-muted">{term}</dt>
          <dd className="mt-0.5 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
