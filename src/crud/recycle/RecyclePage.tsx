/**
 * The recycle bin of a declared resource (route `.../recycle`): deleted records with when and by whom,
 * restore (the delete permission), purge for good (its own permission, after a confirmation), and the
 * retention period after which the server purges them.
 */
import { useCallback, useMemo, useState } from 'react';
import { listFields } from '../../../model/resource/fields.ts';
import type { Params } from '../../http/query.ts';
import { useT } from '../../i18n/locale.ts';
import { Button } from '../../ui/button.tsx';
import { confirm } from '../../ui/confirm.ts';
import { Pagination, resultCount } from '../../ui/pagination.tsx';
import { showToast } from '../../ui/toastStore.ts';
import { AppLink } from '../../router/AppLink.tsx';
import { notifyChanged, useChangeVersion } from '../changes.ts';
import { EmptyState } from '../EmptyState.tsx';
import { ErrorState } from '../ErrorState.tsx';
import { formatDateTime } from '../format/dateTime.ts';
import { DataTable, type TableColumn } from '../list/DataTable.tsx';
import { declaredWidth } from '../list/useColumnPrefs.ts';
import { PAGE_SIZES } from '../list/useListState.ts';
import { usePagedLoad } from '../list/usePagedLoad.ts';
import { useTableColumns } from '../list/useTableColumns.tsx';
import type { CrudPageProps } from '../pageProps.ts';
import { listRecycle, purgeRecords, restoreRecord, type WireRecord } from '../recordApi.ts';
import { usePermissions } from '../usePermissions.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { crudViews } from '../../../model/i18n/crudViews.ts';

const NO_FILTERS: Params = {};

export default function RecyclePage({ resource: def, basePath }: CrudPageProps) {
  const t = useT(crud, crudViews);
  const can = usePermissions();
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const load = useCallback((q: Params, signal: AbortSignal) => listRecycle(def.name, q, signal), [def.name]);
  const data = usePagedLoad(load, NO_FILTERS, useChangeVersion(def.name));
  const canPurge = can(def.permissions.purge ?? def.permissions.delete);
  const canRestore = can(def.permissions.delete);

  const names = useMemo(() => listFields(def).map((f) => f.name), [def]);
  const fieldColumns = useTableColumns(def, names, null);
  const columns = useMemo<TableColumn[]>(
    () => [
      ...fieldColumns,
      { name: 'deletedAt', label: t('crud.deletedAt'), sortable: false, cell: (r) => formatDateTime(r.deletedAt) },
      { name: 'deletedByName', label: t('crud.deletedBy'), sortable: false, cell: (r) => String(r.deletedByName ?? '') },
    ],
    [fieldColumns, t],
  );
  const widths = useMemo(() => ({ ...Object.fromEntries(names.map((n) => [n, declaredWidth(def, n)])), deletedAt: 150, deletedByName: 120 }), [def, names]);
  const title = (r: WireRecord) => String(r[def.titleField] ?? '');

  const select = useCallback(
    (ids: readonly string[], on: boolean) =>
      setSelection((s) => {
        const next = new Set(s);
        for (const id of ids) (on ? next.add(id) : next.delete(id));
        return next;
      }),
    [],
  );

  const restore = useCallback(
    async (record: WireRecord) => {
      try {
        await restoreRecord(def.name, record.id);
        showToast(t('crud.restored', { title: String(record[def.titleField] ?? '') }), 'success');
        select([record.id], false);
        notifyChanged(def.name);
      } catch {
        // The request layer has shown why (a unique value taken again meanwhile, say).
      }
    },
    [def, select, t],
  );

  const purge = useCallback(
    async (ids: readonly string[], message: string) => {
      if (!(await confirm(message))) return;
      try {
        const { purged } = await purgeRecords(def.name, ids);
        showToast(t('crud.purged', { count: purged }), 'success');
        setSelection(new Set());
        notifyChanged(def.name);
      } catch {
        // All or nothing; the request layer has shown why.
      }
    },
    [def.name, t],
  );

  const actions = useCallback(
    (r: WireRecord) => (
      <span className="inline-flex gap-1">
        {canRestore ? <Button size="sm" variant="link" aria-label={t('crud.restoreOf', { title: String(r[def.titleField] ?? '') })} onClick={() => void restore(r)}>{t('crud.restore')}</Button> : null}
        {canPurge ? (
          <Button size="sm" variant="link" className="text-danger" aria-label={t('crud.purgeOf', { title: String(r[def.titleField] ?? '') })} onClick={() => void purge([r.id], t('crud.purgeConfirm', { title: String(r[def.titleField] ?? '') }))}>
            {t('crud.purge')}
          </Button>
        ) : null}
      </span>
    ),
    [canRestore, canPurge, def.titleField, restore, purge, t],
  );

  const records = data.page?.records ?? null;
  const placeholder = data.error ? <ErrorState message={data.error} onRetry={data.reload} /> : records && records.length === 0 && !data.loading ? <EmptyState message={t('crud.recycleEmpty')} /> : undefined;
  return (
    <section aria-labelledby={`${def.name}-recycle-title`} className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id={`${def.name}-recycle-title`} className="text-lg font-semibold text-ink">{t('crud.recycleTitle', { label: t.label(def.label) })}</h1>
        <span className="flex-1" />
        <AppLink to={basePath} className="text-primary hover:underline text-sm">{t('crud.backToList')}</AppLink>
      </div>
      <p className="text-sm text-muted">{def.retentionDays ? t('crud.retention', { days: def.retentionDays }) : t('crud.retentionForever')}</p>
      {canPurge ? (
        <div role="toolbar" aria-label={t('crud.toolbar')} className="flex gap-2">
          <Button variant="danger" disabled={selection.size === 0} onClick={() => void purge([...selection], t('crud.purgeManyConfirm', { count: selection.size }))}>
            {t('crud.purgeSelected', { count: selection.size })}
          </Button>
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">{data.loading ? t('crud.loading') : resultCount(t, data.page)}</p>
      <DataTable
        label={t('crud.recycleTitle', { label: t.label(def.label) })}
        columns={columns}
        widths={widths}
        records={data.error ? null : records}
        loading={data.loading}
        skeletonRows={Math.min(data.size, 10)}
        {...(canPurge ? { selection, onSelect: select } : {})}
        rowLabel={(r) => t('crud.selectRow', { title: title(r) })}
        actions={actions}
        actionsWidth={150}
        placeholder={placeholder}
      />
      <Pagination current={data.current} size={data.size} count={data.page} sizes={PAGE_SIZES} onChange={data.setPage} />
    </section>
  );
}
