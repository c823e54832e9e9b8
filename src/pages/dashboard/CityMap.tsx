/**
 * The cockpit's map: the 11 cities' tiles (zhejiangTiles.ts) shaded by their figure, drawn by the one
 * ECharts runtime (echartsRuntime.ts, loaded on first use), with the same numbers as a table below. The map
 * is an image to assistive technology; the table is what it reads.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CityCount } from '../../../model/cockpit.ts';
import { useT } from '../../i18n/locale.ts';
import { chunkErrorType } from '../../store/chunkError.ts';
import { errorLog } from '../../store/errorLog.ts';
import type { MountedChart } from '../cadre/statistics/echartsRuntime.ts';
import { loadRuntime } from '../cadre/statistics/StatChart.tsx';
import { useChartTheme } from '../cadre/statistics/useChartTheme.ts';
import { DataTable } from './DataTable.tsx';
import { mapOption, type MapOption } from './mapOption.ts';
import { TILE_MAP, zhejiangTiles } from './zhejiangTiles.ts';

export interface CityMapProps {
  title: string;
  /** What the numbers count (the series' and the table column's name). */
  measure: string;
  cities: readonly CityCount[];
  picked: string | null;
}

export function CityMap({ title, measure, cities, picked }: CityMapProps) {
  const t = useT();
  const id = useId();
  const theme = useChartTheme();
  const option = useMemo(() => mapOption(cities, theme, measure, picked), [cities, theme, measure, picked]);
  const el = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedChart<MapOption> | null>(null);
  const latest = useRef(option);
  latest.current = option;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let gone = false;
    loadRuntime().then(
      ({ ensureMap, mountChart }) => {
        if (gone || !el.current) return;
        ensureMap(TILE_MAP, zhejiangTiles);
        mounted.current = mountChart(el.current, latest.current, () => {});
      },
      (error: unknown) => {
        if (gone) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        errorLog.add({ type: chunkErrorType(error) ?? 'error', message: failure.message, stack: failure.stack ?? '', info: 'echartsRuntime' });
        setFailed(true);
      },
    );
    return () => {
      gone = true;
      mounted.current?.dispose();
      mounted.current = null;
    };
  }, []);

  useEffect(() => mounted.current?.update(option), [option]);

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
