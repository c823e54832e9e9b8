/**
 * The cockpit's map: the 11 cities' tiles (zhejiangTiles.ts) shaded by their figure, drawn by the one
 * ECharts runtime (echartsRuntime.ts, loaded on first use), with the same numbers as a table below. The map
 * is an image to assistive technology; the table is what it reads.
 */
import { useId, useMemo } from 'react';
import type { CityCount } from '../../../model/cockpit.ts';
import { useT } from '../../i18n/locale.ts';
import { useChartTheme } from '../cadre/statistics/useChartTheme.ts';
import { useMountedChart } from '../cadre/statistics/useMountedChart.ts';
import { DataTable } from './DataTable.tsx';
import { mapOption } from './mapOption.ts';
import { TILE_MAP, zhejiangTiles } from './zhejiangTiles.ts';
import { cockpit } from '../../../model/i18n/cockpit.ts';

export interface CityMapProps {
  title: string;
  /** What the numbers count (the series' and the table column's name). */
  measure: string;
  cities: readonly CityCount[];
  picked: string | null;
}

export function CityMap({ title, measure, cities, picked }: CityMapProps) {
  const t = useT(cockpit);
  const id = useId();
  const theme = useChartTheme();
  const option = useMemo(() => mapOption(cities, theme, measure, picked), [cities, theme, measure, picked]);
  const { el, failed } = useMountedChart(option, ({ ensureMap, mountChart }, element, first) => {
    ensureMap(TILE_MAP, zhejiangTiles);
    return mountChart(element, first, () => {});
  });

  return (
    <section aria-labelledby={id} className="space-y-3 rounded bg-surface p-4 shadow-sm">
      <h2 id={id} className="font-semibold">{title}</h2>
      <p className="text-xs text-muted">{t('cockpitView.mapNote')}</p>
      {failed ? (
        <p role="alert" className="rounded border border-line p-6 text-center text-sm text-muted">{t('cockpitView.chartFailed')}</p>
      ) : (
        <div ref={el} role="img" aria-label={t('cockpitView.chartAndTable', { title })} data-testid="city-map" className="w-full" style={{ height: 420 }} />
      )}
      <DataTable caption={title} columns={[t('cockpitView.cityColumn'), measure]} rows={cities.map((c) => [c.name, c.count] as const)} />
    </section>
  );
}
