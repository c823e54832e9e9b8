/**
 * The list page of a declared resource (route: its catalogue path): search form, toolbar (add, bulk
 * delete, export, import, saved views, columns, recycle bin), the table and pagination. All of its state
 * lives in this component, so a kept-alive tab comes back exactly as it was left.
 */
import { useCallback, useMemo, useState } from 'react';
import { QUEUE_KEY } from '../../../model/resource/listQuery.ts';
import type { Transition } from '../../../model/resource/types.ts';
import { resourceApi } from '../../http/api/resource.ts';
import type { Params } from '../../http/query.ts';
import { useT } from '../../i18n/locale.ts';
import { navigate } from '../../router/navigate.ts';
import { Button } from '../../ui/button.tsx';
import { confirm } from '../../ui/confirm.ts';
import { Pagination, resultCount } from '../../ui/pagination.tsx';
import { showToast } from '../../ui/toastStore.ts';
import { AppLink } from '../../router/AppLink.tsx';
import { notifyChanged, useChangeVersion } from '../changes.ts';
import { EmptyState } from '../EmptyState.tsx';
import { ErrorState } from '../ErrorState.tsx';
import { lazyPart, Mounted } from '../lazyPart.tsx';
import { useGrantedMenu } from '../../router/grantedMenu.ts';
import { useTransitions } from '../lifecycle/useTransitions.tsx';
import type { CrudPageProps } from '../pageProps.ts';
import type { WireRecord } from '../recordApi.ts';
import { useMe, usePermissions, useUserKey } from '../usePermissions.ts';
import { ColumnChooser } from './ColumnChooser.tsx';
import { DataTable } from './DataTable.tsx';
import { ExportButton } from './ExportButton.tsx';
import { activeFilterCount } from './listFilters.ts';
import { withShownFields } from './askFirstPage.ts';
import { RowActions } from './RowActions.tsx';
import { SavedViews } from './SavedViews.tsx';
import { SearchForm } from './SearchForm.tsx';
import { declaredWidth, useColumnPrefs } from './useColumnPrefs.ts';
import { useDeclaredList } from './useDeclaredList.ts';
import { nextSort, PAGE_SIZES } from './useListState.ts';
import { useTableColumns } from './useTableColumns.tsx';
import type { ViewState } from './viewState.ts';
import { crud } from '../../../model/i18n/crud.ts';

/** Downloaded on the first click on 导入 (or its hover or focus): the upload, its preview and the commit's progress. */
const ImportDialog = lazyPart(() => import('./ImportDialog.tsx').then((m) => m.ImportDialog));

export default function ListPage({ resource: def, basePath, query: address, detailPath: detailOf, queue: openOnQueue }: CrudPageProps) {
  const t = useT(crud);
  const can = usePermissions();
  const me = useMe();
  // A reviewed lifecycle's list has the reviewer's queue beside all items, for those who decide (queue=review).
  const reviewer = !!def.lifecycle?.review && def.lifecycle.transitions.some((m) => m.by === 'reviewer' && can(m.permission ?? def.permissions.edit));
  const [queue, setQueue] = useState(openOnQueue === true);
  const inQueue = reviewer && queue;
  const prefs = useColumnPrefs(def, useUserKey());
  const [importing, setImporting] = useState(false);
  const api = useMemo(() => resourceApi<WireRecord>(def.name), [def.name]);
  const load = useMemo(
    () => Object.assign((q: Params, signal: AbortSignal) => api.list(withShownFields(q), { signal }), { arrived: (q: Params) => api.arrived(withShownFields(q)) }),
    [api],
  );
  const { state, dispatch, data, filters } = useDeclaredList(def, load, useChangeVersion(def.name), { address, extra: inQueue ? { [QUEUE_KEY]: 'review' } : undefined });
  const page = data.page;

  const detailPath = useCallback((id: string) => detailOf?.(id) ?? `${basePath}/Details/${encodeURIComponent(id)}`, [basePath, detailOf]);
  const columns = useTableColumns(def, prefs.visible, detailPath);
  const widths = useMemo(() => Object.fromEntries(prefs.visible.map((n) => [n, prefs.widths[n] ?? declaredWidth(def, n)])), [def, prefs.visible, prefs.widths]);
  const transitions = useTransitions(def);
  const title = useCallback((r: WireRecord) => String(r[def.titleField] ?? ''), [def.titleField]);

  const removeOne = useCallback(
    async (record: WireRecord) => {
      if (!(await confirm(t('crud.deleteConfirm', { title: title(record) })))) return;
      try {
        await api.remove(record.id);
        showToast(t('crud.deleted', { count: 1 }), 'success');
        dispatch({ type: 'select', ids: [record.id], selected: false });
        notifyChanged(def.name);
      } catch {
        // The request layer has shown why.
      }
    },
    [api, def.name, dispatch, t, title],
  );

  async function removeSelected() {
    const ids = [...state.selection];
    if (!(await confirm(t('crud.deleteManyConfirm', { count: ids.length })))) return;
    try {
      await api.removeMany(ids);
      showToast(t('crud.deleted', { count: ids.length }), 'success');
      dispatch({ type: 'clearSelection' });
      notifyChanged(def.name);
    } catch {
      // All or nothing: nothing was deleted, and the request layer has shown why.
    }
  }

  // The declaration's own views under this list, those the user may open (ListView).
  const granted = useGrantedMenu().granted;
  const views = useMemo(() => (def.views ?? []).filter((v) => granted.has(`${basePath}/${v.path}`)), [def.views, granted, basePath]);
  const rowViews = useMemo(() => views.filter((v) => v.perRecord), [views]);

  const startTransition = transitions.start;
  const onTransition = useCallback((r: WireRecord, move: Transition) => void startTransition(r, move), [startTransition]);
  const onSelect = useCallback((ids: readonly string[], selected: boolean) => dispatch({ type: 'select', ids, selected }), [dispatch]);
  const actions = useCallback(
    (r: WireRecord) => <RowActions def={def} record={r} basePath={basePath} detailPath={detailPath} can={can} me={me} views={rowViews} onDelete={(x) => void removeOne(x)} onTransition={onTransition} />,
    [def, basePath, detailPath, can, me, rowViews, removeOne, onTransition],
  );

  const view: ViewState = { filters: state.filters, columns: prefs.visible, sort: state.sort, size: state.size };
  const applyView = (v: ViewState) => {
    dispatch({ type: 'view', filters: v.filters, sort: v.sort, size: v.size });
    if (v.columns.length) prefs.setVisible(v.columns);
  };

  const filtered = activeFilterCount(def, state.filters) > 0;
  const placeholder = data.error ? (
    <ErrorState message={data.error} onRetry={data.reload} />
  ) : page && page.records.length === 0 && !data.loading ? (
    <EmptyState message={filtered ? t('crud.noMatches') : t('crud.empty')}>
      {filtered ? <Button onClick={() => dispatch({ type: 'reset' })}>{t('crud.clearFilters')}</Button> : null}
    </EmptyState>
  ) : undefined;
  const deletable = can(def.permissions.delete);

  return (
    <section aria-labelledby={`${def.name}-list-title`} className="flex flex-col gap-3 p-4">
      <h1 id={`${def.name}-list-title`} className="sr-only">{t.label(def.label)}</h1>
      {reviewer ? (
        <div role="group" aria-label={t('crud.reviewViews')} className="flex gap-2">
          {([false, true] as const).map((q) => (
            <Button key={String(q)} variant={inQueue === q ? 'primary' : 'default'} aria-pressed={inQueue === q} onClick={() => { setQueue(q); dispatch({ type: 'page', current: 1, size: state.size }); }}>
              {t(q ? 'crud.reviewQueue' : 'crud.allRecords')}
            </Button>
          ))}
        </div>
      ) : null}
      <SearchForm
        def={def}
        draft={state.draft}
        dispatch={dispatch}
      />
      <div role="toolbar" aria-label={t('crud.toolbar')} className="flex flex-wrap items-center gap-2">
        {can(def.permissions.add) ? <Button variant="primary" onClick={() => navigate(`${basePath}/Add`)}>{t('crud.add')}</Button> : null}
        {deletable ? (
          <Button variant="danger" disabled={state.selection.size === 0} onClick={() => void removeSelected()}>
            {t('crud.deleteSelected', { count: state.selection.size })}
          </Button>
        ) : null}
        {can(def.permissions.export) ? <ExportButton def={def} query={filters} /> : null}
        {can(def.permissions.import) ? (
          <Button onPointerEnter={ImportDialog.preload} onFocus={ImportDialog.preload} onClick={() => setImporting(true)}>
            {t('crud.import')}
          </Button>
        ) : null}
        {views.filter((v) => !v.perRecord).map((v) => (
          <AppLink key={v.path} to={`${basePath}/${v.path}`} className="text-primary hover:underline px-2 text-sm">{t.label(v.label)}</AppLink>
        ))}
        <span className="flex-1" />
        <SavedViews def={def} current={view} onApply={applyView} />
        <ColumnChooser def={def} visible={prefs.visible} onChange={prefs.setVisible} />
        {def.recycleBin && deletable ? <AppLink to={`${basePath}/recycle`} className="text-primary hover:underline px-2 text-sm">{t('crud.recycleBin')}</AppLink> : null}
        <Button aria-label={t('crud.refresh')} onClick={data.reload}>↻</Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {data.loading ? t('crud.loading') : data.error ? data.error : resultCount(t, page)}
      </p>
      <DataTable
        label={t.label(def.label)}
        columns={columns}
        widths={widths}
        records={data.error ? null : (page?.records ?? null)}
        loading={data.loading}
        skeletonRows={Math.min(state.size, 10)}
        {...(deletable ? { selection: state.selection, onSelect } : {})}
        rowLabel={(r) => t('crud.selectRow', { title: title(r) })}
        sort={state.sort}
        onSort={(name) => dispatch({ type: 'sort', sort: nextSort(state.sort, name) })}
        onResize={prefs.setWidth}
        actions={actions}
        actionsWidth={def.lifecycle ? 240 : 180}
        placeholder={placeholder}
      />
      <Pagination current={state.current} size={state.size} count={page} sizes={PAGE_SIZES} onChange={(current, size) => dispatch({ type: 'page', current, size })} />
      {can(def.permissions.import) ? (
        <Mounted when={importing}>
          <ImportDialog def={def} open={importing} onClose={() => setImporting(false)} />
        </Mounted>
      ) : null}
      {transitions.dialog}
    </section>
  );
}
