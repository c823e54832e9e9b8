/**
 * A system list on screen, made of the crud list's parts: the declaration's search form, a toolbar, the
 * records table with its remembered column choice and widths, the live total, the empty and error states and
 * the pagination. Cells of code-valued columns are the page's to render (`cells`).
 */
import { useMemo, type ReactNode } from 'react';
import { useT } from '../../i18n/locale.ts';
import { Button } from '../../ui/button.tsx';
import { Pagination, resultCount } from '../../ui/pagination.tsx';
import type { Option } from '../../ui/select.tsx';
import { EmptyState } from '../EmptyState.tsx';
import { ErrorState } from '../ErrorState.tsx';
import { ColumnChooser } from './ColumnChooser.tsx';
import { DataTable, type TableColumn } from './DataTable.tsx';
import { activeFilterCount } from './listFilters.ts';
import { SearchForm } from './SearchForm.tsx';
import { declaredWidth, useColumnPrefs } from './useColumnPrefs.ts';
import { nextSort, PAGE_SIZES } from './useListState.ts';
import { useTableColumns } from './useTableColumns.tsx';
import type { WireRecord } from '../recordApi.ts';
import { useUserKey } from '../usePermissions.ts';
import type { DeclaredListModel } from './useDeclaredList.ts';
import { crud } from '../../../model/i18n/crud.ts';

export interface DeclaredListProps {
  list: DeclaredListModel;
  /** The table's accessible name. */
  label: string;
  /** Cell renderers that replace the declared text of a column, by field name. */
  cells?: Readonly<Record<string, (record: WireRecord) => ReactNode>>;
  /** Fixed choices of the search form's code-valued fields. */
  choices?: Readonly<Record<string, readonly Option[]>>;
  /** Buttons before the column chooser. */
  toolbar?: ReactNode;
  actions?: (record: WireRecord) => ReactNode;
  actionsWidth?: number;
  rowLabel(record: WireRecord): string;
}

export function DeclaredList({ list, label, cells, choices, toolbar, actions, actionsWidth, rowLabel }: DeclaredListProps) {
  const t = useT(crud);
  const { def, state, dispatch, data } = list;
  const prefs = useColumnPrefs(def, useUserKey());
  const declared = useTableColumns(def, prefs.visible, null);
  const columns = useMemo<TableColumn[]>(
    () => declared.map((c) => (cells?.[c.name] ? { ...c, cell: cells[c.name]! } : c)),
    [declared, cells],
  );
  const widths = useMemo(() => Object.fromEntries(prefs.visible.map((n) => [n, prefs.widths[n] ?? declaredWidth(def, n)])), [def, prefs.visible, prefs.widths]);
  const page = data.page;
  const filtered = activeFilterCount(def, state.filters) > 0;
  const placeholder = data.error ? (
    <ErrorState message={data.error} onRetry={data.reload} />
  ) : page && page.records.length === 0 && !data.loading ? (
    <EmptyState message={filtered ? t('crud.noMatches') : t('crud.empty')}>
      {filtered ? <Button onClick={() => dispatch({ type: 'reset' })}>{t('crud.clearFilters')}</Button> : null}
    </EmptyState>
  ) : undefined;

  return (
    <div className="flex flex-col gap-3">
      <SearchForm
        def={def}
        draft={state.draft}
        choices={choices}
        dispatch={dispatch}
      />
      <div role="toolbar" aria-label={t('crud.toolbar')} className="flex flex-wrap items-center gap-2">
        {toolbar}
        <span className="flex-1" />
        <ColumnChooser def={def} visible={prefs.visible} onChange={prefs.setVisible} />
        <Button aria-label={t('crud.refresh')} onClick={data.reload}>↻</Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {data.loading ? t('crud.loading') : data.error ? data.error : resultCount(t, page)}
      </p>
      <DataTable
        label={label}
        columns={columns}
        widths={widths}
        records={data.error ? null : (page?.records ?? null)}
        loading={data.loading}
        skeletonRows={Math.min(state.size, 10)}
        rowLabel={rowLabel}
        sort={state.sort}
        onSort={(name) => dispatch({ type: 'sort', sort: nextSort(state.sort, name) })}
        onResize={prefs.setWidth}
        {...(actions ? { actions } : {})}
        {...(actionsWidth ? { actionsWidth } : {})}
        placeholder={placeholder}
      />
      <Pagination current={state.current} size={state.size} count={page} sizes={PAGE_SIZES} onChange={(current, size) => dispatch({ type: 'page', current, size })} />
    </div>
  );
}
