/**
 * Pagination: total, page size (10/20/50/100 by default), previous/next, page numbers with gaps and a
 * jump-to-page box. Pages are 1-based, as on the wire.
 */
import { useState, type KeyboardEvent } from 'react';
import { useT, type Translate } from '../i18n/locale.ts';
import { Button } from './button.tsx';
import { cn } from './cn.ts';
import { Select } from './select.tsx';
import { crud } from '../../model/i18n/crud.ts';
import type { Page } from '../../model/wire.ts';

export type Counted = Pick<Page<unknown>, 'total' | 'totalEstimated' | 'reachable'>;

export interface PaginationProps {
  current: number;
  size: number;
  /**
   * The list's total as the server counted it (none while the first answer travels). Past LIST_EXACT_TOTAL rows
   * it is an estimate, shown rounded as 约 120万 条, and no page past the rows the server pages (`reachable`) is
   * offered.
   */
  count: Counted | null | undefined;
  sizes?: readonly number[];
  onChange(current: number, size: number): void;
  className?: string;
}

/** An estimated count as the language writes round numbers: 120万, 1.2M. */
export function roughCount(total: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumSignificantDigits: 2 }).format(total);
}

/** A list's status line: 共 N 条记录, or 约 N 条记录 for an estimated total. */
export function resultCount(t: Translate<keyof typeof crud>, page: Counted | null | undefined): string {
  return page?.totalEstimated
    ? t('crud.resultCountEstimated', { total: roughCount(page.total, t.locale) })
    : t('crud.resultCount', { total: page?.total ?? 0 });
}

/** Page numbers to show around the current one, with null for a gap: 1 … 8 9 [10] 11 12 … 20. */
export function pageItems(current: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(current - 2, pages - 5));
  const end = Math.min(pages - 1, start + 4);
  const items: (number | null)[] = [1];
  if (start > 2) items.push(null);
  for (let n = start; n <= end; n++) items.push(n);
  if (end < pages - 1) items.push(null);
  items.push(pages);
  return items;
}

export function Pagination({ current, size, count, sizes = [10, 20, 50, 100], onChange, className }: PaginationProps) {
  const t = useT(crud);
  const total = count?.total ?? 0;
  const paged = Math.min(total, count?.reachable ?? total);
  const pages = Math.max(1, Math.ceil(paged / size));
  const [jump, setJump] = useState('');
  const go = (page: number) => onChange(Math.min(pages, Math.max(1, page)), size);
  const onJump = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const page = Number(jump);
    if (Number.isInteger(page) && page >= 1) go(page);
    setJump('');
  };
  return (
    <nav aria-label={t('pagination.label')} className={cn('flex flex-wrap items-center justify-end gap-2 text-sm text-ink', className)}>
      <span className="text-muted">
        {count?.totalEstimated ? t('pagination.totalEstimated', { total: roughCount(total, t.locale), rows: paged }) : t('pagination.total', { total })}
      </span>
      <Select
        className="w-28"
        aria-label={t('pagination.size')}
        value={String(size)}
        onValueChange={(value) => onChange(1, Number(value))}
        options={sizes.map((s) => ({ value: String(s), label: t('pagination.perPage', { size: s }) }))}
      />
      <Button size="sm" disabled={current <= 1} onClick={() => go(current - 1)} aria-label={t('pagination.previous')}>‹</Button>
      {pageItems(current, pages).map((page, i) =>
        page === null ? (
          <span key={`gap${i}`} aria-hidden className="px-1 text-muted">…</span>
        ) : (
          <Button
            key={page}
            size="sm"
            variant={page === current ? 'primary' : 'default'}
            aria-current={page === current ? 'page' : undefined}
            aria-label={t('pagination.page', { page })}
            onClick={() => go(page)}
          >
            {page}
          </Button>
        ),
      )}
      <Button size="sm" disabled={current >= pages} onClick={() => go(current + 1)} aria-label={t('pagination.next')}>›</Button>
      <label className="flex items-center gap-1 text-muted">
        {t('pagination.jump')}
        <input
          inputMode="numeric"
          value={jump}
          onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
          onKeyDown={onJump}
          className="h-7 w-12 rounded border border-line bg-surface px-1 text-center text-ink focus:border-primary focus:outline-none"
        />
        {t('pagination.pageUnit')}
      </label>
    </nav>
  );
}
