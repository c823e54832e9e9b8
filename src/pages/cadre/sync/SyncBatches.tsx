/** The comparisons made in scope, newest first, each opening its own page. */
import { useCallback, useMemo } from 'react';
import { useChangeVersion } from '../../../crud/changes.ts';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import { formatDateTime } from '../../../crud/format/dateTime.ts';
import { DataTable, type TableColumn } from '../../../crud/list/DataTable.tsx';
import { PAGE_SIZES } from '../../../crud/list/useListState.ts';
import { useT } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { usePagedLoad } from '../../../crud/list/usePagedLoad.ts';
import { SYNC_KINDS, syncBatches, type SyncBatch } from './syncApi.ts';
import { BATCH_STATUS, batchPath, KIND_COUNTS, KIND_LABELS } from './syncLabels.ts';
import { BATCHES_CHANGED } from './SyncUpload.tsx';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

const WIDTHS: Record<string, number> = { createTime: 150, fileName: 200, source: 80, status: 90, total: 70, newCount: 70, changedCount: 70, unchangedCount: 80, conflictCount: 70, errorCount: 70 };
const NO_FILTERS = {};

export function SyncBatches() {
  const t = useT(cadrePages);
  const data = usePagedLoad(syncBatches, NO_FILTERS, useChangeVersion(BATCHES_CHANGED));
  const columns = useMemo<TableColumn<SyncBatch>[]>(
    () => [
      { name: 'createTime', label: t('cadrePages.sync.time'), sortable: false, cell: (b) => formatDateTime(b.createTime) },
      { name: 'fileName', label: t('cadrePages.sync.fileName'), sortable: false, cell: (b) => <span title={b.fileName ?? ''}>{b.fileName ?? ''}</span> },
      { name: 'source', label: t('cadrePages.sync.source'), sortable: false, cell: (b) => t(b.source === 'http' ? 'cadrePages.sync.sourceHttp' : 'cadrePages.sync.sourceFile') },
      { name: 'status', label: t('cadrePages.sync.status'), sortable: false, cell: (b) => t(BATCH_STATUS[b.status]) },
      { name: 'total', label: t('cadrePages.sync.total'), sortable: false, cell: (b) => String(b.total) },
      ...SYNC_KINDS.map((kind): TableColumn<SyncBatch> => ({ name: KIND_COUNTS[kind], label: t(KIND_LABELS[kind]), sortable: false, cell: (b) => String(b[KIND_COUNTS[kind]] ?? 0) })),
    ],
    [t],
  );
  const actions = useCallback(
    (b: SyncBatch) => (
      <AppLink to={batchPath(b.id)} aria-label={t('cadrePages.sync.openBatch', { time: formatDateTime(b.createTime) })} className="px-1 text-primary hover:underline">
        {t('cadrePages.sync.open')}
      </AppLink>
    ),
    [t],
  );
  const page = data.page;
  const placeholder = data.error ? (
    <ErrorState message={data.error} onRetry={data.reload} />
  ) : page && page.records.length === 0 && !data.loading ? (
    <EmptyState message={t('cadrePages.sync.noBatches')} />
  ) : undefined;
  return (
    <section aria-labelledby="sync-batches-title" className="flex flex-col gap-3">
      <h2 id="sync-batches-title" className="text-base font-semibold text-ink">{t('cadrePages.sync.batches')}</h2>
      <DataTable<SyncBatch>
        label={t('cadrePages.sync.batches')}
        columns={columns}
        widths={WIDTHS}
        records={data.error ? null : (page?.records ?? null)}
        loading={data.loading}
        skeletonRows={5}
        rowLabel={(b) => b.fileName ?? b.id}
        actions={actions}
        actionsWidth={80}
        placeholder={placeholder}
      />
      <Pagination current={data.current} size={data.size} count={page} sizes={PAGE_SIZES} onChange={data.setPage} />
    </section>
  );
}
