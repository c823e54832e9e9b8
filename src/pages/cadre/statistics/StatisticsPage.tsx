/**
 * The frame of every statistics page: the cadre list's own search form (its filters are the statistics'
 * query string), the export of every dimension (when the page's export button is held), a refresh, the
 * panels the page composes, and the one drill-down dialog their numbers open.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { cadre } from '../../../../model/resources/cadre.ts';
import { filterParams } from '../../../crud/list/listFilters.ts';
import { SearchForm } from '../../../crud/list/SearchForm.tsx';
import { useListState } from '../../../crud/list/useListState.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { DrillDownDialog, type DrillTarget } from './DrillDownDialog.tsx';
import { StatisticsExportButton } from './StatisticsExportButton.tsx';
import { StatisticsContext, type StatisticsContextValue } from './statisticsContext.ts';
import { STATISTICS_ENTRIES, type StatisticsPath } from './statisticsEntries.precomputed.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crud } from '../../../../model/i18n/crud.ts';

export interface StatisticsPageProps {
  /** The page's menu path: its title and export button come from the catalogue. */
  path: StatisticsPath;
  /** Offer the export of every dimension at once (pages that show many). */
  exportAll?: boolean;
  children: ReactNode;
}

export function StatisticsPage({ path, exportAll = false, children }: StatisticsPageProps) {
  const t = useT(cadrePages, crud);
  const id = useId();
  const can = usePermissions();
  const { label, exportCode } = STATISTICS_ENTRIES[path];
  const title = t.label(label);
  const [state, dispatch] = useListState(cadre);
  const [version, setVersion] = useState(0);
  const [target, setTarget] = useState<DrillTarget | null>(null);
  const filters = useMemo(() => filterParams(cadre, state.filters), [state.filters]);
  const exportable = exportCode !== undefined && can(exportCode);
  // The drill-down lists cadres: only for a user who may (the server asks for cadre_view too).
  const drillable = can(cadre.permissions.view);
  const value = useMemo<StatisticsContextValue>(() => ({ filters, version, exportable, drill: drillable ? setTarget : undefined }), [filters, version, exportable, drillable]);
  return (
    <StatisticsContext.Provider value={value}>
      <section aria-labelledby={id} className="flex flex-col gap-4 p-4">
        <h1 id={id} className="sr-only">{title}</h1>
        <SearchForm
          def={cadre}
          draft={state.draft}
          dispatch={dispatch}
        />
        <div role="toolbar" aria-label={t('crud.toolbar')} className="flex flex-wrap items-center gap-2">
          {exportable && exportAll ? <StatisticsExportButton dimension={null} title={title} /> : null}
          <span className="flex-1" />
          <Button onClick={() => setVersion((v) => v + 1)}>{t('cadrePages.stats.refresh')}</Button>
        </div>
        {children}
        <DrillDownDialog target={target} onClose={() => setTarget(null)} />
      </section>
    </StatisticsContext.Provider>
  );
}
