/**
 * The worklist of 智能核验 (intelligentVerificationRecord): the declaration's search form (check,
 * handling, name, result, cadre, run), the findings with the field named as people read it, and per
 * finding its detail, 修改档案 (the cadre's edit page; back here, the finding can be marked corrected) and
 * the lifecycle moves the user holds (确认异常, 已更正, 忽略 with a reason, 重新处理).
 */
import { useCallback, useMemo, type Dispatch } from 'react';
import { fieldOf, listFields } from '../../../../model/resource/fields.ts';
import type { Transition } from '../../../../model/resource/types.ts';
import { cadre } from '../../../../model/resources/cadre.ts';
import { useChangeVersion } from '../../../crud/changes.ts';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import { allowedTransitions, useTransitions } from '../../../crud/lifecycle/useTransitions.tsx';
import { DataTable } from '../../../crud/list/DataTable.tsx';
import { activeFilterCount } from '../../../crud/list/listFilters.ts';
import { SearchForm } from '../../../crud/list/SearchForm.tsx';
import { nextSort, PAGE_SIZES, type ListAction, type ListState } from '../../../crud/list/useListState.ts';
import { useListPage } from '../../../crud/list/useDeclaredList.ts';
import { useTableColumns } from '../../../crud/list/useTableColumns.tsx';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { resourceApi } from '../../../http/api/resource.ts';
import type { Params } from '../../../http/query.ts';
import { useT } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import { navigate } from '../../../router/navigate.ts';
import { Button } from '../../../ui/button.tsx';
import { Pagination, resultCount } from '../../../ui/pagination.tsx';
import { cadreEditPath } from '../common/archivePaths.ts';
import { findingDetailPath, FINDINGS, OPEN_STATES } from './findingView.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crud } from '../../../../model/i18n/crud.ts';

const COLUMNS = listFields(FINDINGS).map((f) => f.name);
const WIDTHS = Object.fromEntries(listFields(FINDINGS).map((f) => [f.name, typeof f.list === 'number' ? f.list : 140]));

export interface FindingListProps {
  state: ListState;
  dispatch: Dispatch<ListAction>;
  /** 修改档案: the page remembers the finding and opens the cadre's edit page. */
  onCorrect(finding: WireRecord): void;
}

export function FindingList({ state, dispatch, onCorrect }: FindingListProps) {
  const t = useT(cadrePages, crud);
  const can = usePermissions();
  const api = useMemo(() => resourceApi<WireRecord>(FINDINGS.name), []);
  const load = useCallback((q: Params, signal: AbortSignal) => api.list(q, { signal }), [api]);
  const { data } = useListPage(FINDINGS, state, dispatch, load, useChangeVersion(FINDINGS.name));
  const page = data.page;
  const transitions = useTransitions(FINDINGS);

  const shown = useTableColumns(FINDINGS, COLUMNS, findingDetailPath);
  // `field` holds the cadre's field name: shown as its label.
  const columns = useMemo(
    () => shown.map((c) => (c.name === 'field' ? { ...c, cell: (r: WireRecord) => { const f = fieldOf(cadre, String(r.field ?? '')); return f ? t.label(f.label) : String(r.field ?? ''); } } : c)),
    [shown, t],
  );
  const choices = useMemo(
    () => ({ handleStatus: Object.entries(FINDINGS.lifecycle!.states).map(([value, s]) => ({ value, label: t.label(s.label) })) }),
    [t],
  );

  const canCorrect = can(cadre.permissions.edit);
  const start = transitions.start;
  const actions = useCallback(
    (r: WireRecord) => {
      const title = String(r.cadreName ?? '');
      return (
        <span className="inline-flex items-center gap-1">
          <AppLink to={findingDetailPath(r.id)} aria-label={t('crud.detailOf', { title })} className="px-1 text-primary hover:underline">{t('crud.detail')}</AppLink>
          {canCorrect && OPEN_STATES.has(String(r.handleStatus)) ? (
            <Button size="sm" variant="link" onClick={() => onCorrect(r)}>{t('cadrePages.verify.correct')}</Button>
          ) : null}
          {allowedTransitions(FINDINGS, r, can).map((move: Transition) => (
            <Button key={move.name} size="sm" variant="link" onClick={() => void start(r, move)}>{t.label(move.label)}</Button>
          ))}
        </span>
      );
    },
    [t, can, canCorrect, onCorrect, start],
  );

  const filtered = activeFilterCount(FINDINGS, state.filters) > 0;
  const placeholder = data.error ? (
    <ErrorState message={data.error} onRetry={data.reload} />
  ) : page && page.records.length === 0 && !data.loading ? (
    <EmptyState message={filtered ? t('crud.noMatches') : t('cadrePages.verify.noFindings')}>
      {filtered ? <Button onClick={() => dispatch({ type: 'reset' })}>{t('crud.clearFilters')}</Button> : null}
    </EmptyState>
  ) : undefined;

  return (
    <div className="flex flex-col gap-3 pt-3">
      <SearchForm
        def={FINDINGS}
        draft={state.draft}
        choices={choices}
        dispatch={dispatch}
      />
      <div className="flex items-center gap-2">
        <p aria-live="polite" className="flex-1 text-sm text-muted">
          {data.loading ? t('crud.loading') : data.error ? '' : resultCount(t, page)}
        </p>
        <Button aria-label={t('crud.refresh')} onClick={data.reload}>↻</Button>
      </div>
      <DataTable
        label={t('cadrePages.verify.findings')}
        columns={columns}
        widths={WIDTHS}
        records={data.error ? null : (page?.records ?? null)}
        loading={data.loading}
        skeletonRows={Math.min(state.size, 10)}
        rowLabel={(r) => String(r.cadreName ?? '')}
        sort={state.sort}
        onSort={(name) => dispatch({ type: 'sort', sort: nextSort(state.sort, name) })}
        actions={actions}
        actionsWidth={340}
        placeholder={placeholder}
      />
      <Pagination current={state.current} size={state.size} count={page} sizes={PAGE_SIZES} onChange={(current, size) => dispatch({ type: 'page', current, size })} />
      {transitions.dialog}
    </div>
  );
}

/** Navigates to the cadre's edit page for a finding. */
export function openCadreEdit(finding: WireRecord): void {
  navigate(cadreEditPath(String(finding.cadreId)));
}
