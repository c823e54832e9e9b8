/**
 * The people behind one figure (GET cadreStatistics/{dimension}/list with the figure's own drill query):
 * the cadre list's table, columns and widths as the user keeps them for the cadre list, and pages. Its
 * total is the figure's count, said in a status line that tests and the e2e read.
 */
import { useCallback, useMemo, useState } from 'react';
import { cadre } from '../../../../model/resources/cadre.ts';
import { DataTable } from '../../../crud/list/DataTable.tsx';
import { declaredWidth, useColumnPrefs } from '../../../crud/list/useColumnPrefs.ts';
import { PAGE_SIZES } from '../../../crud/list/useListState.ts';
import { usePageData } from '../../../crud/list/usePageData.ts';
import { useTableColumns } from '../../../crud/list/useTableColumns.tsx';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { useUserKey } from '../../../crud/usePermissions.ts';
import type { Params } from '../../../http/query.ts';
import { useT } from '../../../i18n/locale.ts';
import { Pagination, resultCount } from '../../../ui/pagination.tsx';
import { fetchDrillPage, type DimensionName } from './statisticsApi.ts';
import { crud } from '../../../../model/i18n/crud.ts';
import { platform } from '../../../../model/i18n/platform.ts';

export interface DrillDownListProps {
  dimension: DimensionName;
  /** The figure's drill query string. */
  drill: string;
  /** The table's accessible name. */
  label: string;
}

export function DrillDownList({ dimension, drill, label }: DrillDownListProps) {
  const t = useT(crud, platform);
  const prefs = useColumnPrefs(cadre, useUserKey());
  const columns = useTableColumns(cadre, prefs.visible, null);
  const widths = useMemo(() => Object.fromEntries(prefs.visible.map((n) => [n, prefs.widths[n] ?? declaredWidth(cadre, n)])), [prefs.visible, prefs.widths]);
  const [paging, setPaging] = useState({ current: 1, size: PAGE_SIZES[1] as number });
  const load = useCallback(
    (q: Params, signal: AbortSignal) => fetchDrillPage(dimension, drill, { current: Number(q.current), size: Number(q.size) }, signal),
    [dimension, drill],
  );
  const data = usePageData<WireRecord>(load, paging, drill);
  const page = data.page;
  const placeholder = data.error ? (
    <ErrorState message={data.error} onRetry={data.reload} />
  ) : page && page.total === 0 && !data.loading ? (
    <EmptyState message={t('empty.noResult')} />
  ) : undefined;
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm text-ink">
        {data.loading && !page ? t('crud.loading') : data.error ? data.error : resultCount(t, page)}
      </p>
      <DataTable
        label={label}
        columns={columns}
        widths={widths}
        records={data.error ? null : (page?.records ?? null)}
        loading={data.loading}
        skeletonRows={5}
        rowLabel={(r) => String(r.realName ?? '')}
        onResize={prefs.setWidth}
        placeholder={placeholder}
      />
      <Pagination current={paging.current} size={paging.size} count={page} sizes={PAGE_SIZES} onChange={(current, size) => setPaging({ current, size })} />
    </div>
  );
}
