/**
 * 同步比对结果 (/retiredVeteranCadres/synchronous/{batchId}): the counts of a comparison and its rows by
 * kind (new; changed, field by field; unchanged; conflict and error, with the reason), then 应用同步
 * (button apply: one transaction, refused with the server's 409 message when a person changed since) or
 * 放弃. After applying, the failed rows wait in 同步异常. The batch is read again after a change notice (its
 * own, another tab's), and the page says aria-busy meanwhile.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { notifyChanged, useChangeVersion } from '../../../crud/changes.ts';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import { formatDateTime } from '../../../crud/format/dateTime.ts';
import { DataTable, type TableColumn } from '../../../crud/list/DataTable.tsx';
import { PAGE_SIZES } from '../../../crud/list/useListState.ts';
import { useOrgTree } from '../../../crud/org/orgTreeStore.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { RequestError } from '../../../http/errors.ts';
import type { Params } from '../../../http/query.ts';
import { useT } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import type { PageProps } from '../../../router/pageProps.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm.ts';
import { Pagination } from '../../../ui/pagination.tsx';
import { showToast } from '../../../ui/toastStore.ts';
import { Highlight } from '../common/Highlight.tsx';
import { usePagedLoad } from '../../../crud/list/usePagedLoad.ts';
import { applySync, discardSync, syncBatch, syncRows, SYNC_KINDS, type AppliedBatch, type SyncBatch, type SyncKind, type SyncRow } from './syncApi.ts';
import { SyncChanges } from './SyncChanges.tsx';
import { APPLY_CODE, BATCH_STATUS, KIND_COUNTS, KIND_LABELS, KIND_TONES, SYNC_ERROR_PAGE, SYNC_PAGE } from './syncLabels.ts';
import { BATCHES_CHANGED } from './SyncUpload.tsx';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crud } from '../../../../model/i18n/crud.ts';

const WIDTHS = { rowNo: 60, kind: 80, realName: 100, idCard: 180, unitCode: 200, detail: 460 };

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; batch: SyncBatch };

export default function SyncBatchPage({ params }: PageProps) {
  const t = useT(cadrePages, crud);
  const can = usePermissions();
  const orgs = useOrgTree();
  const batchId = params.batchId ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [kind, setKind] = useState<SyncKind | 'all'>('all');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [applied, setApplied] = useState<AppliedBatch | null>(null);
  const batchVersion = useChangeVersion(BATCHES_CHANGED);
  // The reading the shown batch answers, and the one wanted now.
  const reading = `${batchId}|${attempt}|${batchVersion}`;
  const [readFor, setReadFor] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const show = (next: Loaded) => {
      setLoaded(next);
      setReadFor(reading);
    };
    syncBatch(batchId, controller.signal).then(
      (batch) => show({ kind: 'ready', batch }),
      (e: unknown) => !controller.signal.aborted && show({ kind: 'failed', message: e instanceof RequestError ? e.userMessage : String(e) }),
    );
    return () => controller.abort();
  }, [batchId, reading]);

  const filters = useMemo<Params>(() => (kind === 'all' ? {} : { kind }), [kind]);
  const load = useCallback((q: Params, signal: AbortSignal) => syncRows(batchId, q, signal), [batchId]);
  const rows = usePagedLoad(load, filters, batchId, { size: 20 });

  const columns = useMemo<TableColumn<SyncRow>[]>(
    () => [
      { name: 'rowNo', label: t('cadrePages.sync.rowNo'), sortable: false, cell: (r) => String(r.rowNo) },
      { name: 'kind', label: t('cadrePages.sync.kind'), sortable: false, cell: (r) => <Highlight tone={KIND_TONES[r.kind]}>{t(KIND_LABELS[r.kind])}</Highlight> },
      { name: 'realName', label: t('cadrePages.sync.name'), sortable: false, cell: (r) => r.realName ?? '' },
      { name: 'idCard', label: t('cadrePages.sync.idCard'), sortable: false, cell: (r) => r.idCard ?? '' },
      { name: 'unitCode', label: t('cadrePages.sync.unit'), sortable: false, cell: (r) => orgs.names.get(r.unitCode ?? '') ?? r.unitCode ?? '' },
      { name: 'detail', label: t('cadrePages.sync.detail'), sortable: false, cell: (r) => <SyncChanges row={r} /> },
    ],
    [t, orgs.names],
  );

  if (loaded.kind === 'loading') return <p aria-busy className="p-8 text-center text-sm text-muted">{t('crud.loading')}</p>;
  if (loaded.kind === 'failed') return <ErrorState message={loaded.message} onRetry={() => setAttempt((n) => n + 1)} />;
  const batch = loaded.batch;
  const open = batch.status === 'previewed';
  const failures = batch.conflictCount + batch.errorCount;

  async function apply() {
    if (!(await confirm(t('cadrePages.sync.applyConfirm', { created: batch.newCount, changed: batch.changedCount, failed: failures })))) return;
    setBusy(true);
    setRefused(null);
    try {
      const result = await applySync(batch.id);
      setApplied(result);
      setLoaded({ kind: 'ready', batch: result });
      showToast(t('cadrePages.sync.applied', { applied: result.applied, failed: result.failed }), 'success');
      notifyChanged('cadre');
      notifyChanged('cadreSyncError');
      notifyChanged(BATCHES_CHANGED);
    } catch (e) {
      // 409: a person changed since the comparison, or the batch was handled elsewhere. Nothing was written.
      if (e instanceof RequestError && e.status === 409) setRefused(e.userMessage);
    } finally {
      setBusy(false);
    }
  }

  async function discard() {
    if (!(await confirm(t('cadrePages.sync.discardConfirm')))) return;
    setBusy(true);
    try {
      const result = await discardSync(batch.id);
      setLoaded({ kind: 'ready', batch: result });
      showToast(t('cadrePages.sync.discarded'), 'success');
      notifyChanged(BATCHES_CHANGED);
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false);
    }
  }

  const page = rows.page;
  const placeholder = rows.error ? (
    <ErrorState message={rows.error} onRetry={rows.reload} />
  ) : page && page.records.length === 0 && !rows.loading ? (
    <EmptyState message={t('cadrePages.sync.noRows')} />
  ) : undefined;
  const filterButton = (value: SyncKind | 'all', label: string, count: number) => (
    <Button key={value} variant={kind === value ? 'primary' : 'default'} aria-pressed={kind === value} onClick={() => setKind(value)}>
      {t('cadrePages.sync.countOf', { label, count })}
    </Button>
  );

  return (
    <section aria-labelledby="sync-batch-title" aria-busy={busy || readFor !== reading || undefined} className="flex flex-col gap-4 p-4">
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="sync-batch-title" className="text-lg font-semibold text-ink">{t('cadrePages.sync.batchTitle', { file: batch.fileName ?? t('cadrePages.sync.sourceHttp') })}</h1>
        <Highlight tone={open ? 'warning' : batch.status === 'applied' ? 'success' : 'default'}>{t(BATCH_STATUS[batch.status])}</Highlight>
        <span className="text-sm text-muted">{formatDateTime(batch.createTime)}</span>
        <span className="flex-1" />
        {open && can(APPLY_CODE) ? (
          <>
            <Button variant="primary" size="lg" disabled={busy || batch.newCount + batch.changedCount + failures === 0} onClick={() => void apply()}>{t('cadrePages.sync.apply')}</Button>
            <Button size="lg" disabled={busy} onClick={() => void discard()}>{t('cadrePages.sync.discard')}</Button>
          </>
        ) : null}
        <AppLink to={SYNC_PAGE} className="inline-flex h-8 items-center px-2 text-sm text-primary hover:underline">{t('cadrePages.sync.back')}</AppLink>
      </header>
      {refused ? (
        <div role="alert" className="rounded border border-danger bg-danger/10 px-4 py-2 text-sm text-danger">
          {refused} {t('cadrePages.sync.compareAgain')}
        </div>
      ) : null}
      {applied ? (
        <div role="status" className="flex flex-wrap items-center gap-2 rounded border border-success/40 bg-success/10 px-4 py-2 text-sm text-ink">
          {t('cadrePages.sync.applied', { applied: applied.applied, failed: applied.failed })}
          {applied.failed ? <AppLink to={SYNC_ERROR_PAGE} className="text-primary hover:underline">{t('cadrePages.sync.toFailures')}</AppLink> : null}
        </div>
      ) : null}
      <div role="group" aria-label={t('cadrePages.sync.byKind')} className="flex flex-wrap gap-2">
        {filterButton('all', t('cadrePages.sync.all'), batch.total)}
        {SYNC_KINDS.map((k) => filterButton(k, t(KIND_LABELS[k]), Number(batch[KIND_COUNTS[k]] ?? 0)))}
      </div>
      <DataTable<SyncRow>
        label={t('cadrePages.sync.rows')}
        columns={columns}
        widths={WIDTHS}
        records={rows.error ? null : (page?.records ?? null)}
        loading={rows.loading}
        skeletonRows={10}
        rowLabel={(r) => r.realName ?? String(r.rowNo)}
        placeholder={placeholder}
      />
      <Pagination current={rows.current} size={rows.size} count={page} sizes={PAGE_SIZES} onChange={rows.setPage} />
    </section>
  );
}
