/**
 * The records of a usePagedLoad on screen: the live count (when asked), the table of people with its loading,
 * empty and error states, and the pagination. The review queues, the sync failures and the abnormal people
 * show their pages so.
 */
import type { ReactNode } from 'react';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import { DataTable, type TableColumn } from '../../../crud/list/DataTable.tsx';
import { PAGE_SIZES } from '../../../crud/list/useListState.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { useT } from '../../../i18n/locale.ts';
import { cn } from '../../../ui/cn.ts';
import { Pagination, resultCount } from '../../../ui/pagination.tsx';
import type { PagedLoad } from '../../../crud/list/usePagedLoad.ts';
import { crud } from '../../../../model/i18n/crud.ts';

export interface PagedTableProps {
  data: PagedLoad<WireRecord>;
  label: string;
  columns: readonly TableColumn[];
  widths: Readonly<Record<string, number>>;
  /** What an empty page says. */
  empty: string;
  actions(record: WireRecord): ReactNode;
  actionsWidth: number;
  /** Say how many records there are above the table. */
  counted?: boolean;
  className?: string;
  /** Dialogs the actions open. */
  children?: ReactNode;
}

export function PagedTable({ data, label, columns, widths, empty, actions, actionsWidth, counted = false, className, children }: PagedTableProps) {
  const t = useT(crud);
  const page = data.page;
  const placeholder = data.error ? (
    <ErrorState message={data.error} onRetry={data.reload} />
  ) : page && page.records.length === 0 && !data.loading ? (
    <EmptyState message={empty} />
  ) : undefined;
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {counted ? (
        <p aria-live="polite" className="text-sm text-muted">
          {data.loading ? t('crud.loading') : data.error ? '' : resultCount(t, page)}
        </p>
      ) : null}
      <DataTable
        label={label}
        columns={columns}
        widths={widths}
        records={data.error ? null : (page?.records ?? null)}
        loading={data.loading}
        skeletonRows={5}
        rowLabel={(r) => String(r.realName ?? '')}
        actions={actions}
        actionsWidth={actionsWidth}
        placeholder={placeholder}
      />
      <Pagination current={data.current} size={data.size} count={page} sizes={PAGE_SIZES} onChange={data.setPage} />
      {children}
    </div>
  );
}
