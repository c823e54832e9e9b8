/**
 * The cockpit (/dashboard/index, /cockpitEntrance): the key figures of every area, the cadres on the map of
 * the 11 cities and by kind, the cadres retired by year, the work records and the activities, lectures and
 * news by month, for the user's scope or the city a province user picks; counted again every 5 minutes and on
 * 刷新. Every chart has its numbers as a table. Its calls: docs/cockpit.md.
 */
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/locale.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { CityMap } from './CityMap.tsx';
import { getLgbCount, getLgbNyCount, getMonitoringCenter, getWorkStatistics } from './cockpitApi.ts';
import { CockpitHeader } from './CockpitHeader.tsx';
import { FigureGrid } from './FigureGrid.tsx';
import { useCockpit } from './useCockpit.ts';
import { cockpit } from '../../../model/i18n/cockpit.ts';

export function CockpitBoard({ actions }: { actions?: ReactNode }) {
  const t = useT(cockpit);
  const [city, setCity] = useState<string | null>(null);
  const board = useRef<HTMLDivElement>(null);
  const centre = useCockpit(getMonitoringCenter, city);
  const cadres = useCockpit(getLgbCount, city);
  const years = useCockpit(getLgbNyCount, city);
  const work = useCockpit(getWorkStatistics, city);
  const refresh = () => [centre, cadres, years, work].forEach((c) => c.refresh());
  const loading = [centre, cadres, years, work].some((c) => c.loading);
  const failed = [centre, cadres, years, work].some((c) => c.failed);

  const figures = useMemo(() => {
    const f = centre.data?.figures;
    if (!f) return null;
    return [
      { label: t('cockpitView.cadres'), value: f.cadres },
      { label: t('cockpitView.workRecords'), value: f.workRecords },
      { label: t('cockpitView.volunteers'), value: f.volunteers },
      { label: t('cockpitView.serviceHours'), value: f.serviceHours },
      { label: t('cockpitView.lecturers'), value: f.lecturers },
      { label: t('cockpitView.lectures'), value: f.lectures },
      { label: t('cockpitView.talents'), value: f.talents },
      { label: t('cockpitView.activities'), value: f.activities },
      { label: t('cockpitView.news'), value: f.news },
    ];
  }, [centre.data, t]);

  const kinds = useMemo(() => cadres.data && {
    categories: cadres.data.byKind.map((k) => k.label),
    series: [{ name: t('cockpitView.count'), values: cadres.data.byKind.map((k) => k.count) }],
  }, [cadres.data, t]);
  const byYear = useMemo(() => years.data && {
    categories: [t('cockpitView.earlier'), ...years.data.years.map((y) => String(y.year))],
    series: [{ name: t('cockpitView.count'), values: [years.data.earlier, ...years.data.years.map((y) => y.count)] }],
  }, [years.data, t]);
  const workMonths = useMemo(() => work.data && {
    categories: work.data.months.map((m) => m.month),
    series: [{ name: t('cockpitView.records'), values: work.data.months.map((m) => m.count) }],
  }, [work.data, t]);
  const workKinds = useMemo(() => work.data && {
    categories: work.data.byKind.map((k) => t.label(k.label)),
    series: [{ name: t('cockpitView.records'), values: work.data.byKind.map((k) => k.count) }],
  }, [work.data, t]);
  const trend = useMemo(() => centre.data && {
    categories: centre.data.trend.months,
    series: [
      { name: t('cockpitView.activities'), values: centre.data.trend.activities },
      { name: t('cockpitView.lectures'), values: centre.data.trend.lectures },
      { name: t('cockpitView.news'), values: centre.data.trend.news },
    ],
  }, [centre.data, t]);

  return (
    <div ref={board} className="space-y-4 overflow-auto bg-canvas p-4">
      <CockpitHeader title={t('cockpitView.title')} board={board} city={city} onCity={setCity} asOf={centre.data?.asOf} loading={loading} onRefresh={refresh}>
        {actions}
      </CockpitHeader>
      {failed && <p role="alert" className="text-sm text-danger">{t('cockpitView.failed')}</p>}
      {figures && <FigureGrid figures={figures} label={t('cockpitView.title')} />}
      <div className="grid gap-4 xl:grid-cols-2">
        {cadres.data && <CityMap title={t('cockpitView.mapTitle')} measure={t('cockpitView.cadres')} cities={cadres.data.byCity} picked={city} />}
        {kinds && <ChartPanel title={t('cockpitView.kindTitle')} kind="pie" corner={t('cockpitView.kindColumn')} {...kinds} />}
        {byYear && <ChartPanel title={t('cockpitView.yearTitle')} kind="bar" corner={t('cockpitView.yearColumn')} {...byYear} />}
        {workMonths && <ChartPanel title={t('cockpitView.workTitle')} kind="line" corner={t('cockpitView.monthColumn')} {...workMonths} />}
        {workKinds && <ChartPanel title={t('cockpitView.workKindTitle')} kind="bar" corner={t('cockpitView.kindColumn')} {...workKinds} />}
        {trend && <ChartPanel title={t('cockpitView.trendTitle')} kind="line" corner={t('cockpitView.monthColumn')} {...trend} />}
      </div>
    </div>
  );
}
